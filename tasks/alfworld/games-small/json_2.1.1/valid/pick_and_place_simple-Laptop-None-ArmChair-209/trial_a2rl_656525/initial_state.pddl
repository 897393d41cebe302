
(define (problem plan_a2rl_209_656525)
    (:domain alfred)
    (:objects
        agent1 - agent
        BoxType - otype
        CreditCardType - otype
        KeyChainType - otype
        LaptopType - otype
        NewspaperType - otype
        PenType - otype
        PillowType - otype
        StatueType - otype
        VaseType - otype
        WatchType - otype
        WateringCanType - otype
        ArmChairType - rtype
        CoffeeTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        GarbageCanType - rtype
        SideTableType - rtype
        SofaType - rtype
        Box_bar_1 - object
        Box_bar_2 - object
        CreditCard_bar_1 - object
        CreditCard_bar_2 - object
        KeyChain_bar_1 - object
        Laptop_bar_1 - object
        Laptop_bar_2 - object
        Laptop_bar_3 - object
        Newspaper_bar_1 - object
        Pen_bar_1 - object
        Pillow_bar_1 - object
        Statue_bar_1 - object
        Statue_bar_2 - object
        Vase_bar_1 - object
        Watch_bar_1 - object
        Watch_bar_2 - object
        WateringCan_bar_1 - object
        ArmChair_bar_1 - receptacle
        CoffeeTable_bar_1 - receptacle
        Drawer_bar_1 - receptacle
        Drawer_bar_2 - receptacle
        Drawer_bar_3 - receptacle
        Dresser_bar_1 - receptacle
        GarbageCan_bar_1 - receptacle
        SideTable_bar_1 - receptacle
        SideTable_bar_2 - receptacle
        Sofa_bar_1 - receptacle
        loc_bar__minus_10_bar__minus_17_bar_2_bar_30 - location
        loc_bar__minus_12_bar__minus_18_bar_3_bar_30 - location
        loc_bar__minus_13_bar__minus_15_bar_3_bar_30 - location
        loc_bar__minus_13_bar__minus_17_bar_2_bar_30 - location
        loc_bar__minus_13_bar__minus_8_bar_3_bar_30 - location
        loc_bar__minus_16_bar__minus_18_bar_1_bar_30 - location
        loc_bar__minus_23_bar__minus_17_bar_2_bar_30 - location
        loc_bar__minus_5_bar__minus_10_bar_3_bar_30 - location
        loc_bar__minus_5_bar__minus_4_bar_2_bar_30 - location
        loc_bar__minus_6_bar__minus_19_bar_1_bar_30 - location
        loc_bar__minus_7_bar__minus_18_bar_3_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar__minus_5_bar__minus_4_bar_2_bar_30)
        (canContain ArmChairType BoxType)
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType NewspaperType)
        (canContain ArmChairType PillowType)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType NewspaperType)
        (canContain CoffeeTableType PenType)
        (canContain CoffeeTableType StatueType)
        (canContain CoffeeTableType VaseType)
        (canContain CoffeeTableType WatchType)
        (canContain CoffeeTableType WateringCanType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType NewspaperType)
        (canContain DrawerType PenType)
        (canContain DrawerType WatchType)
        (canContain DrawerType WateringCanType)
        (canContain DresserType BoxType)
        (canContain DresserType CreditCardType)
        (canContain DresserType KeyChainType)
        (canContain DresserType LaptopType)
        (canContain DresserType NewspaperType)
        (canContain DresserType PenType)
        (canContain DresserType StatueType)
        (canContain DresserType VaseType)
        (canContain DresserType WatchType)
        (canContain DresserType WateringCanType)
        (canContain GarbageCanType NewspaperType)
        (canContain GarbageCanType PenType)
        (canContain SideTableType BoxType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType NewspaperType)
        (canContain SideTableType PenType)
        (canContain SideTableType StatueType)
        (canContain SideTableType VaseType)
        (canContain SideTableType WatchType)
        (canContain SideTableType WateringCanType)
        (canContain SofaType BoxType)
        (canContain SofaType CreditCardType)
        (canContain SofaType KeyChainType)
        (canContain SofaType LaptopType)
        (canContain SofaType NewspaperType)
        (canContain SofaType PillowType)
        (receptacleType ArmChair_bar_1 ArmChairType)
        (receptacleAtLocation ArmChair_bar_1 loc_bar__minus_13_bar__minus_15_bar_3_bar_30)
        (receptacleType CoffeeTable_bar_1 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar_1 loc_bar__minus_5_bar__minus_10_bar_3_bar_30)
        (receptacleType Drawer_bar_1 DrawerType)
        (receptacleAtLocation Drawer_bar_1 loc_bar__minus_7_bar__minus_18_bar_3_bar_30)
        (openable Drawer_bar_1)
        (receptacleType Drawer_bar_2 DrawerType)
        (receptacleAtLocation Drawer_bar_2 loc_bar__minus_16_bar__minus_18_bar_1_bar_30)
        (openable Drawer_bar_2)
        (receptacleType Drawer_bar_3 DrawerType)
        (receptacleAtLocation Drawer_bar_3 loc_bar__minus_12_bar__minus_18_bar_3_bar_30)
        (openable Drawer_bar_3)
        (receptacleType Dresser_bar_1 DresserType)
        (receptacleAtLocation Dresser_bar_1 loc_bar__minus_13_bar__minus_17_bar_2_bar_30)
        (receptacleType GarbageCan_bar_1 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar_1 loc_bar__minus_6_bar__minus_19_bar_1_bar_30)
        (receptacleType SideTable_bar_1 SideTableType)
        (receptacleAtLocation SideTable_bar_1 loc_bar__minus_10_bar__minus_17_bar_2_bar_30)
        (receptacleType SideTable_bar_2 SideTableType)
        (receptacleAtLocation SideTable_bar_2 loc_bar__minus_23_bar__minus_17_bar_2_bar_30)
        (receptacleType Sofa_bar_1 SofaType)
        (receptacleAtLocation Sofa_bar_1 loc_bar__minus_13_bar__minus_8_bar_3_bar_30)
        (objectType Box_bar_1 BoxType)
        (inReceptacle Box_bar_1 SideTable_bar_1)
        (objectAtLocation Box_bar_1 loc_bar__minus_10_bar__minus_17_bar_2_bar_30)
        (pickupable Box_bar_1)
        (isReceptacleObject Box_bar_1)
        (objectType Box_bar_2 BoxType)
        (inReceptacle Box_bar_2 Dresser_bar_1)
        (objectAtLocation Box_bar_2 loc_bar__minus_13_bar__minus_17_bar_2_bar_30)
        (pickupable Box_bar_2)
        (isReceptacleObject Box_bar_2)
        (objectType CreditCard_bar_1 CreditCardType)
        (inReceptacle CreditCard_bar_1 CoffeeTable_bar_1)
        (objectAtLocation CreditCard_bar_1 loc_bar__minus_5_bar__minus_10_bar_3_bar_30)
        (pickupable CreditCard_bar_1)
        (objectType CreditCard_bar_2 CreditCardType)
        (inReceptacle CreditCard_bar_2 ArmChair_bar_1)
        (objectAtLocation CreditCard_bar_2 loc_bar__minus_13_bar__minus_15_bar_3_bar_30)
        (pickupable CreditCard_bar_2)
        (objectType KeyChain_bar_1 KeyChainType)
        (inReceptacle KeyChain_bar_1 ArmChair_bar_1)
        (objectAtLocation KeyChain_bar_1 loc_bar__minus_13_bar__minus_15_bar_3_bar_30)
        (pickupable KeyChain_bar_1)
        (objectType Laptop_bar_1 LaptopType)
        (inReceptacle Laptop_bar_1 SideTable_bar_2)
        (objectAtLocation Laptop_bar_1 loc_bar__minus_23_bar__minus_17_bar_2_bar_30)
        (pickupable Laptop_bar_1)
        (objectType Laptop_bar_2 LaptopType)
        (inReceptacle Laptop_bar_2 Sofa_bar_1)
        (objectAtLocation Laptop_bar_2 loc_bar__minus_13_bar__minus_8_bar_3_bar_30)
        (pickupable Laptop_bar_2)
        (objectType Laptop_bar_3 LaptopType)
        (inReceptacle Laptop_bar_3 SideTable_bar_2)
        (objectAtLocation Laptop_bar_3 loc_bar__minus_23_bar__minus_17_bar_2_bar_30)
        (pickupable Laptop_bar_3)
        (objectType Newspaper_bar_1 NewspaperType)
        (inReceptacle Newspaper_bar_1 Drawer_bar_2)
        (objectAtLocation Newspaper_bar_1 loc_bar__minus_16_bar__minus_18_bar_1_bar_30)
        (pickupable Newspaper_bar_1)
        (objectType Pen_bar_1 PenType)
        (inReceptacle Pen_bar_1 Drawer_bar_3)
        (objectAtLocation Pen_bar_1 loc_bar__minus_12_bar__minus_18_bar_3_bar_30)
        (pickupable Pen_bar_1)
        (objectType Pillow_bar_1 PillowType)
        (inReceptacle Pillow_bar_1 ArmChair_bar_1)
        (objectAtLocation Pillow_bar_1 loc_bar__minus_13_bar__minus_15_bar_3_bar_30)
        (pickupable Pillow_bar_1)
        (objectType Statue_bar_1 StatueType)
        (inReceptacle Statue_bar_1 Dresser_bar_1)
        (objectAtLocation Statue_bar_1 loc_bar__minus_13_bar__minus_17_bar_2_bar_30)
        (pickupable Statue_bar_1)
        (objectType Statue_bar_2 StatueType)
        (inReceptacle Statue_bar_2 SideTable_bar_2)
        (objectAtLocation Statue_bar_2 loc_bar__minus_23_bar__minus_17_bar_2_bar_30)
        (pickupable Statue_bar_2)
        (objectType Vase_bar_1 VaseType)
        (inReceptacle Vase_bar_1 Dresser_bar_1)
        (objectAtLocation Vase_bar_1 loc_bar__minus_13_bar__minus_17_bar_2_bar_30)
        (pickupable Vase_bar_1)
        (objectType Watch_bar_1 WatchType)
        (inReceptacle Watch_bar_1 SideTable_bar_2)
        (objectAtLocation Watch_bar_1 loc_bar__minus_23_bar__minus_17_bar_2_bar_30)
        (pickupable Watch_bar_1)
        (objectType Watch_bar_2 WatchType)
        (inReceptacle Watch_bar_2 CoffeeTable_bar_1)
        (objectAtLocation Watch_bar_2 loc_bar__minus_5_bar__minus_10_bar_3_bar_30)
        (pickupable Watch_bar_2)
        (objectType WateringCan_bar_1 WateringCanType)
        (inReceptacle WateringCan_bar_1 Drawer_bar_3)
        (objectAtLocation WateringCan_bar_1 loc_bar__minus_12_bar__minus_18_bar_3_bar_30)
        (pickupable WateringCan_bar_1)
        )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o LaptopType)
                            (receptacleType ?r ArmChairType)
                        )
                    )
                )
            )
        )
    )
    