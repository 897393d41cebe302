
(define (problem plan_a2rl_215_750319)
    (:domain alfred)
    (:objects
        agent1 - agent
        BowlType - otype
        BoxType - otype
        CreditCardType - otype
        KeyChainType - otype
        LaptopType - otype
        NewspaperType - otype
        PillowType - otype
        RemoteControlType - otype
        StatueType - otype
        VaseType - otype
        WateringCanType - otype
        CoffeeTableType - rtype
        GarbageCanType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SofaType - rtype
        Bowl_bar_1 - object
        Bowl_bar_2 - object
        Box_bar_1 - object
        CreditCard_bar_1 - object
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
        Vase_bar_1 - object
        WateringCan_bar_1 - object
        CoffeeTable_bar_1 - receptacle
        CoffeeTable_bar_2 - receptacle
        Shelf_bar_1 - receptacle
        Shelf_bar_2 - receptacle
        Shelf_bar_3 - receptacle
        Shelf_bar_4 - receptacle
        Shelf_bar_5 - receptacle
        Shelf_bar_6 - receptacle
        Shelf_bar_7 - receptacle
        Shelf_bar_8 - receptacle
        SideTable_bar_1 - receptacle
        SideTable_bar_2 - receptacle
        Sofa_bar_1 - receptacle
        GarbageCan_bar_1 - receptacle
        loc_bar__minus_11_bar_24_bar_0_bar_30 - location
        loc_bar__minus_11_bar_25_bar_0_bar_30 - location
        loc_bar__minus_11_bar_26_bar_0_bar_30 - location
        loc_bar__minus_14_bar_16_bar_1_bar_30 - location
        loc_bar__minus_16_bar_28_bar_1_bar_30 - location
        loc_bar__minus_17_bar_26_bar_3_bar_30 - location
        loc_bar__minus_19_bar_14_bar_0_bar_30 - location
        loc_bar__minus_19_bar_17_bar_3_bar_30 - location
        loc_bar__minus_20_bar_17_bar_3_bar_30 - location
        loc_bar__minus_20_bar_24_bar_3_bar_30 - location
        loc_bar__minus_21_bar_16_bar_3_bar_30 - location
        loc_bar__minus_21_bar_20_bar_3_bar_30 - location
        loc_bar__minus_6_bar_24_bar_1_bar_30 - location
        loc_bar__minus_6_bar_8_bar_1_bar_30 - location
        loc_bar__minus_7_bar_15_bar_1_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar__minus_19_bar_14_bar_0_bar_30)
        (canContain CoffeeTableType BowlType)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType NewspaperType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain CoffeeTableType StatueType)
        (canContain CoffeeTableType VaseType)
        (canContain CoffeeTableType WateringCanType)
        (canContain GarbageCanType NewspaperType)
        (canContain ShelfType BowlType)
        (canContain ShelfType BoxType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType NewspaperType)
        (canContain ShelfType RemoteControlType)
        (canContain ShelfType StatueType)
        (canContain ShelfType VaseType)
        (canContain ShelfType WateringCanType)
        (canContain SideTableType BowlType)
        (canContain SideTableType BoxType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType NewspaperType)
        (canContain SideTableType RemoteControlType)
        (canContain SideTableType StatueType)
        (canContain SideTableType VaseType)
        (canContain SideTableType WateringCanType)
        (canContain SofaType BoxType)
        (canContain SofaType CreditCardType)
        (canContain SofaType KeyChainType)
        (canContain SofaType LaptopType)
        (canContain SofaType NewspaperType)
        (canContain SofaType PillowType)
        (canContain SofaType RemoteControlType)
        (receptacleType CoffeeTable_bar_1 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar_1 loc_bar__minus_14_bar_16_bar_1_bar_30)
        (receptacleType CoffeeTable_bar_2 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar_2 loc_bar__minus_17_bar_26_bar_3_bar_30)
        (receptacleType Shelf_bar_1 ShelfType)
        (receptacleAtLocation Shelf_bar_1 loc_bar__minus_11_bar_24_bar_0_bar_30)
        (receptacleType Shelf_bar_2 ShelfType)
        (receptacleAtLocation Shelf_bar_2 loc_bar__minus_11_bar_25_bar_0_bar_30)
        (receptacleType Shelf_bar_3 ShelfType)
        (receptacleAtLocation Shelf_bar_3 loc_bar__minus_11_bar_26_bar_0_bar_30)
        (receptacleType Shelf_bar_4 ShelfType)
        (receptacleAtLocation Shelf_bar_4 loc_bar__minus_16_bar_28_bar_1_bar_30)
        (receptacleType Shelf_bar_5 ShelfType)
        (receptacleAtLocation Shelf_bar_5 loc_bar__minus_19_bar_17_bar_3_bar_30)
        (receptacleType Shelf_bar_6 ShelfType)
        (receptacleAtLocation Shelf_bar_6 loc_bar__minus_20_bar_17_bar_3_bar_30)
        (receptacleType Shelf_bar_7 ShelfType)
        (receptacleAtLocation Shelf_bar_7 loc_bar__minus_21_bar_16_bar_3_bar_30)
        (receptacleType Shelf_bar_8 ShelfType)
        (receptacleAtLocation Shelf_bar_8 loc_bar__minus_21_bar_20_bar_3_bar_30)
        (receptacleType SideTable_bar_1 SideTableType)
        (receptacleAtLocation SideTable_bar_1 loc_bar__minus_6_bar_8_bar_1_bar_30)
        (receptacleType SideTable_bar_2 SideTableType)
        (receptacleAtLocation SideTable_bar_2 loc_bar__minus_6_bar_24_bar_1_bar_30)
        (receptacleType Sofa_bar_1 SofaType)
        (receptacleAtLocation Sofa_bar_1 loc_bar__minus_7_bar_15_bar_1_bar_30)
        (receptacleType GarbageCan_bar_1 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar_1 loc_bar__minus_20_bar_24_bar_3_bar_30)
        (objectType Bowl_bar_1 BowlType)
        (inReceptacle Bowl_bar_1 Shelf_bar_6)
        (objectAtLocation Bowl_bar_1 loc_bar__minus_20_bar_17_bar_3_bar_30)
        (pickupable Bowl_bar_1)
        (isReceptacleObject Bowl_bar_1)
        (cleanable Bowl_bar_1)
        (coolable Bowl_bar_1)
        (objectType Bowl_bar_2 BowlType)
        (inReceptacle Bowl_bar_2 Shelf_bar_8)
        (objectAtLocation Bowl_bar_2 loc_bar__minus_21_bar_20_bar_3_bar_30)
        (pickupable Bowl_bar_2)
        (isReceptacleObject Bowl_bar_2)
        (cleanable Bowl_bar_2)
        (coolable Bowl_bar_2)
        (objectType Box_bar_1 BoxType)
        (inReceptacle Box_bar_1 Shelf_bar_6)
        (objectAtLocation Box_bar_1 loc_bar__minus_20_bar_17_bar_3_bar_30)
        (pickupable Box_bar_1)
        (isReceptacleObject Box_bar_1)
        (objectType CreditCard_bar_1 CreditCardType)
        (inReceptacle CreditCard_bar_1 SideTable_bar_1)
        (objectAtLocation CreditCard_bar_1 loc_bar__minus_6_bar_8_bar_1_bar_30)
        (pickupable CreditCard_bar_1)
        (objectType KeyChain_bar_1 KeyChainType)
        (inReceptacle KeyChain_bar_1 Shelf_bar_7)
        (objectAtLocation KeyChain_bar_1 loc_bar__minus_21_bar_16_bar_3_bar_30)
        (pickupable KeyChain_bar_1)
        (objectType KeyChain_bar_2 KeyChainType)
        (inReceptacle KeyChain_bar_2 Shelf_bar_7)
        (objectAtLocation KeyChain_bar_2 loc_bar__minus_21_bar_16_bar_3_bar_30)
        (pickupable KeyChain_bar_2)
        (objectType Laptop_bar_1 LaptopType)
        (inReceptacle Laptop_bar_1 SideTable_bar_1)
        (objectAtLocation Laptop_bar_1 loc_bar__minus_6_bar_8_bar_1_bar_30)
        (pickupable Laptop_bar_1)
        (objectType Newspaper_bar_1 NewspaperType)
        (inReceptacle Newspaper_bar_1 Sofa_bar_1)
        (objectAtLocation Newspaper_bar_1 loc_bar__minus_7_bar_15_bar_1_bar_30)
        (pickupable Newspaper_bar_1)
        (objectType Newspaper_bar_2 NewspaperType)
        (inReceptacle Newspaper_bar_2 Shelf_bar_7)
        (objectAtLocation Newspaper_bar_2 loc_bar__minus_21_bar_16_bar_3_bar_30)
        (pickupable Newspaper_bar_2)
        (objectType Pillow_bar_1 PillowType)
        (inReceptacle Pillow_bar_1 Sofa_bar_1)
        (objectAtLocation Pillow_bar_1 loc_bar__minus_7_bar_15_bar_1_bar_30)
        (pickupable Pillow_bar_1)
        (objectType Pillow_bar_2 PillowType)
        (inReceptacle Pillow_bar_2 Sofa_bar_1)
        (objectAtLocation Pillow_bar_2 loc_bar__minus_7_bar_15_bar_1_bar_30)
        (pickupable Pillow_bar_2)
        (objectType RemoteControl_bar_1 RemoteControlType)
        (inReceptacle RemoteControl_bar_1 CoffeeTable_bar_2)
        (objectAtLocation RemoteControl_bar_1 loc_bar__minus_17_bar_26_bar_3_bar_30)
        (pickupable RemoteControl_bar_1)
        (objectType Statue_bar_1 StatueType)
        (inReceptacle Statue_bar_1 Shelf_bar_2)
        (objectAtLocation Statue_bar_1 loc_bar__minus_11_bar_25_bar_0_bar_30)
        (pickupable Statue_bar_1)
        (objectType Statue_bar_2 StatueType)
        (inReceptacle Statue_bar_2 Shelf_bar_6)
        (objectAtLocation Statue_bar_2 loc_bar__minus_20_bar_17_bar_3_bar_30)
        (pickupable Statue_bar_2)
        (objectType Vase_bar_1 VaseType)
        (inReceptacle Vase_bar_1 Shelf_bar_2)
        (objectAtLocation Vase_bar_1 loc_bar__minus_11_bar_25_bar_0_bar_30)
        (pickupable Vase_bar_1)
        (objectType WateringCan_bar_1 WateringCanType)
        (inReceptacle WateringCan_bar_1 Shelf_bar_8)
        (objectAtLocation WateringCan_bar_1 loc_bar__minus_21_bar_20_bar_3_bar_30)
        (pickupable WateringCan_bar_1)
        )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o LaptopType)
                            (receptacleType ?r CoffeeTableType)
                        )
                    )
                )
            )
        )
    )
    