
(define (problem plan_a2rl_218_132675)
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
        WateringCanType - otype
        CoffeeTableType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        GarbageCanType - rtype
        SideTableType - rtype
        SofaType - rtype
        Box_bar_1 - object
        Box_bar_2 - object
        CellPhone_bar_1 - object
        CellPhone_bar_2 - object
        CreditCard_bar_1 - object
        KeyChain_bar_1 - object
        KeyChain_bar_2 - object
        Laptop_bar_1 - object
        Newspaper_bar_1 - object
        Newspaper_bar_2 - object
        Pillow_bar_1 - object
        Pillow_bar_2 - object
        Plate_bar_1 - object
        Plate_bar_2 - object
        RemoteControl_bar_1 - object
        Statue_bar_1 - object
        Statue_bar_2 - object
        WateringCan_bar_1 - object
        WateringCan_bar_2 - object
        CoffeeTable_bar_1 - receptacle
        DiningTable_bar_1 - receptacle
        Drawer_bar_1 - receptacle
        Drawer_bar_2 - receptacle
        Drawer_bar_3 - receptacle
        Drawer_bar_4 - receptacle
        Dresser_bar_1 - receptacle
        GarbageCan_bar_1 - receptacle
        SideTable_bar_1 - receptacle
        SideTable_bar_2 - receptacle
        Sofa_bar_1 - receptacle
        loc_bar__minus_10_bar_8_bar_3_bar_30 - location
        loc_bar__minus_26_bar_13_bar_2_bar_30 - location
        loc_bar__minus_26_bar_20_bar_1_bar_30 - location
        loc_bar__minus_2_bar_9_bar_3_bar_30 - location
        loc_bar__minus_4_bar_15_bar_3_bar_30 - location
        loc_bar__minus_9_bar_5_bar_3_bar_30 - location
        loc_bar_0_bar_12_bar_0_bar_30 - location
        loc_bar_0_bar_13_bar_1_bar_30 - location
        loc_bar_0_bar_16_bar_1_bar_30 - location
        loc_bar_0_bar_9_bar_0_bar_30 - location
        loc_bar_3_bar_20_bar_2_bar_30 - location
        loc_bar_3_bar_23_bar_0_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar__minus_9_bar_5_bar_3_bar_30)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType CellPhoneType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType NewspaperType)
        (canContain CoffeeTableType PlateType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain CoffeeTableType StatueType)
        (canContain CoffeeTableType WateringCanType)
        (canContain DiningTableType BoxType)
        (canContain DiningTableType CellPhoneType)
        (canContain DiningTableType CreditCardType)
        (canContain DiningTableType KeyChainType)
        (canContain DiningTableType LaptopType)
        (canContain DiningTableType NewspaperType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType RemoteControlType)
        (canContain DiningTableType StatueType)
        (canContain DiningTableType WateringCanType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType NewspaperType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType WateringCanType)
        (canContain DresserType BoxType)
        (canContain DresserType CellPhoneType)
        (canContain DresserType CreditCardType)
        (canContain DresserType KeyChainType)
        (canContain DresserType LaptopType)
        (canContain DresserType NewspaperType)
        (canContain DresserType PlateType)
        (canContain DresserType RemoteControlType)
        (canContain DresserType StatueType)
        (canContain DresserType WateringCanType)
        (canContain GarbageCanType NewspaperType)
        (canContain SideTableType BoxType)
        (canContain SideTableType CellPhoneType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType NewspaperType)
        (canContain SideTableType PlateType)
        (canContain SideTableType RemoteControlType)
        (canContain SideTableType StatueType)
        (canContain SideTableType WateringCanType)
        (canContain SofaType BoxType)
        (canContain SofaType CellPhoneType)
        (canContain SofaType CreditCardType)
        (canContain SofaType KeyChainType)
        (canContain SofaType LaptopType)
        (canContain SofaType NewspaperType)
        (canContain SofaType PillowType)
        (canContain SofaType RemoteControlType)
        (receptacleType CoffeeTable_bar_1 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar_1 loc_bar__minus_2_bar_9_bar_3_bar_30)
        (receptacleType DiningTable_bar_1 DiningTableType)
        (receptacleAtLocation DiningTable_bar_1 loc_bar__minus_26_bar_20_bar_1_bar_30)
        (receptacleType Drawer_bar_1 DrawerType)
        (receptacleAtLocation Drawer_bar_1 loc_bar_0_bar_9_bar_0_bar_30)
        (openable Drawer_bar_1)
        (receptacleType Drawer_bar_2 DrawerType)
        (receptacleAtLocation Drawer_bar_2 loc_bar_0_bar_12_bar_0_bar_30)
        (openable Drawer_bar_2)
        (receptacleType Drawer_bar_3 DrawerType)
        (receptacleAtLocation Drawer_bar_3 loc_bar_0_bar_13_bar_1_bar_30)
        (openable Drawer_bar_3)
        (receptacleType Drawer_bar_4 DrawerType)
        (receptacleAtLocation Drawer_bar_4 loc_bar_0_bar_16_bar_1_bar_30)
        (openable Drawer_bar_4)
        (receptacleType Dresser_bar_1 DresserType)
        (receptacleAtLocation Dresser_bar_1 loc_bar_3_bar_20_bar_2_bar_30)
        (receptacleType GarbageCan_bar_1 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar_1 loc_bar__minus_26_bar_13_bar_2_bar_30)
        (receptacleType SideTable_bar_1 SideTableType)
        (receptacleAtLocation SideTable_bar_1 loc_bar_3_bar_23_bar_0_bar_30)
        (receptacleType SideTable_bar_2 SideTableType)
        (receptacleAtLocation SideTable_bar_2 loc_bar__minus_10_bar_8_bar_3_bar_30)
        (receptacleType Sofa_bar_1 SofaType)
        (receptacleAtLocation Sofa_bar_1 loc_bar__minus_4_bar_15_bar_3_bar_30)
        (objectType Box_bar_1 BoxType)
        (inReceptacle Box_bar_1 Dresser_bar_1)
        (objectAtLocation Box_bar_1 loc_bar_3_bar_20_bar_2_bar_30)
        (pickupable Box_bar_1)
        (isReceptacleObject Box_bar_1)
        (objectType Box_bar_2 BoxType)
        (inReceptacle Box_bar_2 CoffeeTable_bar_1)
        (objectAtLocation Box_bar_2 loc_bar__minus_2_bar_9_bar_3_bar_30)
        (pickupable Box_bar_2)
        (isReceptacleObject Box_bar_2)
        (objectType CellPhone_bar_1 CellPhoneType)
        (inReceptacle CellPhone_bar_1 Sofa_bar_1)
        (objectAtLocation CellPhone_bar_1 loc_bar__minus_4_bar_15_bar_3_bar_30)
        (pickupable CellPhone_bar_1)
        (objectType CellPhone_bar_2 CellPhoneType)
        (inReceptacle CellPhone_bar_2 Sofa_bar_1)
        (objectAtLocation CellPhone_bar_2 loc_bar__minus_4_bar_15_bar_3_bar_30)
        (pickupable CellPhone_bar_2)
        (objectType CreditCard_bar_1 CreditCardType)
        (inReceptacle CreditCard_bar_1 SideTable_bar_2)
        (objectAtLocation CreditCard_bar_1 loc_bar__minus_10_bar_8_bar_3_bar_30)
        (pickupable CreditCard_bar_1)
        (objectType KeyChain_bar_1 KeyChainType)
        (inReceptacle KeyChain_bar_1 Sofa_bar_1)
        (objectAtLocation KeyChain_bar_1 loc_bar__minus_4_bar_15_bar_3_bar_30)
        (pickupable KeyChain_bar_1)
        (objectType KeyChain_bar_2 KeyChainType)
        (inReceptacle KeyChain_bar_2 Drawer_bar_1)
        (objectAtLocation KeyChain_bar_2 loc_bar_0_bar_9_bar_0_bar_30)
        (pickupable KeyChain_bar_2)
        (objectType Laptop_bar_1 LaptopType)
        (inReceptacle Laptop_bar_1 Dresser_bar_1)
        (objectAtLocation Laptop_bar_1 loc_bar_3_bar_20_bar_2_bar_30)
        (pickupable Laptop_bar_1)
        (objectType Newspaper_bar_1 NewspaperType)
        (inReceptacle Newspaper_bar_1 DiningTable_bar_1)
        (objectAtLocation Newspaper_bar_1 loc_bar__minus_26_bar_20_bar_1_bar_30)
        (pickupable Newspaper_bar_1)
        (objectType Newspaper_bar_2 NewspaperType)
        (inReceptacle Newspaper_bar_2 GarbageCan_bar_1)
        (objectAtLocation Newspaper_bar_2 loc_bar__minus_26_bar_13_bar_2_bar_30)
        (pickupable Newspaper_bar_2)
        (objectType Pillow_bar_1 PillowType)
        (inReceptacle Pillow_bar_1 Sofa_bar_1)
        (objectAtLocation Pillow_bar_1 loc_bar__minus_4_bar_15_bar_3_bar_30)
        (pickupable Pillow_bar_1)
        (objectType Pillow_bar_2 PillowType)
        (inReceptacle Pillow_bar_2 Sofa_bar_1)
        (objectAtLocation Pillow_bar_2 loc_bar__minus_4_bar_15_bar_3_bar_30)
        (pickupable Pillow_bar_2)
        (objectType Plate_bar_1 PlateType)
        (inReceptacle Plate_bar_1 DiningTable_bar_1)
        (objectAtLocation Plate_bar_1 loc_bar__minus_26_bar_20_bar_1_bar_30)
        (pickupable Plate_bar_1)
        (isReceptacleObject Plate_bar_1)
        (cleanable Plate_bar_1)
        (heatable Plate_bar_1)
        (coolable Plate_bar_1)
        (objectType Plate_bar_2 PlateType)
        (inReceptacle Plate_bar_2 DiningTable_bar_1)
        (objectAtLocation Plate_bar_2 loc_bar__minus_26_bar_20_bar_1_bar_30)
        (pickupable Plate_bar_2)
        (isReceptacleObject Plate_bar_2)
        (cleanable Plate_bar_2)
        (heatable Plate_bar_2)
        (coolable Plate_bar_2)
        (objectType RemoteControl_bar_1 RemoteControlType)
        (inReceptacle RemoteControl_bar_1 Sofa_bar_1)
        (objectAtLocation RemoteControl_bar_1 loc_bar__minus_4_bar_15_bar_3_bar_30)
        (pickupable RemoteControl_bar_1)
        (objectType Statue_bar_1 StatueType)
        (inReceptacle Statue_bar_1 DiningTable_bar_1)
        (objectAtLocation Statue_bar_1 loc_bar__minus_26_bar_20_bar_1_bar_30)
        (pickupable Statue_bar_1)
        (objectType Statue_bar_2 StatueType)
        (inReceptacle Statue_bar_2 CoffeeTable_bar_1)
        (objectAtLocation Statue_bar_2 loc_bar__minus_2_bar_9_bar_3_bar_30)
        (pickupable Statue_bar_2)
        (objectType WateringCan_bar_1 WateringCanType)
        (inReceptacle WateringCan_bar_1 Drawer_bar_3)
        (objectAtLocation WateringCan_bar_1 loc_bar_0_bar_13_bar_1_bar_30)
        (pickupable WateringCan_bar_1)
        (objectType WateringCan_bar_2 WateringCanType)
        (inReceptacle WateringCan_bar_2 Drawer_bar_3)
        (objectAtLocation WateringCan_bar_2 loc_bar_0_bar_13_bar_1_bar_30)
        (pickupable WateringCan_bar_2)
        )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o NewspaperType)
                            (receptacleType ?r SideTableType)
                        )
                    )
                )
            )
        )
    )
    