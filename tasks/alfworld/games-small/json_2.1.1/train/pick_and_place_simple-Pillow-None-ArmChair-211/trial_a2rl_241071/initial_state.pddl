
(define (problem plan_a2rl_211_241071)
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
        PlateType - otype
        RemoteControlType - otype
        StatueType - otype
        VaseType - otype
        ArmChairType - rtype
        CoffeeTableType - rtype
        DrawerType - rtype
        GarbageCanType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SofaType - rtype
        TVStandType - rtype
        Box_bar_1 - object
        Box_bar_2 - object
        CellPhone_bar_1 - object
        CellPhone_bar_2 - object
        CreditCard_bar_1 - object
        CreditCard_bar_2 - object
        KeyChain_bar_1 - object
        KeyChain_bar_2 - object
        Laptop_bar_1 - object
        Newspaper_bar_1 - object
        Pillow_bar_1 - object
        Plate_bar_1 - object
        RemoteControl_bar_1 - object
        RemoteControl_bar_2 - object
        Statue_bar_1 - object
        Vase_bar_1 - object
        ArmChair_bar_1 - receptacle
        CoffeeTable_bar_1 - receptacle
        Drawer_bar_1 - receptacle
        Shelf_bar_1 - receptacle
        Shelf_bar_2 - receptacle
        Shelf_bar_3 - receptacle
        Shelf_bar_4 - receptacle
        SideTable_bar_1 - receptacle
        SideTable_bar_2 - receptacle
        Sofa_bar_1 - receptacle
        TVStand_bar_1 - receptacle
        GarbageCan_bar_1 - receptacle
        loc_bar__minus_2_bar__minus_4_bar_3_bar_30 - location
        loc_bar__minus_2_bar_2_bar_3_bar_30 - location
        loc_bar__minus_3_bar_2_bar_3_bar_30 - location
        loc_bar__minus_3_bar_3_bar_0_bar_30 - location
        loc_bar__minus_3_bar_3_bar_0_bar_45 - location
        loc_bar__minus_4_bar_0_bar_0_bar_30 - location
        loc_bar__minus_4_bar_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar_2_bar_3_bar_30 - location
        loc_bar__minus_4_bar_6_bar_2_bar_30 - location
        loc_bar_10_bar__minus_5_bar_1_bar_30 - location
        loc_bar_3_bar_2_bar_1_bar_30 - location
        loc_bar_5_bar__minus_6_bar_0_bar_30 - location
        loc_bar_5_bar__minus_6_bar_0_bar_45 - location
        )

    (:init
        (atLocation agent1 loc_bar__minus_4_bar_0_bar_0_bar_30)
        (canContain ArmChairType BoxType)
        (canContain ArmChairType CellPhoneType)
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType NewspaperType)
        (canContain ArmChairType PillowType)
        (canContain ArmChairType RemoteControlType)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType CellPhoneType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType NewspaperType)
        (canContain CoffeeTableType PlateType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain CoffeeTableType StatueType)
        (canContain CoffeeTableType VaseType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType NewspaperType)
        (canContain DrawerType RemoteControlType)
        (canContain GarbageCanType NewspaperType)
        (canContain ShelfType BoxType)
        (canContain ShelfType CellPhoneType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType NewspaperType)
        (canContain ShelfType PlateType)
        (canContain ShelfType RemoteControlType)
        (canContain ShelfType StatueType)
        (canContain ShelfType VaseType)
        (canContain SideTableType BoxType)
        (canContain SideTableType CellPhoneType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType NewspaperType)
        (canContain SideTableType PlateType)
        (canContain SideTableType RemoteControlType)
        (canContain SideTableType StatueType)
        (canContain SideTableType VaseType)
        (canContain SofaType BoxType)
        (canContain SofaType CellPhoneType)
        (canContain SofaType CreditCardType)
        (canContain SofaType KeyChainType)
        (canContain SofaType LaptopType)
        (canContain SofaType NewspaperType)
        (canContain SofaType PillowType)
        (canContain SofaType RemoteControlType)
        (receptacleType ArmChair_bar_1 ArmChairType)
        (receptacleAtLocation ArmChair_bar_1 loc_bar__minus_2_bar__minus_4_bar_3_bar_30)
        (receptacleType CoffeeTable_bar_1 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar_1 loc_bar__minus_4_bar_2_bar_1_bar_30)
        (receptacleType Drawer_bar_1 DrawerType)
        (receptacleAtLocation Drawer_bar_1 loc_bar_5_bar__minus_6_bar_0_bar_30)
        (openable Drawer_bar_1)
        (receptacleType Shelf_bar_1 ShelfType)
        (receptacleAtLocation Shelf_bar_1 loc_bar__minus_3_bar_3_bar_0_bar_30)
        (receptacleType Shelf_bar_2 ShelfType)
        (receptacleAtLocation Shelf_bar_2 loc_bar__minus_3_bar_3_bar_0_bar_45)
        (receptacleType Shelf_bar_3 ShelfType)
        (receptacleAtLocation Shelf_bar_3 loc_bar__minus_2_bar_2_bar_3_bar_30)
        (receptacleType Shelf_bar_4 ShelfType)
        (receptacleAtLocation Shelf_bar_4 loc_bar__minus_3_bar_2_bar_3_bar_30)
        (receptacleType SideTable_bar_1 SideTableType)
        (receptacleAtLocation SideTable_bar_1 loc_bar_5_bar__minus_6_bar_0_bar_45)
        (receptacleType SideTable_bar_2 SideTableType)
        (receptacleAtLocation SideTable_bar_2 loc_bar_10_bar__minus_5_bar_1_bar_30)
        (receptacleType Sofa_bar_1 SofaType)
        (receptacleAtLocation Sofa_bar_1 loc_bar_3_bar_2_bar_1_bar_30)
        (receptacleType TVStand_bar_1 TVStandType)
        (receptacleAtLocation TVStand_bar_1 loc_bar__minus_4_bar_2_bar_3_bar_30)
        (receptacleType GarbageCan_bar_1 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar_1 loc_bar__minus_4_bar_6_bar_2_bar_30)
        (objectType Box_bar_1 BoxType)
        (inReceptacle Box_bar_1 SideTable_bar_1)
        (objectAtLocation Box_bar_1 loc_bar_5_bar__minus_6_bar_0_bar_45)
        (pickupable Box_bar_1)
        (isReceptacleObject Box_bar_1)
        (objectType Box_bar_2 BoxType)
        (inReceptacle Box_bar_2 SideTable_bar_2)
        (objectAtLocation Box_bar_2 loc_bar_10_bar__minus_5_bar_1_bar_30)
        (pickupable Box_bar_2)
        (isReceptacleObject Box_bar_2)
        (objectType CellPhone_bar_1 CellPhoneType)
        (inReceptacle CellPhone_bar_1 Shelf_bar_4)
        (objectAtLocation CellPhone_bar_1 loc_bar__minus_3_bar_2_bar_3_bar_30)
        (pickupable CellPhone_bar_1)
        (objectType CellPhone_bar_2 CellPhoneType)
        (inReceptacle CellPhone_bar_2 Shelf_bar_1)
        (objectAtLocation CellPhone_bar_2 loc_bar__minus_3_bar_3_bar_0_bar_30)
        (pickupable CellPhone_bar_2)
        (objectType CreditCard_bar_1 CreditCardType)
        (inReceptacle CreditCard_bar_1 Shelf_bar_3)
        (objectAtLocation CreditCard_bar_1 loc_bar__minus_2_bar_2_bar_3_bar_30)
        (pickupable CreditCard_bar_1)
        (objectType CreditCard_bar_2 CreditCardType)
        (inReceptacle CreditCard_bar_2 ArmChair_bar_1)
        (objectAtLocation CreditCard_bar_2 loc_bar__minus_2_bar__minus_4_bar_3_bar_30)
        (pickupable CreditCard_bar_2)
        (objectType KeyChain_bar_1 KeyChainType)
        (inReceptacle KeyChain_bar_1 CoffeeTable_bar_1)
        (objectAtLocation KeyChain_bar_1 loc_bar__minus_4_bar_2_bar_1_bar_30)
        (pickupable KeyChain_bar_1)
        (objectType KeyChain_bar_2 KeyChainType)
        (inReceptacle KeyChain_bar_2 SideTable_bar_1)
        (objectAtLocation KeyChain_bar_2 loc_bar_5_bar__minus_6_bar_0_bar_45)
        (pickupable KeyChain_bar_2)
        (objectType Laptop_bar_1 LaptopType)
        (inReceptacle Laptop_bar_1 CoffeeTable_bar_1)
        (objectAtLocation Laptop_bar_1 loc_bar__minus_4_bar_2_bar_1_bar_30)
        (pickupable Laptop_bar_1)
        (objectType Newspaper_bar_1 NewspaperType)
        (inReceptacle Newspaper_bar_1 GarbageCan_bar_1)
        (objectAtLocation Newspaper_bar_1 loc_bar__minus_4_bar_6_bar_2_bar_30)
        (pickupable Newspaper_bar_1)
        (objectType Pillow_bar_1 PillowType)
        (inReceptacle Pillow_bar_1 Sofa_bar_1)
        (objectAtLocation Pillow_bar_1 loc_bar_3_bar_2_bar_1_bar_30)
        (pickupable Pillow_bar_1)
        (objectType Plate_bar_1 PlateType)
        (inReceptacle Plate_bar_1 SideTable_bar_1)
        (objectAtLocation Plate_bar_1 loc_bar_5_bar__minus_6_bar_0_bar_45)
        (pickupable Plate_bar_1)
        (isReceptacleObject Plate_bar_1)
        (cleanable Plate_bar_1)
        (heatable Plate_bar_1)
        (coolable Plate_bar_1)
        (objectType RemoteControl_bar_1 RemoteControlType)
        (inReceptacle RemoteControl_bar_1 Shelf_bar_3)
        (objectAtLocation RemoteControl_bar_1 loc_bar__minus_2_bar_2_bar_3_bar_30)
        (pickupable RemoteControl_bar_1)
        (objectType RemoteControl_bar_2 RemoteControlType)
        (inReceptacle RemoteControl_bar_2 SideTable_bar_2)
        (objectAtLocation RemoteControl_bar_2 loc_bar_10_bar__minus_5_bar_1_bar_30)
        (pickupable RemoteControl_bar_2)
        (objectType Statue_bar_1 StatueType)
        (inReceptacle Statue_bar_1 CoffeeTable_bar_1)
        (objectAtLocation Statue_bar_1 loc_bar__minus_4_bar_2_bar_1_bar_30)
        (pickupable Statue_bar_1)
        (objectType Vase_bar_1 VaseType)
        (inReceptacle Vase_bar_1 SideTable_bar_2)
        (objectAtLocation Vase_bar_1 loc_bar_10_bar__minus_5_bar_1_bar_30)
        (pickupable Vase_bar_1)
        )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o PillowType)
                            (receptacleType ?r ArmChairType)
                        )
                    )
                )
            )
        )
    )
    