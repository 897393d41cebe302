
(define (problem plan_a2rl_214_983823)
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
        WateringCanType - otype
        ArmChairType - rtype
        CoffeeTableType - rtype
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
        Laptop_bar_2 - object
        Newspaper_bar_1 - object
        Newspaper_bar_2 - object
        Pillow_bar_1 - object
        Pillow_bar_2 - object
        Plate_bar_1 - object
        Plate_bar_2 - object
        RemoteControl_bar_1 - object
        RemoteControl_bar_2 - object
        Statue_bar_1 - object
        Statue_bar_2 - object
        Vase_bar_1 - object
        Vase_bar_2 - object
        WateringCan_bar_1 - object
        WateringCan_bar_2 - object
        WateringCan_bar_3 - object
        ArmChair_bar_1 - receptacle
        CoffeeTable_bar_1 - receptacle
        GarbageCan_bar_1 - receptacle
        Shelf_bar_1 - receptacle
        SideTable_bar_1 - receptacle
        Sofa_bar_1 - receptacle
        Sofa_bar_2 - receptacle
        loc_bar__minus_10_bar_23_bar_1_bar_30 - location
        loc_bar__minus_11_bar_8_bar_2_bar_30 - location
        loc_bar__minus_12_bar_10_bar_3_bar_30 - location
        loc_bar__minus_13_bar_25_bar_3_bar_30 - location
        loc_bar__minus_4_bar_8_bar_2_bar_30 - location
        loc_bar__minus_5_bar_10_bar_1_bar_30 - location
        loc_bar__minus_6_bar_17_bar_3_bar_30 - location
        loc_bar__minus_6_bar_24_bar_1_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar__minus_10_bar_23_bar_1_bar_30)
        (canContain ArmChairType BoxType)
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType NewspaperType)
        (canContain ArmChairType PillowType)
        (canContain ArmChairType RemoteControlType)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType NewspaperType)
        (canContain CoffeeTableType PlateType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain CoffeeTableType StatueType)
        (canContain CoffeeTableType VaseType)
        (canContain CoffeeTableType WateringCanType)
        (canContain GarbageCanType NewspaperType)
        (canContain ShelfType BoxType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType NewspaperType)
        (canContain ShelfType PlateType)
        (canContain ShelfType RemoteControlType)
        (canContain ShelfType StatueType)
        (canContain ShelfType VaseType)
        (canContain ShelfType WateringCanType)
        (canContain SideTableType BoxType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType NewspaperType)
        (canContain SideTableType PlateType)
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
        (receptacleType ArmChair_bar_1 ArmChairType)
        (receptacleAtLocation ArmChair_bar_1 loc_bar__minus_13_bar_25_bar_3_bar_30)
        (receptacleType CoffeeTable_bar_1 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar_1 loc_bar__minus_6_bar_17_bar_3_bar_30)
        (receptacleType GarbageCan_bar_1 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar_1 loc_bar__minus_5_bar_10_bar_1_bar_30)
        (receptacleType Shelf_bar_1 ShelfType)
        (receptacleAtLocation Shelf_bar_1 loc_bar__minus_6_bar_24_bar_1_bar_30)
        (receptacleType SideTable_bar_1 SideTableType)
        (receptacleAtLocation SideTable_bar_1 loc_bar__minus_4_bar_8_bar_2_bar_30)
        (receptacleType Sofa_bar_1 SofaType)
        (receptacleAtLocation Sofa_bar_1 loc_bar__minus_11_bar_8_bar_2_bar_30)
        (receptacleType Sofa_bar_2 SofaType)
        (receptacleAtLocation Sofa_bar_2 loc_bar__minus_12_bar_10_bar_3_bar_30)
        (objectType Box_bar_1 BoxType)
        (inReceptacle Box_bar_1 Shelf_bar_1)
        (objectAtLocation Box_bar_1 loc_bar__minus_6_bar_24_bar_1_bar_30)
        (pickupable Box_bar_1)
        (isReceptacleObject Box_bar_1)
        (objectType CreditCard_bar_1 CreditCardType)
        (inReceptacle CreditCard_bar_1 Sofa_bar_1)
        (objectAtLocation CreditCard_bar_1 loc_bar__minus_11_bar_8_bar_2_bar_30)
        (pickupable CreditCard_bar_1)
        (objectType CreditCard_bar_2 CreditCardType)
        (inReceptacle CreditCard_bar_2 Shelf_bar_1)
        (objectAtLocation CreditCard_bar_2 loc_bar__minus_6_bar_24_bar_1_bar_30)
        (pickupable CreditCard_bar_2)
        (objectType KeyChain_bar_1 KeyChainType)
        (inReceptacle KeyChain_bar_1 Shelf_bar_1)
        (objectAtLocation KeyChain_bar_1 loc_bar__minus_6_bar_24_bar_1_bar_30)
        (pickupable KeyChain_bar_1)
        (objectType KeyChain_bar_2 KeyChainType)
        (inReceptacle KeyChain_bar_2 Sofa_bar_2)
        (objectAtLocation KeyChain_bar_2 loc_bar__minus_12_bar_10_bar_3_bar_30)
        (pickupable KeyChain_bar_2)
        (objectType Laptop_bar_1 LaptopType)
        (inReceptacle Laptop_bar_1 Sofa_bar_1)
        (objectAtLocation Laptop_bar_1 loc_bar__minus_11_bar_8_bar_2_bar_30)
        (pickupable Laptop_bar_1)
        (objectType Laptop_bar_2 LaptopType)
        (inReceptacle Laptop_bar_2 CoffeeTable_bar_1)
        (objectAtLocation Laptop_bar_2 loc_bar__minus_6_bar_17_bar_3_bar_30)
        (pickupable Laptop_bar_2)
        (objectType Newspaper_bar_1 NewspaperType)
        (inReceptacle Newspaper_bar_1 Shelf_bar_1)
        (objectAtLocation Newspaper_bar_1 loc_bar__minus_6_bar_24_bar_1_bar_30)
        (pickupable Newspaper_bar_1)
        (objectType Newspaper_bar_2 NewspaperType)
        (inReceptacle Newspaper_bar_2 Sofa_bar_2)
        (objectAtLocation Newspaper_bar_2 loc_bar__minus_12_bar_10_bar_3_bar_30)
        (pickupable Newspaper_bar_2)
        (objectType Pillow_bar_1 PillowType)
        (inReceptacle Pillow_bar_1 ArmChair_bar_1)
        (objectAtLocation Pillow_bar_1 loc_bar__minus_13_bar_25_bar_3_bar_30)
        (pickupable Pillow_bar_1)
        (objectType Pillow_bar_2 PillowType)
        (inReceptacle Pillow_bar_2 ArmChair_bar_1)
        (objectAtLocation Pillow_bar_2 loc_bar__minus_13_bar_25_bar_3_bar_30)
        (pickupable Pillow_bar_2)
        (objectType Plate_bar_1 PlateType)
        (inReceptacle Plate_bar_1 CoffeeTable_bar_1)
        (objectAtLocation Plate_bar_1 loc_bar__minus_6_bar_17_bar_3_bar_30)
        (pickupable Plate_bar_1)
        (isReceptacleObject Plate_bar_1)
        (cleanable Plate_bar_1)
        (heatable Plate_bar_1)
        (coolable Plate_bar_1)
        (objectType Plate_bar_2 PlateType)
        (inReceptacle Plate_bar_2 Shelf_bar_1)
        (objectAtLocation Plate_bar_2 loc_bar__minus_6_bar_24_bar_1_bar_30)
        (pickupable Plate_bar_2)
        (isReceptacleObject Plate_bar_2)
        (cleanable Plate_bar_2)
        (heatable Plate_bar_2)
        (coolable Plate_bar_2)
        (objectType RemoteControl_bar_1 RemoteControlType)
        (inReceptacle RemoteControl_bar_1 ArmChair_bar_1)
        (objectAtLocation RemoteControl_bar_1 loc_bar__minus_13_bar_25_bar_3_bar_30)
        (pickupable RemoteControl_bar_1)
        (objectType RemoteControl_bar_2 RemoteControlType)
        (inReceptacle RemoteControl_bar_2 ArmChair_bar_1)
        (objectAtLocation RemoteControl_bar_2 loc_bar__minus_13_bar_25_bar_3_bar_30)
        (pickupable RemoteControl_bar_2)
        (objectType Statue_bar_1 StatueType)
        (inReceptacle Statue_bar_1 CoffeeTable_bar_1)
        (objectAtLocation Statue_bar_1 loc_bar__minus_6_bar_17_bar_3_bar_30)
        (pickupable Statue_bar_1)
        (objectType Statue_bar_2 StatueType)
        (inReceptacle Statue_bar_2 SideTable_bar_1)
        (objectAtLocation Statue_bar_2 loc_bar__minus_4_bar_8_bar_2_bar_30)
        (pickupable Statue_bar_2)
        (objectType Vase_bar_1 VaseType)
        (inReceptacle Vase_bar_1 SideTable_bar_1)
        (objectAtLocation Vase_bar_1 loc_bar__minus_4_bar_8_bar_2_bar_30)
        (pickupable Vase_bar_1)
        (objectType Vase_bar_2 VaseType)
        (inReceptacle Vase_bar_2 Shelf_bar_1)
        (objectAtLocation Vase_bar_2 loc_bar__minus_6_bar_24_bar_1_bar_30)
        (pickupable Vase_bar_2)
        (objectType WateringCan_bar_1 WateringCanType)
        (inReceptacle WateringCan_bar_1 SideTable_bar_1)
        (objectAtLocation WateringCan_bar_1 loc_bar__minus_4_bar_8_bar_2_bar_30)
        (pickupable WateringCan_bar_1)
        (objectType WateringCan_bar_2 WateringCanType)
        (inReceptacle WateringCan_bar_2 Shelf_bar_1)
        (objectAtLocation WateringCan_bar_2 loc_bar__minus_6_bar_24_bar_1_bar_30)
        (pickupable WateringCan_bar_2)
        (objectType WateringCan_bar_3 WateringCanType)
        (inReceptacle WateringCan_bar_3 SideTable_bar_1)
        (objectAtLocation WateringCan_bar_3 loc_bar__minus_4_bar_8_bar_2_bar_30)
        (pickupable WateringCan_bar_3)
        )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o WateringCanType)
                            (receptacleType ?r CoffeeTableType)
                        )
                    )
                )
            )
        )
    )
    