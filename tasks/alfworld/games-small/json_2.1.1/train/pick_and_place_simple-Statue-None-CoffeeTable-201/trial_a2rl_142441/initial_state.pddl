
(define (problem plan_a2rl_201_142441)
    (:domain alfred)
    (:objects
        agent1 - agent
        BookType - otype
        CreditCardType - otype
        KeyChainType - otype
        NewspaperType - otype
        PencilType - otype
        PillowType - otype
        PlateType - otype
        RemoteControlType - otype
        StatueType - otype
        VaseType - otype
        WatchType - otype
        ArmChairType - rtype
        CoffeeTableType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        GarbageCanType - rtype
        SideTableType - rtype
        SofaType - rtype
        TVStandType - rtype
        Book_bar_1 - object
        Book_bar_2 - object
        CreditCard_bar_1 - object
        CreditCard_bar_2 - object
        KeyChain_bar_1 - object
        Newspaper_bar_1 - object
        Newspaper_bar_2 - object
        Pencil_bar_1 - object
        Pencil_bar_2 - object
        Pillow_bar_1 - object
        Plate_bar_1 - object
        Plate_bar_2 - object
        RemoteControl_bar_1 - object
        RemoteControl_bar_2 - object
        Statue_bar_1 - object
        Statue_bar_2 - object
        Vase_bar_1 - object
        Watch_bar_1 - object
        Watch_bar_2 - object
        ArmChair_bar_1 - receptacle
        ArmChair_bar_2 - receptacle
        CoffeeTable_bar_1 - receptacle
        DiningTable_bar_1 - receptacle
        DiningTable_bar_2 - receptacle
        Drawer_bar_1 - receptacle
        Drawer_bar_2 - receptacle
        SideTable_bar_1 - receptacle
        SideTable_bar_2 - receptacle
        Sofa_bar_1 - receptacle
        TVStand_bar_1 - receptacle
        GarbageCan_bar_1 - receptacle
        loc_bar__minus_10_bar_10_bar_2_bar_30 - location
        loc_bar__minus_10_bar_22_bar_0_bar_30 - location
        loc_bar__minus_12_bar_2_bar_1_bar_30 - location
        loc_bar__minus_14_bar_10_bar_1_bar_30 - location
        loc_bar__minus_14_bar_18_bar_1_bar_30 - location
        loc_bar__minus_16_bar_2_bar_1_bar_30 - location
        loc_bar__minus_17_bar_20_bar_0_bar_30 - location
        loc_bar__minus_17_bar_5_bar_2_bar_30 - location
        loc_bar__minus_3_bar_9_bar_0_bar_30 - location
        loc_bar__minus_4_bar_17_bar_2_bar_30 - location
        loc_bar__minus_4_bar_20_bar_0_bar_30 - location
        loc_bar__minus_8_bar_2_bar_2_bar_30 - location
        loc_bar__minus_9_bar_17_bar_2_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar__minus_14_bar_10_bar_1_bar_30)
        (canContain ArmChairType BookType)
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType NewspaperType)
        (canContain ArmChairType PillowType)
        (canContain ArmChairType RemoteControlType)
        (canContain CoffeeTableType BookType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType NewspaperType)
        (canContain CoffeeTableType PencilType)
        (canContain CoffeeTableType PlateType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain CoffeeTableType StatueType)
        (canContain CoffeeTableType VaseType)
        (canContain CoffeeTableType WatchType)
        (canContain DiningTableType BookType)
        (canContain DiningTableType CreditCardType)
        (canContain DiningTableType KeyChainType)
        (canContain DiningTableType NewspaperType)
        (canContain DiningTableType PencilType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType RemoteControlType)
        (canContain DiningTableType StatueType)
        (canContain DiningTableType VaseType)
        (canContain DiningTableType WatchType)
        (canContain DrawerType BookType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType NewspaperType)
        (canContain DrawerType PencilType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType WatchType)
        (canContain GarbageCanType NewspaperType)
        (canContain GarbageCanType PencilType)
        (canContain SideTableType BookType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType NewspaperType)
        (canContain SideTableType PencilType)
        (canContain SideTableType PlateType)
        (canContain SideTableType RemoteControlType)
        (canContain SideTableType StatueType)
        (canContain SideTableType VaseType)
        (canContain SideTableType WatchType)
        (canContain SofaType BookType)
        (canContain SofaType CreditCardType)
        (canContain SofaType KeyChainType)
        (canContain SofaType NewspaperType)
        (canContain SofaType PillowType)
        (canContain SofaType RemoteControlType)
        (receptacleType ArmChair_bar_1 ArmChairType)
        (receptacleAtLocation ArmChair_bar_1 loc_bar__minus_4_bar_20_bar_0_bar_30)
        (receptacleType ArmChair_bar_2 ArmChairType)
        (receptacleAtLocation ArmChair_bar_2 loc_bar__minus_17_bar_20_bar_0_bar_30)
        (receptacleType CoffeeTable_bar_1 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar_1 loc_bar__minus_14_bar_18_bar_1_bar_30)
        (receptacleType DiningTable_bar_1 DiningTableType)
        (receptacleAtLocation DiningTable_bar_1 loc_bar__minus_10_bar_10_bar_2_bar_30)
        (receptacleType DiningTable_bar_2 DiningTableType)
        (receptacleAtLocation DiningTable_bar_2 loc_bar__minus_16_bar_2_bar_1_bar_30)
        (receptacleType Drawer_bar_1 DrawerType)
        (receptacleAtLocation Drawer_bar_1 loc_bar__minus_4_bar_17_bar_2_bar_30)
        (openable Drawer_bar_1)
        (receptacleType Drawer_bar_2 DrawerType)
        (receptacleAtLocation Drawer_bar_2 loc_bar__minus_12_bar_2_bar_1_bar_30)
        (openable Drawer_bar_2)
        (receptacleType SideTable_bar_1 SideTableType)
        (receptacleAtLocation SideTable_bar_1 loc_bar__minus_3_bar_9_bar_0_bar_30)
        (receptacleType SideTable_bar_2 SideTableType)
        (receptacleAtLocation SideTable_bar_2 loc_bar__minus_8_bar_2_bar_2_bar_30)
        (receptacleType Sofa_bar_1 SofaType)
        (receptacleAtLocation Sofa_bar_1 loc_bar__minus_9_bar_17_bar_2_bar_30)
        (receptacleType TVStand_bar_1 TVStandType)
        (receptacleAtLocation TVStand_bar_1 loc_bar__minus_10_bar_22_bar_0_bar_30)
        (receptacleType GarbageCan_bar_1 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar_1 loc_bar__minus_17_bar_5_bar_2_bar_30)
        (objectType Book_bar_1 BookType)
        (inReceptacle Book_bar_1 ArmChair_bar_1)
        (objectAtLocation Book_bar_1 loc_bar__minus_4_bar_20_bar_0_bar_30)
        (pickupable Book_bar_1)
        (objectType Book_bar_2 BookType)
        (inReceptacle Book_bar_2 CoffeeTable_bar_1)
        (objectAtLocation Book_bar_2 loc_bar__minus_14_bar_18_bar_1_bar_30)
        (pickupable Book_bar_2)
        (objectType CreditCard_bar_1 CreditCardType)
        (inReceptacle CreditCard_bar_1 Drawer_bar_1)
        (objectAtLocation CreditCard_bar_1 loc_bar__minus_4_bar_17_bar_2_bar_30)
        (pickupable CreditCard_bar_1)
        (objectType CreditCard_bar_2 CreditCardType)
        (inReceptacle CreditCard_bar_2 Sofa_bar_1)
        (objectAtLocation CreditCard_bar_2 loc_bar__minus_9_bar_17_bar_2_bar_30)
        (pickupable CreditCard_bar_2)
        (objectType KeyChain_bar_1 KeyChainType)
        (inReceptacle KeyChain_bar_1 SideTable_bar_2)
        (objectAtLocation KeyChain_bar_1 loc_bar__minus_8_bar_2_bar_2_bar_30)
        (pickupable KeyChain_bar_1)
        (objectType Newspaper_bar_1 NewspaperType)
        (inReceptacle Newspaper_bar_1 Drawer_bar_1)
        (objectAtLocation Newspaper_bar_1 loc_bar__minus_4_bar_17_bar_2_bar_30)
        (pickupable Newspaper_bar_1)
        (objectType Newspaper_bar_2 NewspaperType)
        (inReceptacle Newspaper_bar_2 ArmChair_bar_1)
        (objectAtLocation Newspaper_bar_2 loc_bar__minus_4_bar_20_bar_0_bar_30)
        (pickupable Newspaper_bar_2)
        (objectType Pencil_bar_1 PencilType)
        (inReceptacle Pencil_bar_1 Drawer_bar_2)
        (objectAtLocation Pencil_bar_1 loc_bar__minus_12_bar_2_bar_1_bar_30)
        (pickupable Pencil_bar_1)
        (objectType Pencil_bar_2 PencilType)
        (inReceptacle Pencil_bar_2 SideTable_bar_2)
        (objectAtLocation Pencil_bar_2 loc_bar__minus_8_bar_2_bar_2_bar_30)
        (pickupable Pencil_bar_2)
        (objectType Pillow_bar_1 PillowType)
        (inReceptacle Pillow_bar_1 ArmChair_bar_1)
        (objectAtLocation Pillow_bar_1 loc_bar__minus_4_bar_20_bar_0_bar_30)
        (pickupable Pillow_bar_1)
        (objectType Plate_bar_1 PlateType)
        (inReceptacle Plate_bar_1 DiningTable_bar_1)
        (objectAtLocation Plate_bar_1 loc_bar__minus_10_bar_10_bar_2_bar_30)
        (pickupable Plate_bar_1)
        (isReceptacleObject Plate_bar_1)
        (cleanable Plate_bar_1)
        (heatable Plate_bar_1)
        (coolable Plate_bar_1)
        (objectType Plate_bar_2 PlateType)
        (inReceptacle Plate_bar_2 SideTable_bar_1)
        (objectAtLocation Plate_bar_2 loc_bar__minus_3_bar_9_bar_0_bar_30)
        (pickupable Plate_bar_2)
        (isReceptacleObject Plate_bar_2)
        (cleanable Plate_bar_2)
        (heatable Plate_bar_2)
        (coolable Plate_bar_2)
        (objectType RemoteControl_bar_1 RemoteControlType)
        (inReceptacle RemoteControl_bar_1 SideTable_bar_2)
        (objectAtLocation RemoteControl_bar_1 loc_bar__minus_8_bar_2_bar_2_bar_30)
        (pickupable RemoteControl_bar_1)
        (objectType RemoteControl_bar_2 RemoteControlType)
        (inReceptacle RemoteControl_bar_2 SideTable_bar_1)
        (objectAtLocation RemoteControl_bar_2 loc_bar__minus_3_bar_9_bar_0_bar_30)
        (pickupable RemoteControl_bar_2)
        (objectType Statue_bar_1 StatueType)
        (inReceptacle Statue_bar_1 DiningTable_bar_2)
        (objectAtLocation Statue_bar_1 loc_bar__minus_16_bar_2_bar_1_bar_30)
        (pickupable Statue_bar_1)
        (objectType Statue_bar_2 StatueType)
        (inReceptacle Statue_bar_2 DiningTable_bar_1)
        (objectAtLocation Statue_bar_2 loc_bar__minus_10_bar_10_bar_2_bar_30)
        (pickupable Statue_bar_2)
        (objectType Vase_bar_1 VaseType)
        (inReceptacle Vase_bar_1 DiningTable_bar_2)
        (objectAtLocation Vase_bar_1 loc_bar__minus_16_bar_2_bar_1_bar_30)
        (pickupable Vase_bar_1)
        (objectType Watch_bar_1 WatchType)
        (inReceptacle Watch_bar_1 SideTable_bar_1)
        (objectAtLocation Watch_bar_1 loc_bar__minus_3_bar_9_bar_0_bar_30)
        (pickupable Watch_bar_1)
        (objectType Watch_bar_2 WatchType)
        (inReceptacle Watch_bar_2 Drawer_bar_2)
        (objectAtLocation Watch_bar_2 loc_bar__minus_12_bar_2_bar_1_bar_30)
        (pickupable Watch_bar_2)
        )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o StatueType)
                            (receptacleType ?r CoffeeTableType)
                        )
                    )
                )
            )
        )
    )
    