
(define (problem plan_a2rl_228_435680)
    (:domain alfred)
    (:objects
        agent1 - agent
        BoxType - otype
        CreditCardType - otype
        KeyChainType - otype
        LaptopType - otype
        NewspaperType - otype
        PillowType - otype
        PlateType - otype
        RemoteControlType - otype
        StatueType - otype
        VaseType - otype
        WatchType - otype
        CoffeeTableType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        GarbageCanType - rtype
        SideTableType - rtype
        SofaType - rtype
        Box_bar_1 - object
        CreditCard_bar_1 - object
        KeyChain_bar_1 - object
        KeyChain_bar_2 - object
        Laptop_bar_1 - object
        Newspaper_bar_1 - object
        Pillow_bar_1 - object
        Pillow_bar_2 - object
        Plate_bar_1 - object
        RemoteControl_bar_1 - object
        Statue_bar_1 - object
        Statue_bar_2 - object
        Vase_bar_1 - object
        Watch_bar_1 - object
        CoffeeTable_bar_1 - receptacle
        DiningTable_bar_1 - receptacle
        Drawer_bar_1 - receptacle
        GarbageCan_bar_1 - receptacle
        SideTable_bar_1 - receptacle
        SideTable_bar_2 - receptacle
        Sofa_bar_1 - receptacle
        Sofa_bar_2 - receptacle
        loc_bar__minus_10_bar_6_bar_1_bar_30 - location
        loc_bar__minus_11_bar_9_bar_3_bar_30 - location
        loc_bar__minus_12_bar_15_bar_0_bar_30 - location
        loc_bar__minus_13_bar_7_bar_2_bar_30 - location
        loc_bar__minus_18_bar_10_bar_3_bar_30 - location
        loc_bar__minus_19_bar_18_bar_1_bar_30 - location
        loc_bar__minus_5_bar_17_bar_1_bar_30 - location
        loc_bar__minus_6_bar_14_bar_2_bar_30 - location
        loc_bar__minus_6_bar_17_bar_3_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar__minus_6_bar_14_bar_2_bar_30)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType NewspaperType)
        (canContain CoffeeTableType PlateType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain CoffeeTableType StatueType)
        (canContain CoffeeTableType VaseType)
        (canContain CoffeeTableType WatchType)
        (canContain DiningTableType BoxType)
        (canContain DiningTableType CreditCardType)
        (canContain DiningTableType KeyChainType)
        (canContain DiningTableType LaptopType)
        (canContain DiningTableType NewspaperType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType RemoteControlType)
        (canContain DiningTableType StatueType)
        (canContain DiningTableType VaseType)
        (canContain DiningTableType WatchType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType NewspaperType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType WatchType)
        (canContain GarbageCanType NewspaperType)
        (canContain SideTableType BoxType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType NewspaperType)
        (canContain SideTableType PlateType)
        (canContain SideTableType RemoteControlType)
        (canContain SideTableType StatueType)
        (canContain SideTableType VaseType)
        (canContain SideTableType WatchType)
        (canContain SofaType BoxType)
        (canContain SofaType CreditCardType)
        (canContain SofaType KeyChainType)
        (canContain SofaType LaptopType)
        (canContain SofaType NewspaperType)
        (canContain SofaType PillowType)
        (canContain SofaType RemoteControlType)
        (receptacleType CoffeeTable_bar_1 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar_1 loc_bar__minus_11_bar_9_bar_3_bar_30)
        (receptacleType DiningTable_bar_1 DiningTableType)
        (receptacleAtLocation DiningTable_bar_1 loc_bar__minus_10_bar_6_bar_1_bar_30)
        (receptacleType Drawer_bar_1 DrawerType)
        (receptacleAtLocation Drawer_bar_1 loc_bar__minus_12_bar_15_bar_0_bar_30)
        (openable Drawer_bar_1)
        (receptacleType GarbageCan_bar_1 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar_1 loc_bar__minus_5_bar_17_bar_1_bar_30)
        (receptacleType SideTable_bar_1 SideTableType)
        (receptacleAtLocation SideTable_bar_1 loc_bar__minus_6_bar_17_bar_3_bar_30)
        (receptacleType SideTable_bar_2 SideTableType)
        (receptacleAtLocation SideTable_bar_2 loc_bar__minus_19_bar_18_bar_1_bar_30)
        (receptacleType Sofa_bar_1 SofaType)
        (receptacleAtLocation Sofa_bar_1 loc_bar__minus_13_bar_7_bar_2_bar_30)
        (receptacleType Sofa_bar_2 SofaType)
        (receptacleAtLocation Sofa_bar_2 loc_bar__minus_18_bar_10_bar_3_bar_30)
        (objectType Box_bar_1 BoxType)
        (inReceptacle Box_bar_1 DiningTable_bar_1)
        (objectAtLocation Box_bar_1 loc_bar__minus_10_bar_6_bar_1_bar_30)
        (pickupable Box_bar_1)
        (isReceptacleObject Box_bar_1)
        (objectType CreditCard_bar_1 CreditCardType)
        (inReceptacle CreditCard_bar_1 Drawer_bar_1)
        (objectAtLocation CreditCard_bar_1 loc_bar__minus_12_bar_15_bar_0_bar_30)
        (pickupable CreditCard_bar_1)
        (objectType KeyChain_bar_1 KeyChainType)
        (inReceptacle KeyChain_bar_1 SideTable_bar_1)
        (objectAtLocation KeyChain_bar_1 loc_bar__minus_6_bar_17_bar_3_bar_30)
        (pickupable KeyChain_bar_1)
        (objectType KeyChain_bar_2 KeyChainType)
        (inReceptacle KeyChain_bar_2 Sofa_bar_2)
        (objectAtLocation KeyChain_bar_2 loc_bar__minus_18_bar_10_bar_3_bar_30)
        (pickupable KeyChain_bar_2)
        (objectType Laptop_bar_1 LaptopType)
        (inReceptacle Laptop_bar_1 Sofa_bar_2)
        (objectAtLocation Laptop_bar_1 loc_bar__minus_18_bar_10_bar_3_bar_30)
        (pickupable Laptop_bar_1)
        (objectType Newspaper_bar_1 NewspaperType)
        (inReceptacle Newspaper_bar_1 Sofa_bar_2)
        (objectAtLocation Newspaper_bar_1 loc_bar__minus_18_bar_10_bar_3_bar_30)
        (pickupable Newspaper_bar_1)
        (objectType Pillow_bar_1 PillowType)
        (inReceptacle Pillow_bar_1 Sofa_bar_1)
        (objectAtLocation Pillow_bar_1 loc_bar__minus_13_bar_7_bar_2_bar_30)
        (pickupable Pillow_bar_1)
        (objectType Pillow_bar_2 PillowType)
        (inReceptacle Pillow_bar_2 Sofa_bar_2)
        (objectAtLocation Pillow_bar_2 loc_bar__minus_18_bar_10_bar_3_bar_30)
        (pickupable Pillow_bar_2)
        (objectType Plate_bar_1 PlateType)
        (inReceptacle Plate_bar_1 CoffeeTable_bar_1)
        (objectAtLocation Plate_bar_1 loc_bar__minus_11_bar_9_bar_3_bar_30)
        (pickupable Plate_bar_1)
        (isReceptacleObject Plate_bar_1)
        (cleanable Plate_bar_1)
        (heatable Plate_bar_1)
        (coolable Plate_bar_1)
        (objectType RemoteControl_bar_1 RemoteControlType)
        (inReceptacle RemoteControl_bar_1 DiningTable_bar_1)
        (objectAtLocation RemoteControl_bar_1 loc_bar__minus_10_bar_6_bar_1_bar_30)
        (pickupable RemoteControl_bar_1)
        (objectType Statue_bar_1 StatueType)
        (inReceptacle Statue_bar_1 SideTable_bar_1)
        (objectAtLocation Statue_bar_1 loc_bar__minus_6_bar_17_bar_3_bar_30)
        (pickupable Statue_bar_1)
        (objectType Statue_bar_2 StatueType)
        (inReceptacle Statue_bar_2 SideTable_bar_1)
        (objectAtLocation Statue_bar_2 loc_bar__minus_6_bar_17_bar_3_bar_30)
        (pickupable Statue_bar_2)
        (objectType Vase_bar_1 VaseType)
        (inReceptacle Vase_bar_1 SideTable_bar_1)
        (objectAtLocation Vase_bar_1 loc_bar__minus_6_bar_17_bar_3_bar_30)
        (pickupable Vase_bar_1)
        (objectType Watch_bar_1 WatchType)
        (inReceptacle Watch_bar_1 SideTable_bar_2)
        (objectAtLocation Watch_bar_1 loc_bar__minus_19_bar_18_bar_1_bar_30)
        (pickupable Watch_bar_1)
        )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o StatueType)
                            (receptacleType ?r DiningTableType)
                        )
                    )
                )
            )
        )
    )
    