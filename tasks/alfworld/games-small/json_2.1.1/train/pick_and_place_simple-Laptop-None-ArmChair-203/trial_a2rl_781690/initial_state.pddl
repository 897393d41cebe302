
(define (problem plan_a2rl_203_781690)
    (:domain alfred)
    (:objects
        agent1 - agent
        BowlType - otype
        BoxType - otype
        CellPhoneType - otype
        CreditCardType - otype
        KeyChainType - otype
        LaptopType - otype
        NewspaperType - otype
        PlateType - otype
        VaseType - otype
        WatchType - otype
        WateringCanType - otype
        ArmChairType - rtype
        CoffeeTableType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        GarbageCanType - rtype
        OttomanType - rtype
        SideTableType - rtype
        SofaType - rtype
        Bowl_bar_1 - object
        Bowl_bar_2 - object
        Box_bar_1 - object
        CellPhone_bar_1 - object
        CellPhone_bar_2 - object
        CreditCard_bar_1 - object
        CreditCard_bar_2 - object
        KeyChain_bar_1 - object
        KeyChain_bar_2 - object
        Laptop_bar_1 - object
        Newspaper_bar_1 - object
        Newspaper_bar_2 - object
        Plate_bar_1 - object
        Vase_bar_1 - object
        Watch_bar_1 - object
        Watch_bar_2 - object
        WateringCan_bar_1 - object
        WateringCan_bar_2 - object
        ArmChair_bar_1 - receptacle
        CoffeeTable_bar_1 - receptacle
        DiningTable_bar_1 - receptacle
        Drawer_bar_1 - receptacle
        Drawer_bar_2 - receptacle
        Drawer_bar_3 - receptacle
        Drawer_bar_4 - receptacle
        Drawer_bar_5 - receptacle
        Drawer_bar_6 - receptacle
        Ottoman_bar_1 - receptacle
        SideTable_bar_1 - receptacle
        Sofa_bar_1 - receptacle
        GarbageCan_bar_1 - receptacle
        loc_bar__minus_17_bar__minus_5_bar_0_bar_30 - location
        loc_bar__minus_1_bar_10_bar_3_bar_30 - location
        loc_bar__minus_21_bar_26_bar_1_bar_30 - location
        loc_bar__minus_24_bar_3_bar_2_bar_30 - location
        loc_bar__minus_2_bar_10_bar_1_bar_30 - location
        loc_bar__minus_2_bar_4_bar_2_bar_30 - location
        loc_bar__minus_2_bar_5_bar_0_bar_30 - location
        loc_bar__minus_2_bar_6_bar_0_bar_30 - location
        loc_bar__minus_3_bar_4_bar_0_bar_30 - location
        loc_bar__minus_5_bar_3_bar_2_bar_30 - location
        loc_bar_2_bar_25_bar_2_bar_30 - location
        loc_bar_4_bar_12_bar_0_bar_30 - location
        loc_bar_4_bar_15_bar_2_bar_30 - location
        loc_bar_4_bar_7_bar_0_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar__minus_24_bar_3_bar_2_bar_30)
        (canContain ArmChairType BoxType)
        (canContain ArmChairType CellPhoneType)
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType NewspaperType)
        (canContain CoffeeTableType BowlType)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType CellPhoneType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType NewspaperType)
        (canContain CoffeeTableType PlateType)
        (canContain CoffeeTableType VaseType)
        (canContain CoffeeTableType WatchType)
        (canContain CoffeeTableType WateringCanType)
        (canContain DiningTableType BowlType)
        (canContain DiningTableType BoxType)
        (canContain DiningTableType CellPhoneType)
        (canContain DiningTableType CreditCardType)
        (canContain DiningTableType KeyChainType)
        (canContain DiningTableType LaptopType)
        (canContain DiningTableType NewspaperType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType VaseType)
        (canContain DiningTableType WatchType)
        (canContain DiningTableType WateringCanType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType NewspaperType)
        (canContain DrawerType WatchType)
        (canContain DrawerType WateringCanType)
        (canContain GarbageCanType NewspaperType)
        (canContain OttomanType BoxType)
        (canContain OttomanType CellPhoneType)
        (canContain OttomanType CreditCardType)
        (canContain OttomanType KeyChainType)
        (canContain OttomanType LaptopType)
        (canContain OttomanType NewspaperType)
        (canContain SideTableType BowlType)
        (canContain SideTableType BoxType)
        (canContain SideTableType CellPhoneType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType NewspaperType)
        (canContain SideTableType PlateType)
        (canContain SideTableType VaseType)
        (canContain SideTableType WatchType)
        (canContain SideTableType WateringCanType)
        (canContain SofaType BoxType)
        (canContain SofaType CellPhoneType)
        (canContain SofaType CreditCardType)
        (canContain SofaType KeyChainType)
        (canContain SofaType LaptopType)
        (canContain SofaType NewspaperType)
        (receptacleType ArmChair_bar_1 ArmChairType)
        (receptacleAtLocation ArmChair_bar_1 loc_bar_2_bar_25_bar_2_bar_30)
        (receptacleType CoffeeTable_bar_1 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar_1 loc_bar__minus_2_bar_10_bar_1_bar_30)
        (receptacleType DiningTable_bar_1 DiningTableType)
        (receptacleAtLocation DiningTable_bar_1 loc_bar__minus_17_bar__minus_5_bar_0_bar_30)
        (receptacleType Drawer_bar_1 DrawerType)
        (receptacleAtLocation Drawer_bar_1 loc_bar__minus_3_bar_4_bar_0_bar_30)
        (openable Drawer_bar_1)
        (receptacleType Drawer_bar_2 DrawerType)
        (receptacleAtLocation Drawer_bar_2 loc_bar__minus_2_bar_5_bar_0_bar_30)
        (openable Drawer_bar_2)
        (receptacleType Drawer_bar_3 DrawerType)
        (receptacleAtLocation Drawer_bar_3 loc_bar__minus_2_bar_6_bar_0_bar_30)
        (openable Drawer_bar_3)
        (receptacleType Drawer_bar_4 DrawerType)
        (receptacleAtLocation Drawer_bar_4 loc_bar_4_bar_7_bar_0_bar_30)
        (openable Drawer_bar_4)
        (receptacleType Drawer_bar_5 DrawerType)
        (receptacleAtLocation Drawer_bar_5 loc_bar_4_bar_15_bar_2_bar_30)
        (openable Drawer_bar_5)
        (receptacleType Drawer_bar_6 DrawerType)
        (receptacleAtLocation Drawer_bar_6 loc_bar__minus_2_bar_4_bar_2_bar_30)
        (openable Drawer_bar_6)
        (receptacleType Ottoman_bar_1 OttomanType)
        (receptacleAtLocation Ottoman_bar_1 loc_bar_4_bar_12_bar_0_bar_30)
        (receptacleType SideTable_bar_1 SideTableType)
        (receptacleAtLocation SideTable_bar_1 loc_bar__minus_5_bar_3_bar_2_bar_30)
        (receptacleType Sofa_bar_1 SofaType)
        (receptacleAtLocation Sofa_bar_1 loc_bar__minus_1_bar_10_bar_3_bar_30)
        (receptacleType GarbageCan_bar_1 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar_1 loc_bar__minus_21_bar_26_bar_1_bar_30)
        (objectType Bowl_bar_1 BowlType)
        (inReceptacle Bowl_bar_1 DiningTable_bar_1)
        (objectAtLocation Bowl_bar_1 loc_bar__minus_17_bar__minus_5_bar_0_bar_30)
        (pickupable Bowl_bar_1)
        (isReceptacleObject Bowl_bar_1)
        (cleanable Bowl_bar_1)
        (coolable Bowl_bar_1)
        (objectType Bowl_bar_2 BowlType)
        (inReceptacle Bowl_bar_2 DiningTable_bar_1)
        (objectAtLocation Bowl_bar_2 loc_bar__minus_17_bar__minus_5_bar_0_bar_30)
        (pickupable Bowl_bar_2)
        (isReceptacleObject Bowl_bar_2)
        (cleanable Bowl_bar_2)
        (coolable Bowl_bar_2)
        (objectType Box_bar_1 BoxType)
        (inReceptacle Box_bar_1 DiningTable_bar_1)
        (objectAtLocation Box_bar_1 loc_bar__minus_17_bar__minus_5_bar_0_bar_30)
        (pickupable Box_bar_1)
        (isReceptacleObject Box_bar_1)
        (objectType CellPhone_bar_1 CellPhoneType)
        (inReceptacle CellPhone_bar_1 Ottoman_bar_1)
        (objectAtLocation CellPhone_bar_1 loc_bar_4_bar_12_bar_0_bar_30)
        (pickupable CellPhone_bar_1)
        (objectType CellPhone_bar_2 CellPhoneType)
        (inReceptacle CellPhone_bar_2 CoffeeTable_bar_1)
        (objectAtLocation CellPhone_bar_2 loc_bar__minus_2_bar_10_bar_1_bar_30)
        (pickupable CellPhone_bar_2)
        (objectType CreditCard_bar_1 CreditCardType)
        (inReceptacle CreditCard_bar_1 Drawer_bar_4)
        (objectAtLocation CreditCard_bar_1 loc_bar_4_bar_7_bar_0_bar_30)
        (pickupable CreditCard_bar_1)
        (objectType CreditCard_bar_2 CreditCardType)
        (inReceptacle CreditCard_bar_2 Sofa_bar_1)
        (objectAtLocation CreditCard_bar_2 loc_bar__minus_1_bar_10_bar_3_bar_30)
        (pickupable CreditCard_bar_2)
        (objectType KeyChain_bar_1 KeyChainType)
        (inReceptacle KeyChain_bar_1 Drawer_bar_5)
        (objectAtLocation KeyChain_bar_1 loc_bar_4_bar_15_bar_2_bar_30)
        (pickupable KeyChain_bar_1)
        (objectType KeyChain_bar_2 KeyChainType)
        (inReceptacle KeyChain_bar_2 Drawer_bar_1)
        (objectAtLocation KeyChain_bar_2 loc_bar__minus_3_bar_4_bar_0_bar_30)
        (pickupable KeyChain_bar_2)
        (objectType Laptop_bar_1 LaptopType)
        (inReceptacle Laptop_bar_1 DiningTable_bar_1)
        (objectAtLocation Laptop_bar_1 loc_bar__minus_17_bar__minus_5_bar_0_bar_30)
        (pickupable Laptop_bar_1)
        (objectType Newspaper_bar_1 NewspaperType)
        (inReceptacle Newspaper_bar_1 DiningTable_bar_1)
        (objectAtLocation Newspaper_bar_1 loc_bar__minus_17_bar__minus_5_bar_0_bar_30)
        (pickupable Newspaper_bar_1)
        (objectType Newspaper_bar_2 NewspaperType)
        (inReceptacle Newspaper_bar_2 Drawer_bar_5)
        (objectAtLocation Newspaper_bar_2 loc_bar_4_bar_15_bar_2_bar_30)
        (pickupable Newspaper_bar_2)
        (objectType Plate_bar_1 PlateType)
        (inReceptacle Plate_bar_1 SideTable_bar_1)
        (objectAtLocation Plate_bar_1 loc_bar__minus_5_bar_3_bar_2_bar_30)
        (pickupable Plate_bar_1)
        (isReceptacleObject Plate_bar_1)
        (cleanable Plate_bar_1)
        (heatable Plate_bar_1)
        (coolable Plate_bar_1)
        (objectType Vase_bar_1 VaseType)
        (inReceptacle Vase_bar_1 SideTable_bar_1)
        (objectAtLocation Vase_bar_1 loc_bar__minus_5_bar_3_bar_2_bar_30)
        (pickupable Vase_bar_1)
        (objectType Watch_bar_1 WatchType)
        (inReceptacle Watch_bar_1 Drawer_bar_5)
        (objectAtLocation Watch_bar_1 loc_bar_4_bar_15_bar_2_bar_30)
        (pickupable Watch_bar_1)
        (objectType Watch_bar_2 WatchType)
        (inReceptacle Watch_bar_2 Drawer_bar_3)
        (objectAtLocation Watch_bar_2 loc_bar__minus_2_bar_6_bar_0_bar_30)
        (pickupable Watch_bar_2)
        (objectType WateringCan_bar_1 WateringCanType)
        (inReceptacle WateringCan_bar_1 Drawer_bar_1)
        (objectAtLocation WateringCan_bar_1 loc_bar__minus_3_bar_4_bar_0_bar_30)
        (pickupable WateringCan_bar_1)
        (objectType WateringCan_bar_2 WateringCanType)
        (inReceptacle WateringCan_bar_2 Drawer_bar_5)
        (objectAtLocation WateringCan_bar_2 loc_bar_4_bar_15_bar_2_bar_30)
        (pickupable WateringCan_bar_2)
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
    