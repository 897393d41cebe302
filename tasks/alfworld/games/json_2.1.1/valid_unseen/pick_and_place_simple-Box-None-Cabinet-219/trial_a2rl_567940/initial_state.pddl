
(define (problem plan_a2rl_219_567940)
    (:domain alfred)
    (:objects
        agent1 - agent
        BoxType - otype
        CellPhoneType - otype
        CreditCardType - otype
        KeyChainType - otype
        LaptopType - otype
        NewspaperType - otype
        PillowType - otype
        RemoteControlType - otype
        StatueType - otype
        VaseType - otype
        WatchType - otype
        ArmChairType - rtype
        CabinetType - rtype
        DrawerType - rtype
        DresserType - rtype
        GarbageCanType - rtype
        SafeType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SofaType - rtype
        Box_bar_1 - object
        Box_bar_2 - object
        CellPhone_bar_1 - object
        CreditCard_bar_1 - object
        KeyChain_bar_1 - object
        KeyChain_bar_2 - object
        Laptop_bar_1 - object
        Newspaper_bar_1 - object
        Pillow_bar_1 - object
        RemoteControl_bar_1 - object
        Statue_bar_1 - object
        Vase_bar_1 - object
        Watch_bar_1 - object
        Watch_bar_2 - object
        ArmChair_bar_1 - receptacle
        Cabinet_bar_1 - receptacle
        Cabinet_bar_2 - receptacle
        Cabinet_bar_3 - receptacle
        Cabinet_bar_4 - receptacle
        Drawer_bar_1 - receptacle
        Drawer_bar_2 - receptacle
        Drawer_bar_3 - receptacle
        Drawer_bar_4 - receptacle
        Drawer_bar_5 - receptacle
        Dresser_bar_1 - receptacle
        Safe_bar_1 - receptacle
        Shelf_bar_1 - receptacle
        Shelf_bar_2 - receptacle
        Shelf_bar_3 - receptacle
        Shelf_bar_4 - receptacle
        Shelf_bar_5 - receptacle
        Shelf_bar_6 - receptacle
        Shelf_bar_7 - receptacle
        Shelf_bar_8 - receptacle
        Shelf_bar_9 - receptacle
        Shelf_bar_10 - receptacle
        Shelf_bar_11 - receptacle
        Shelf_bar_12 - receptacle
        SideTable_bar_1 - receptacle
        Sofa_bar_1 - receptacle
        GarbageCan_bar_1 - receptacle
        loc_bar__minus_12_bar_15_bar_0_bar_30 - location
        loc_bar__minus_13_bar_14_bar_0_bar_30 - location
        loc_bar__minus_13_bar_14_bar_0_bar_45 - location
        loc_bar__minus_14_bar_15_bar_0_bar_30 - location
        loc_bar__minus_16_bar_3_bar_3_bar_0 - location
        loc_bar__minus_16_bar_3_bar_3_bar_15 - location
        loc_bar__minus_16_bar_3_bar_3_bar_30 - location
        loc_bar__minus_16_bar_4_bar_3_bar_30 - location
        loc_bar__minus_17_bar_15_bar_0_bar_30 - location
        loc_bar__minus_17_bar_15_bar_0_bar_45 - location
        loc_bar__minus_18_bar_14_bar_0_bar_30 - location
        loc_bar__minus_18_bar_14_bar_0_bar_45 - location
        loc_bar__minus_19_bar_12_bar_2_bar_30 - location
        loc_bar__minus_19_bar_15_bar_0_bar_30 - location
        loc_bar__minus_19_bar_4_bar_2_bar_0 - location
        loc_bar__minus_21_bar_4_bar_2_bar_30 - location
        loc_bar__minus_22_bar_5_bar_0_bar_30 - location
        loc_bar__minus_4_bar_4_bar_1_bar_0 - location
        loc_bar__minus_4_bar_4_bar_1_bar_30 - location
        loc_bar__minus_4_bar_4_bar_1_bar_45 - location
        loc_bar__minus_4_bar_4_bar_2_bar_30 - location
        loc_bar__minus_6_bar_6_bar_1_bar_30 - location
        loc_bar__minus_7_bar_14_bar_0_bar_30 - location
        loc_bar__minus_7_bar_5_bar_2_bar_30 - location
        loc_bar__minus_7_bar_6_bar_2_bar_0 - location
        loc_bar__minus_7_bar_6_bar_2_bar_30 - location
        loc_bar__minus_8_bar_12_bar_1_bar_30 - location
        loc_bar__minus_8_bar_4_bar_1_bar_0 - location
        )

    (:init
        (atLocation agent1 loc_bar__minus_22_bar_5_bar_0_bar_30)
        (canContain ArmChairType BoxType)
        (canContain ArmChairType CellPhoneType)
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType NewspaperType)
        (canContain ArmChairType PillowType)
        (canContain ArmChairType RemoteControlType)
        (canContain CabinetType BoxType)
        (canContain CabinetType NewspaperType)
        (canContain CabinetType VaseType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType NewspaperType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType WatchType)
        (canContain DresserType BoxType)
        (canContain DresserType CellPhoneType)
        (canContain DresserType CreditCardType)
        (canContain DresserType KeyChainType)
        (canContain DresserType LaptopType)
        (canContain DresserType NewspaperType)
        (canContain DresserType RemoteControlType)
        (canContain DresserType StatueType)
        (canContain DresserType VaseType)
        (canContain DresserType WatchType)
        (canContain GarbageCanType NewspaperType)
        (canContain SafeType CellPhoneType)
        (canContain SafeType CreditCardType)
        (canContain SafeType KeyChainType)
        (canContain SafeType StatueType)
        (canContain SafeType VaseType)
        (canContain SafeType WatchType)
        (canContain ShelfType BoxType)
        (canContain ShelfType CellPhoneType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType NewspaperType)
        (canContain ShelfType RemoteControlType)
        (canContain ShelfType StatueType)
        (canContain ShelfType VaseType)
        (canContain ShelfType WatchType)
        (canContain SideTableType BoxType)
        (canContain SideTableType CellPhoneType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType NewspaperType)
        (canContain SideTableType RemoteControlType)
        (canContain SideTableType StatueType)
        (canContain SideTableType VaseType)
        (canContain SideTableType WatchType)
        (canContain SofaType BoxType)
        (canContain SofaType CellPhoneType)
        (canContain SofaType CreditCardType)
        (canContain SofaType KeyChainType)
        (canContain SofaType LaptopType)
        (canContain SofaType NewspaperType)
        (canContain SofaType PillowType)
        (canContain SofaType RemoteControlType)
        (receptacleType ArmChair_bar_1 ArmChairType)
        (receptacleAtLocation ArmChair_bar_1 loc_bar__minus_7_bar_14_bar_0_bar_30)
        (receptacleType Cabinet_bar_1 CabinetType)
        (receptacleAtLocation Cabinet_bar_1 loc_bar__minus_13_bar_14_bar_0_bar_30)
        (openable Cabinet_bar_1)
        (receptacleType Cabinet_bar_2 CabinetType)
        (receptacleAtLocation Cabinet_bar_2 loc_bar__minus_13_bar_14_bar_0_bar_45)
        (openable Cabinet_bar_2)
        (receptacleType Cabinet_bar_3 CabinetType)
        (receptacleAtLocation Cabinet_bar_3 loc_bar__minus_18_bar_14_bar_0_bar_30)
        (openable Cabinet_bar_3)
        (receptacleType Cabinet_bar_4 CabinetType)
        (receptacleAtLocation Cabinet_bar_4 loc_bar__minus_18_bar_14_bar_0_bar_45)
        (openable Cabinet_bar_4)
        (receptacleType Drawer_bar_1 DrawerType)
        (receptacleAtLocation Drawer_bar_1 loc_bar__minus_12_bar_15_bar_0_bar_30)
        (openable Drawer_bar_1)
        (receptacleType Drawer_bar_2 DrawerType)
        (receptacleAtLocation Drawer_bar_2 loc_bar__minus_14_bar_15_bar_0_bar_30)
        (openable Drawer_bar_2)
        (receptacleType Drawer_bar_3 DrawerType)
        (receptacleAtLocation Drawer_bar_3 loc_bar__minus_17_bar_15_bar_0_bar_30)
        (openable Drawer_bar_3)
        (receptacleType Drawer_bar_4 DrawerType)
        (receptacleAtLocation Drawer_bar_4 loc_bar__minus_19_bar_15_bar_0_bar_30)
        (openable Drawer_bar_4)
        (receptacleType Drawer_bar_5 DrawerType)
        (receptacleAtLocation Drawer_bar_5 loc_bar__minus_16_bar_4_bar_3_bar_30)
        (openable Drawer_bar_5)
        (receptacleType Dresser_bar_1 DresserType)
        (receptacleAtLocation Dresser_bar_1 loc_bar__minus_17_bar_15_bar_0_bar_45)
        (receptacleType Safe_bar_1 SafeType)
        (receptacleAtLocation Safe_bar_1 loc_bar__minus_7_bar_6_bar_2_bar_30)
        (openable Safe_bar_1)
        (receptacleType Shelf_bar_1 ShelfType)
        (receptacleAtLocation Shelf_bar_1 loc_bar__minus_4_bar_4_bar_1_bar_30)
        (receptacleType Shelf_bar_2 ShelfType)
        (receptacleAtLocation Shelf_bar_2 loc_bar__minus_4_bar_4_bar_1_bar_45)
        (receptacleType Shelf_bar_3 ShelfType)
        (receptacleAtLocation Shelf_bar_3 loc_bar__minus_6_bar_6_bar_1_bar_30)
        (receptacleType Shelf_bar_4 ShelfType)
        (receptacleAtLocation Shelf_bar_4 loc_bar__minus_4_bar_4_bar_1_bar_0)
        (receptacleType Shelf_bar_5 ShelfType)
        (receptacleAtLocation Shelf_bar_5 loc_bar__minus_7_bar_5_bar_2_bar_30)
        (receptacleType Shelf_bar_6 ShelfType)
        (receptacleAtLocation Shelf_bar_6 loc_bar__minus_4_bar_4_bar_2_bar_30)
        (receptacleType Shelf_bar_7 ShelfType)
        (receptacleAtLocation Shelf_bar_7 loc_bar__minus_7_bar_6_bar_2_bar_0)
        (receptacleType Shelf_bar_8 ShelfType)
        (receptacleAtLocation Shelf_bar_8 loc_bar__minus_8_bar_4_bar_1_bar_0)
        (receptacleType Shelf_bar_9 ShelfType)
        (receptacleAtLocation Shelf_bar_9 loc_bar__minus_19_bar_4_bar_2_bar_0)
        (receptacleType Shelf_bar_10 ShelfType)
        (receptacleAtLocation Shelf_bar_10 loc_bar__minus_16_bar_3_bar_3_bar_0)
        (receptacleType Shelf_bar_11 ShelfType)
        (receptacleAtLocation Shelf_bar_11 loc_bar__minus_16_bar_3_bar_3_bar_15)
        (receptacleType Shelf_bar_12 ShelfType)
        (receptacleAtLocation Shelf_bar_12 loc_bar__minus_16_bar_3_bar_3_bar_30)
        (receptacleType SideTable_bar_1 SideTableType)
        (receptacleAtLocation SideTable_bar_1 loc_bar__minus_21_bar_4_bar_2_bar_30)
        (receptacleType Sofa_bar_1 SofaType)
        (receptacleAtLocation Sofa_bar_1 loc_bar__minus_8_bar_12_bar_1_bar_30)
        (receptacleType GarbageCan_bar_1 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar_1 loc_bar__minus_19_bar_12_bar_2_bar_30)
        (objectType Box_bar_1 BoxType)
        (inReceptacle Box_bar_1 Shelf_bar_10)
        (objectAtLocation Box_bar_1 loc_bar__minus_16_bar_3_bar_3_bar_0)
        (pickupable Box_bar_1)
        (isReceptacleObject Box_bar_1)
        (objectType Box_bar_2 BoxType)
        (inReceptacle Box_bar_2 Shelf_bar_11)
        (objectAtLocation Box_bar_2 loc_bar__minus_16_bar_3_bar_3_bar_15)
        (pickupable Box_bar_2)
        (isReceptacleObject Box_bar_2)
        (objectType CellPhone_bar_1 CellPhoneType)
        (inReceptacle CellPhone_bar_1 Drawer_bar_3)
        (objectAtLocation CellPhone_bar_1 loc_bar__minus_17_bar_15_bar_0_bar_30)
        (pickupable CellPhone_bar_1)
        (objectType CreditCard_bar_1 CreditCardType)
        (inReceptacle CreditCard_bar_1 Shelf_bar_9)
        (objectAtLocation CreditCard_bar_1 loc_bar__minus_19_bar_4_bar_2_bar_0)
        (pickupable CreditCard_bar_1)
        (objectType KeyChain_bar_1 KeyChainType)
        (inReceptacle KeyChain_bar_1 SideTable_bar_1)
        (objectAtLocation KeyChain_bar_1 loc_bar__minus_21_bar_4_bar_2_bar_30)
        (pickupable KeyChain_bar_1)
        (objectType KeyChain_bar_2 KeyChainType)
        (inReceptacle KeyChain_bar_2 Shelf_bar_1)
        (objectAtLocation KeyChain_bar_2 loc_bar__minus_4_bar_4_bar_1_bar_30)
        (pickupable KeyChain_bar_2)
        (objectType Laptop_bar_1 LaptopType)
        (inReceptacle Laptop_bar_1 ArmChair_bar_1)
        (objectAtLocation Laptop_bar_1 loc_bar__minus_7_bar_14_bar_0_bar_30)
        (pickupable Laptop_bar_1)
        (objectType Newspaper_bar_1 NewspaperType)
        (inReceptacle Newspaper_bar_1 Shelf_bar_2)
        (objectAtLocation Newspaper_bar_1 loc_bar__minus_4_bar_4_bar_1_bar_45)
        (pickupable Newspaper_bar_1)
        (objectType Pillow_bar_1 PillowType)
        (inReceptacle Pillow_bar_1 Sofa_bar_1)
        (objectAtLocation Pillow_bar_1 loc_bar__minus_8_bar_12_bar_1_bar_30)
        (pickupable Pillow_bar_1)
        (objectType RemoteControl_bar_1 RemoteControlType)
        (inReceptacle RemoteControl_bar_1 Shelf_bar_1)
        (objectAtLocation RemoteControl_bar_1 loc_bar__minus_4_bar_4_bar_1_bar_30)
        (pickupable RemoteControl_bar_1)
        (objectType Statue_bar_1 StatueType)
        (inReceptacle Statue_bar_1 Shelf_bar_9)
        (objectAtLocation Statue_bar_1 loc_bar__minus_19_bar_4_bar_2_bar_0)
        (pickupable Statue_bar_1)
        (objectType Vase_bar_1 VaseType)
        (inReceptacle Vase_bar_1 Cabinet_bar_1)
        (objectAtLocation Vase_bar_1 loc_bar__minus_13_bar_14_bar_0_bar_30)
        (pickupable Vase_bar_1)
        (objectType Watch_bar_1 WatchType)
        (inReceptacle Watch_bar_1 SideTable_bar_1)
        (objectAtLocation Watch_bar_1 loc_bar__minus_21_bar_4_bar_2_bar_30)
        (pickupable Watch_bar_1)
        (objectType Watch_bar_2 WatchType)
        (inReceptacle Watch_bar_2 Drawer_bar_1)
        (objectAtLocation Watch_bar_2 loc_bar__minus_12_bar_15_bar_0_bar_30)
        (pickupable Watch_bar_2)
        )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o BoxType)
                            (receptacleType ?r CabinetType)
                        )
                    )
                )
            )
        )
    )
    