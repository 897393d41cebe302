
(define (problem plan_a2rl_216_430962)
    (:domain alfred)
    (:objects
        agent1 - agent
        BoxType - otype
        CreditCardType - otype
        KeyChainType - otype
        LaptopType - otype
        NewspaperType - otype
        PillowType - otype
        RemoteControlType - otype
        StatueType - otype
        TissueBoxType - otype
        VaseType - otype
        ArmChairType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        GarbageCanType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SofaType - rtype
        Box_bar_1 - object
        CreditCard_bar_1 - object
        CreditCard_bar_2 - object
        KeyChain_bar_1 - object
        KeyChain_bar_2 - object
        Laptop_bar_1 - object
        Newspaper_bar_1 - object
        Newspaper_bar_2 - object
        Pillow_bar_1 - object
        Pillow_bar_2 - object
        RemoteControl_bar_1 - object
        Statue_bar_1 - object
        Statue_bar_2 - object
        Statue_bar_3 - object
        TissueBox_bar_1 - object
        TissueBox_bar_2 - object
        Vase_bar_1 - object
        ArmChair_bar_1 - receptacle
        DiningTable_bar_1 - receptacle
        Drawer_bar_1 - receptacle
        Drawer_bar_2 - receptacle
        Drawer_bar_3 - receptacle
        Drawer_bar_4 - receptacle
        Shelf_bar_1 - receptacle
        SideTable_bar_1 - receptacle
        SideTable_bar_2 - receptacle
        SideTable_bar_3 - receptacle
        Sofa_bar_1 - receptacle
        GarbageCan_bar_1 - receptacle
        loc_bar__minus_16_bar__minus_3_bar_0_bar_30 - location
        loc_bar__minus_1_bar_2_bar_0_bar_30 - location
        loc_bar__minus_2_bar__minus_1_bar_2_bar_30 - location
        loc_bar__minus_3_bar_3_bar_2_bar_30 - location
        loc_bar__minus_5_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_5_bar_1_bar_0_bar_30 - location
        loc_bar__minus_7_bar__minus_2_bar_2_bar_30 - location
        loc_bar_0_bar_1_bar_0_bar_30 - location
        loc_bar_0_bar_1_bar_0_bar_45 - location
        loc_bar_4_bar__minus_1_bar_2_bar_30 - location
        loc_bar_4_bar_0_bar_0_bar_30 - location
        loc_bar_4_bar_2_bar_0_bar_30 - location
        loc_bar_6_bar__minus_2_bar_2_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar__minus_3_bar_3_bar_2_bar_30)
        (canContain ArmChairType BoxType)
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType NewspaperType)
        (canContain ArmChairType PillowType)
        (canContain ArmChairType RemoteControlType)
        (canContain DiningTableType BoxType)
        (canContain DiningTableType CreditCardType)
        (canContain DiningTableType KeyChainType)
        (canContain DiningTableType LaptopType)
        (canContain DiningTableType NewspaperType)
        (canContain DiningTableType RemoteControlType)
        (canContain DiningTableType StatueType)
        (canContain DiningTableType TissueBoxType)
        (canContain DiningTableType VaseType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType NewspaperType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType TissueBoxType)
        (canContain GarbageCanType NewspaperType)
        (canContain GarbageCanType TissueBoxType)
        (canContain ShelfType BoxType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType NewspaperType)
        (canContain ShelfType RemoteControlType)
        (canContain ShelfType StatueType)
        (canContain ShelfType TissueBoxType)
        (canContain ShelfType VaseType)
        (canContain SideTableType BoxType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType NewspaperType)
        (canContain SideTableType RemoteControlType)
        (canContain SideTableType StatueType)
        (canContain SideTableType TissueBoxType)
        (canContain SideTableType VaseType)
        (canContain SofaType BoxType)
        (canContain SofaType CreditCardType)
        (canContain SofaType KeyChainType)
        (canContain SofaType LaptopType)
        (canContain SofaType NewspaperType)
        (canContain SofaType PillowType)
        (canContain SofaType RemoteControlType)
        (receptacleType ArmChair_bar_1 ArmChairType)
        (receptacleAtLocation ArmChair_bar_1 loc_bar__minus_7_bar__minus_2_bar_2_bar_30)
        (receptacleType DiningTable_bar_1 DiningTableType)
        (receptacleAtLocation DiningTable_bar_1 loc_bar__minus_16_bar__minus_3_bar_0_bar_30)
        (receptacleType Drawer_bar_1 DrawerType)
        (receptacleAtLocation Drawer_bar_1 loc_bar_4_bar_0_bar_0_bar_30)
        (openable Drawer_bar_1)
        (receptacleType Drawer_bar_2 DrawerType)
        (receptacleAtLocation Drawer_bar_2 loc_bar_4_bar__minus_1_bar_2_bar_30)
        (openable Drawer_bar_2)
        (receptacleType Drawer_bar_3 DrawerType)
        (receptacleAtLocation Drawer_bar_3 loc_bar_0_bar_1_bar_0_bar_30)
        (openable Drawer_bar_3)
        (receptacleType Drawer_bar_4 DrawerType)
        (receptacleAtLocation Drawer_bar_4 loc_bar__minus_5_bar_1_bar_0_bar_30)
        (openable Drawer_bar_4)
        (receptacleType Shelf_bar_1 ShelfType)
        (receptacleAtLocation Shelf_bar_1 loc_bar_0_bar_1_bar_0_bar_45)
        (receptacleType SideTable_bar_1 SideTableType)
        (receptacleAtLocation SideTable_bar_1 loc_bar_4_bar_2_bar_0_bar_30)
        (receptacleType SideTable_bar_2 SideTableType)
        (receptacleAtLocation SideTable_bar_2 loc_bar_6_bar__minus_2_bar_2_bar_30)
        (receptacleType SideTable_bar_3 SideTableType)
        (receptacleAtLocation SideTable_bar_3 loc_bar__minus_1_bar_2_bar_0_bar_30)
        (receptacleType Sofa_bar_1 SofaType)
        (receptacleAtLocation Sofa_bar_1 loc_bar__minus_2_bar__minus_1_bar_2_bar_30)
        (receptacleType GarbageCan_bar_1 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar_1 loc_bar__minus_5_bar__minus_2_bar_1_bar_30)
        (objectType Box_bar_1 BoxType)
        (inReceptacle Box_bar_1 Sofa_bar_1)
        (objectAtLocation Box_bar_1 loc_bar__minus_2_bar__minus_1_bar_2_bar_30)
        (pickupable Box_bar_1)
        (isReceptacleObject Box_bar_1)
        (objectType CreditCard_bar_1 CreditCardType)
        (inReceptacle CreditCard_bar_1 Drawer_bar_2)
        (objectAtLocation CreditCard_bar_1 loc_bar_4_bar__minus_1_bar_2_bar_30)
        (pickupable CreditCard_bar_1)
        (objectType CreditCard_bar_2 CreditCardType)
        (inReceptacle CreditCard_bar_2 Drawer_bar_3)
        (objectAtLocation CreditCard_bar_2 loc_bar_0_bar_1_bar_0_bar_30)
        (pickupable CreditCard_bar_2)
        (objectType KeyChain_bar_1 KeyChainType)
        (inReceptacle KeyChain_bar_1 SideTable_bar_1)
        (objectAtLocation KeyChain_bar_1 loc_bar_4_bar_2_bar_0_bar_30)
        (pickupable KeyChain_bar_1)
        (objectType KeyChain_bar_2 KeyChainType)
        (inReceptacle KeyChain_bar_2 ArmChair_bar_1)
        (objectAtLocation KeyChain_bar_2 loc_bar__minus_7_bar__minus_2_bar_2_bar_30)
        (pickupable KeyChain_bar_2)
        (objectType Laptop_bar_1 LaptopType)
        (inReceptacle Laptop_bar_1 DiningTable_bar_1)
        (objectAtLocation Laptop_bar_1 loc_bar__minus_16_bar__minus_3_bar_0_bar_30)
        (pickupable Laptop_bar_1)
        (objectType Newspaper_bar_1 NewspaperType)
        (inReceptacle Newspaper_bar_1 SideTable_bar_1)
        (objectAtLocation Newspaper_bar_1 loc_bar_4_bar_2_bar_0_bar_30)
        (pickupable Newspaper_bar_1)
        (objectType Newspaper_bar_2 NewspaperType)
        (inReceptacle Newspaper_bar_2 GarbageCan_bar_1)
        (objectAtLocation Newspaper_bar_2 loc_bar__minus_5_bar__minus_2_bar_1_bar_30)
        (pickupable Newspaper_bar_2)
        (objectType Pillow_bar_1 PillowType)
        (inReceptacle Pillow_bar_1 ArmChair_bar_1)
        (objectAtLocation Pillow_bar_1 loc_bar__minus_7_bar__minus_2_bar_2_bar_30)
        (pickupable Pillow_bar_1)
        (objectType Pillow_bar_2 PillowType)
        (inReceptacle Pillow_bar_2 ArmChair_bar_1)
        (objectAtLocation Pillow_bar_2 loc_bar__minus_7_bar__minus_2_bar_2_bar_30)
        (pickupable Pillow_bar_2)
        (objectType RemoteControl_bar_1 RemoteControlType)
        (inReceptacle RemoteControl_bar_1 ArmChair_bar_1)
        (objectAtLocation RemoteControl_bar_1 loc_bar__minus_7_bar__minus_2_bar_2_bar_30)
        (pickupable RemoteControl_bar_1)
        (objectType Statue_bar_1 StatueType)
        (inReceptacle Statue_bar_1 SideTable_bar_3)
        (objectAtLocation Statue_bar_1 loc_bar__minus_1_bar_2_bar_0_bar_30)
        (pickupable Statue_bar_1)
        (objectType Statue_bar_2 StatueType)
        (inReceptacle Statue_bar_2 SideTable_bar_1)
        (objectAtLocation Statue_bar_2 loc_bar_4_bar_2_bar_0_bar_30)
        (pickupable Statue_bar_2)
        (objectType Statue_bar_3 StatueType)
        (inReceptacle Statue_bar_3 SideTable_bar_3)
        (objectAtLocation Statue_bar_3 loc_bar__minus_1_bar_2_bar_0_bar_30)
        (pickupable Statue_bar_3)
        (objectType TissueBox_bar_1 TissueBoxType)
        (inReceptacle TissueBox_bar_1 Shelf_bar_1)
        (objectAtLocation TissueBox_bar_1 loc_bar_0_bar_1_bar_0_bar_45)
        (pickupable TissueBox_bar_1)
        (objectType TissueBox_bar_2 TissueBoxType)
        (inReceptacle TissueBox_bar_2 Drawer_bar_4)
        (objectAtLocation TissueBox_bar_2 loc_bar__minus_5_bar_1_bar_0_bar_30)
        (pickupable TissueBox_bar_2)
        (objectType Vase_bar_1 VaseType)
        (inReceptacle Vase_bar_1 SideTable_bar_2)
        (objectAtLocation Vase_bar_1 loc_bar_6_bar__minus_2_bar_2_bar_30)
        (pickupable Vase_bar_1)
        )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o StatueType)
                            (receptacleType ?r ShelfType)
                        )
                    )
                )
            )
        )
    )
    