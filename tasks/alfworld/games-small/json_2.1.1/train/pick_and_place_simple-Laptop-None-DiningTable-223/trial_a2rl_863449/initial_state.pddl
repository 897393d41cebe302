
(define (problem plan_a2rl_223_863449)
    (:domain alfred)
    (:objects
        agent1 - agent
        BoxType - otype
        CandleType - otype
        CreditCardType - otype
        KeyChainType - otype
        LaptopType - otype
        PillowType - otype
        PlateType - otype
        RemoteControlType - otype
        StatueType - otype
        VaseType - otype
        WateringCanType - otype
        ArmChairType - rtype
        CoffeeTableType - rtype
        DiningTableType - rtype
        GarbageCanType - rtype
        SofaType - rtype
        TVStandType - rtype
        Box_bar_1 - object
        Candle_bar_1 - object
        CreditCard_bar_1 - object
        KeyChain_bar_1 - object
        Laptop_bar_1 - object
        Laptop_bar_2 - object
        Pillow_bar_1 - object
        Plate_bar_1 - object
        RemoteControl_bar_1 - object
        RemoteControl_bar_2 - object
        Statue_bar_1 - object
        Statue_bar_2 - object
        Vase_bar_1 - object
        Vase_bar_2 - object
        WateringCan_bar_1 - object
        WateringCan_bar_2 - object
        ArmChair_bar_1 - receptacle
        ArmChair_bar_2 - receptacle
        ArmChair_bar_3 - receptacle
        CoffeeTable_bar_1 - receptacle
        DiningTable_bar_1 - receptacle
        DiningTable_bar_2 - receptacle
        Sofa_bar_1 - receptacle
        TVStand_bar_1 - receptacle
        GarbageCan_bar_1 - receptacle
        loc_bar__minus_11_bar_0_bar_3_bar_30 - location
        loc_bar__minus_2_bar__minus_3_bar_2_bar_30 - location
        loc_bar__minus_3_bar__minus_5_bar_0_bar_30 - location
        loc_bar__minus_3_bar__minus_5_bar_3_bar_30 - location
        loc_bar__minus_4_bar_0_bar_3_bar_30 - location
        loc_bar__minus_6_bar_5_bar_1_bar_30 - location
        loc_bar__minus_6_bar_8_bar_1_bar_30 - location
        loc_bar__minus_8_bar_7_bar_0_bar_30 - location
        loc_bar__minus_9_bar_7_bar_0_bar_30 - location
        loc_bar_8_bar__minus_5_bar_0_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar__minus_2_bar__minus_3_bar_2_bar_30)
        (canContain ArmChairType BoxType)
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType PillowType)
        (canContain ArmChairType RemoteControlType)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType CandleType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType PlateType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain CoffeeTableType StatueType)
        (canContain CoffeeTableType VaseType)
        (canContain CoffeeTableType WateringCanType)
        (canContain DiningTableType BoxType)
        (canContain DiningTableType CandleType)
        (canContain DiningTableType CreditCardType)
        (canContain DiningTableType KeyChainType)
        (canContain DiningTableType LaptopType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType RemoteControlType)
        (canContain DiningTableType StatueType)
        (canContain DiningTableType VaseType)
        (canContain DiningTableType WateringCanType)
        (canContain SofaType BoxType)
        (canContain SofaType CreditCardType)
        (canContain SofaType KeyChainType)
        (canContain SofaType LaptopType)
        (canContain SofaType PillowType)
        (canContain SofaType RemoteControlType)
        (receptacleType ArmChair_bar_1 ArmChairType)
        (receptacleAtLocation ArmChair_bar_1 loc_bar__minus_6_bar_5_bar_1_bar_30)
        (receptacleType ArmChair_bar_2 ArmChairType)
        (receptacleAtLocation ArmChair_bar_2 loc_bar__minus_6_bar_8_bar_1_bar_30)
        (receptacleType ArmChair_bar_3 ArmChairType)
        (receptacleAtLocation ArmChair_bar_3 loc_bar__minus_3_bar__minus_5_bar_3_bar_30)
        (receptacleType CoffeeTable_bar_1 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar_1 loc_bar__minus_4_bar_0_bar_3_bar_30)
        (receptacleType DiningTable_bar_1 DiningTableType)
        (receptacleAtLocation DiningTable_bar_1 loc_bar_8_bar__minus_5_bar_0_bar_30)
        (receptacleType DiningTable_bar_2 DiningTableType)
        (receptacleAtLocation DiningTable_bar_2 loc_bar__minus_9_bar_7_bar_0_bar_30)
        (receptacleType Sofa_bar_1 SofaType)
        (receptacleAtLocation Sofa_bar_1 loc_bar__minus_11_bar_0_bar_3_bar_30)
        (receptacleType TVStand_bar_1 TVStandType)
        (receptacleAtLocation TVStand_bar_1 loc_bar__minus_8_bar_7_bar_0_bar_30)
        (receptacleType GarbageCan_bar_1 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar_1 loc_bar__minus_3_bar__minus_5_bar_0_bar_30)
        (objectType Box_bar_1 BoxType)
        (inReceptacle Box_bar_1 ArmChair_bar_3)
        (objectAtLocation Box_bar_1 loc_bar__minus_3_bar__minus_5_bar_3_bar_30)
        (pickupable Box_bar_1)
        (isReceptacleObject Box_bar_1)
        (objectType Candle_bar_1 CandleType)
        (inReceptacle Candle_bar_1 CoffeeTable_bar_1)
        (objectAtLocation Candle_bar_1 loc_bar__minus_4_bar_0_bar_3_bar_30)
        (pickupable Candle_bar_1)
        (objectType CreditCard_bar_1 CreditCardType)
        (inReceptacle CreditCard_bar_1 DiningTable_bar_1)
        (objectAtLocation CreditCard_bar_1 loc_bar_8_bar__minus_5_bar_0_bar_30)
        (pickupable CreditCard_bar_1)
        (objectType KeyChain_bar_1 KeyChainType)
        (inReceptacle KeyChain_bar_1 ArmChair_bar_2)
        (objectAtLocation KeyChain_bar_1 loc_bar__minus_6_bar_8_bar_1_bar_30)
        (pickupable KeyChain_bar_1)
        (objectType Laptop_bar_1 LaptopType)
        (inReceptacle Laptop_bar_1 CoffeeTable_bar_1)
        (objectAtLocation Laptop_bar_1 loc_bar__minus_4_bar_0_bar_3_bar_30)
        (pickupable Laptop_bar_1)
        (objectType Laptop_bar_2 LaptopType)
        (inReceptacle Laptop_bar_2 ArmChair_bar_3)
        (objectAtLocation Laptop_bar_2 loc_bar__minus_3_bar__minus_5_bar_3_bar_30)
        (pickupable Laptop_bar_2)
        (objectType Pillow_bar_1 PillowType)
        (inReceptacle Pillow_bar_1 ArmChair_bar_3)
        (objectAtLocation Pillow_bar_1 loc_bar__minus_3_bar__minus_5_bar_3_bar_30)
        (pickupable Pillow_bar_1)
        (objectType Plate_bar_1 PlateType)
        (inReceptacle Plate_bar_1 CoffeeTable_bar_1)
        (objectAtLocation Plate_bar_1 loc_bar__minus_4_bar_0_bar_3_bar_30)
        (pickupable Plate_bar_1)
        (isReceptacleObject Plate_bar_1)
        (cleanable Plate_bar_1)
        (heatable Plate_bar_1)
        (coolable Plate_bar_1)
        (objectType RemoteControl_bar_1 RemoteControlType)
        (inReceptacle RemoteControl_bar_1 ArmChair_bar_1)
        (objectAtLocation RemoteControl_bar_1 loc_bar__minus_6_bar_5_bar_1_bar_30)
        (pickupable RemoteControl_bar_1)
        (objectType RemoteControl_bar_2 RemoteControlType)
        (inReceptacle RemoteControl_bar_2 ArmChair_bar_3)
        (objectAtLocation RemoteControl_bar_2 loc_bar__minus_3_bar__minus_5_bar_3_bar_30)
        (pickupable RemoteControl_bar_2)
        (objectType Statue_bar_1 StatueType)
        (inReceptacle Statue_bar_1 DiningTable_bar_2)
        (objectAtLocation Statue_bar_1 loc_bar__minus_9_bar_7_bar_0_bar_30)
        (pickupable Statue_bar_1)
        (objectType Statue_bar_2 StatueType)
        (inReceptacle Statue_bar_2 CoffeeTable_bar_1)
        (objectAtLocation Statue_bar_2 loc_bar__minus_4_bar_0_bar_3_bar_30)
        (pickupable Statue_bar_2)
        (objectType Vase_bar_1 VaseType)
        (inReceptacle Vase_bar_1 DiningTable_bar_2)
        (objectAtLocation Vase_bar_1 loc_bar__minus_9_bar_7_bar_0_bar_30)
        (pickupable Vase_bar_1)
        (objectType Vase_bar_2 VaseType)
        (inReceptacle Vase_bar_2 CoffeeTable_bar_1)
        (objectAtLocation Vase_bar_2 loc_bar__minus_4_bar_0_bar_3_bar_30)
        (pickupable Vase_bar_2)
        (objectType WateringCan_bar_1 WateringCanType)
        (inReceptacle WateringCan_bar_1 CoffeeTable_bar_1)
        (objectAtLocation WateringCan_bar_1 loc_bar__minus_4_bar_0_bar_3_bar_30)
        (pickupable WateringCan_bar_1)
        (objectType WateringCan_bar_2 WateringCanType)
        (inReceptacle WateringCan_bar_2 CoffeeTable_bar_1)
        (objectAtLocation WateringCan_bar_2 loc_bar__minus_4_bar_0_bar_3_bar_30)
        (pickupable WateringCan_bar_2)
        )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o LaptopType)
                            (receptacleType ?r DiningTableType)
                        )
                    )
                )
            )
        )
    )
    