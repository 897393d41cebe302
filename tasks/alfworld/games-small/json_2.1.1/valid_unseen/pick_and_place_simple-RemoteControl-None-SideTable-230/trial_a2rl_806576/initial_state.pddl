
(define (problem plan_a2rl_230_806576)
    (:domain alfred)
    (:objects
        agent1 - agent
        BoxType - otype
        CandleType - otype
        CreditCardType - otype
        KeyChainType - otype
        LaptopType - otype
        NewspaperType - otype
        PillowType - otype
        PlateType - otype
        RemoteControlType - otype
        StatueType - otype
        TissueBoxType - otype
        ArmChairType - rtype
        CoffeeTableType - rtype
        DiningTableType - rtype
        GarbageCanType - rtype
        SideTableType - rtype
        SofaType - rtype
        Box_bar_1 - object
        Box_bar_2 - object
        Candle_bar_1 - object
        CreditCard_bar_1 - object
        CreditCard_bar_2 - object
        KeyChain_bar_1 - object
        Laptop_bar_1 - object
        Newspaper_bar_1 - object
        Newspaper_bar_2 - object
        Pillow_bar_1 - object
        Pillow_bar_2 - object
        Plate_bar_1 - object
        Plate_bar_2 - object
        RemoteControl_bar_1 - object
        RemoteControl_bar_2 - object
        RemoteControl_bar_3 - object
        Statue_bar_1 - object
        Statue_bar_2 - object
        TissueBox_bar_1 - object
        TissueBox_bar_2 - object
        ArmChair_bar_1 - receptacle
        ArmChair_bar_2 - receptacle
        CoffeeTable_bar_1 - receptacle
        CoffeeTable_bar_2 - receptacle
        DiningTable_bar_1 - receptacle
        SideTable_bar_1 - receptacle
        SideTable_bar_2 - receptacle
        Sofa_bar_1 - receptacle
        GarbageCan_bar_1 - receptacle
        loc_bar__minus_10_bar_22_bar_2_bar_30 - location
        loc_bar__minus_10_bar_27_bar_1_bar_30 - location
        loc_bar__minus_15_bar_22_bar_2_bar_30 - location
        loc_bar__minus_17_bar_26_bar_1_bar_30 - location
        loc_bar__minus_18_bar_32_bar_1_bar_30 - location
        loc_bar__minus_19_bar_3_bar_0_bar_30 - location
        loc_bar__minus_5_bar_33_bar_1_bar_30 - location
        loc_bar__minus_5_bar_3_bar_1_bar_30 - location
        loc_bar__minus_6_bar_9_bar_3_bar_30 - location
        loc_bar__minus_7_bar_4_bar_3_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar__minus_19_bar_3_bar_0_bar_30)
        (canContain ArmChairType BoxType)
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType NewspaperType)
        (canContain ArmChairType PillowType)
        (canContain ArmChairType RemoteControlType)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType CandleType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType NewspaperType)
        (canContain CoffeeTableType PlateType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain CoffeeTableType StatueType)
        (canContain CoffeeTableType TissueBoxType)
        (canContain DiningTableType BoxType)
        (canContain DiningTableType CandleType)
        (canContain DiningTableType CreditCardType)
        (canContain DiningTableType KeyChainType)
        (canContain DiningTableType LaptopType)
        (canContain DiningTableType NewspaperType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType RemoteControlType)
        (canContain DiningTableType StatueType)
        (canContain DiningTableType TissueBoxType)
        (canContain GarbageCanType NewspaperType)
        (canContain GarbageCanType TissueBoxType)
        (canContain SideTableType BoxType)
        (canContain SideTableType CandleType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType NewspaperType)
        (canContain SideTableType PlateType)
        (canContain SideTableType RemoteControlType)
        (canContain SideTableType StatueType)
        (canContain SideTableType TissueBoxType)
        (canContain SofaType BoxType)
        (canContain SofaType CreditCardType)
        (canContain SofaType KeyChainType)
        (canContain SofaType LaptopType)
        (canContain SofaType NewspaperType)
        (canContain SofaType PillowType)
        (canContain SofaType RemoteControlType)
        (receptacleType ArmChair_bar_1 ArmChairType)
        (receptacleAtLocation ArmChair_bar_1 loc_bar__minus_10_bar_22_bar_2_bar_30)
        (receptacleType ArmChair_bar_2 ArmChairType)
        (receptacleAtLocation ArmChair_bar_2 loc_bar__minus_15_bar_22_bar_2_bar_30)
        (receptacleType CoffeeTable_bar_1 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar_1 loc_bar__minus_18_bar_32_bar_1_bar_30)
        (receptacleType CoffeeTable_bar_2 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar_2 loc_bar__minus_17_bar_26_bar_1_bar_30)
        (receptacleType DiningTable_bar_1 DiningTableType)
        (receptacleAtLocation DiningTable_bar_1 loc_bar__minus_6_bar_9_bar_3_bar_30)
        (receptacleType SideTable_bar_1 SideTableType)
        (receptacleAtLocation SideTable_bar_1 loc_bar__minus_5_bar_3_bar_1_bar_30)
        (receptacleType SideTable_bar_2 SideTableType)
        (receptacleAtLocation SideTable_bar_2 loc_bar__minus_5_bar_33_bar_1_bar_30)
        (receptacleType Sofa_bar_1 SofaType)
        (receptacleAtLocation Sofa_bar_1 loc_bar__minus_10_bar_27_bar_1_bar_30)
        (receptacleType GarbageCan_bar_1 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar_1 loc_bar__minus_7_bar_4_bar_3_bar_30)
        (objectType Box_bar_1 BoxType)
        (inReceptacle Box_bar_1 ArmChair_bar_1)
        (objectAtLocation Box_bar_1 loc_bar__minus_10_bar_22_bar_2_bar_30)
        (pickupable Box_bar_1)
        (isReceptacleObject Box_bar_1)
        (objectType Box_bar_2 BoxType)
        (inReceptacle Box_bar_2 ArmChair_bar_2)
        (objectAtLocation Box_bar_2 loc_bar__minus_15_bar_22_bar_2_bar_30)
        (pickupable Box_bar_2)
        (isReceptacleObject Box_bar_2)
        (objectType Candle_bar_1 CandleType)
        (inReceptacle Candle_bar_1 CoffeeTable_bar_1)
        (objectAtLocation Candle_bar_1 loc_bar__minus_18_bar_32_bar_1_bar_30)
        (pickupable Candle_bar_1)
        (objectType CreditCard_bar_1 CreditCardType)
        (inReceptacle CreditCard_bar_1 CoffeeTable_bar_2)
        (objectAtLocation CreditCard_bar_1 loc_bar__minus_17_bar_26_bar_1_bar_30)
        (pickupable CreditCard_bar_1)
        (objectType CreditCard_bar_2 CreditCardType)
        (inReceptacle CreditCard_bar_2 SideTable_bar_2)
        (objectAtLocation CreditCard_bar_2 loc_bar__minus_5_bar_33_bar_1_bar_30)
        (pickupable CreditCard_bar_2)
        (objectType KeyChain_bar_1 KeyChainType)
        (inReceptacle KeyChain_bar_1 ArmChair_bar_1)
        (objectAtLocation KeyChain_bar_1 loc_bar__minus_10_bar_22_bar_2_bar_30)
        (pickupable KeyChain_bar_1)
        (objectType Laptop_bar_1 LaptopType)
        (inReceptacle Laptop_bar_1 CoffeeTable_bar_2)
        (objectAtLocation Laptop_bar_1 loc_bar__minus_17_bar_26_bar_1_bar_30)
        (pickupable Laptop_bar_1)
        (objectType Newspaper_bar_1 NewspaperType)
        (inReceptacle Newspaper_bar_1 CoffeeTable_bar_1)
        (objectAtLocation Newspaper_bar_1 loc_bar__minus_18_bar_32_bar_1_bar_30)
        (pickupable Newspaper_bar_1)
        (objectType Newspaper_bar_2 NewspaperType)
        (inReceptacle Newspaper_bar_2 DiningTable_bar_1)
        (objectAtLocation Newspaper_bar_2 loc_bar__minus_6_bar_9_bar_3_bar_30)
        (pickupable Newspaper_bar_2)
        (objectType Pillow_bar_1 PillowType)
        (inReceptacle Pillow_bar_1 Sofa_bar_1)
        (objectAtLocation Pillow_bar_1 loc_bar__minus_10_bar_27_bar_1_bar_30)
        (pickupable Pillow_bar_1)
        (objectType Pillow_bar_2 PillowType)
        (inReceptacle Pillow_bar_2 Sofa_bar_1)
        (objectAtLocation Pillow_bar_2 loc_bar__minus_10_bar_27_bar_1_bar_30)
        (pickupable Pillow_bar_2)
        (objectType Plate_bar_1 PlateType)
        (inReceptacle Plate_bar_1 DiningTable_bar_1)
        (objectAtLocation Plate_bar_1 loc_bar__minus_6_bar_9_bar_3_bar_30)
        (pickupable Plate_bar_1)
        (isReceptacleObject Plate_bar_1)
        (cleanable Plate_bar_1)
        (heatable Plate_bar_1)
        (coolable Plate_bar_1)
        (objectType Plate_bar_2 PlateType)
        (inReceptacle Plate_bar_2 SideTable_bar_2)
        (objectAtLocation Plate_bar_2 loc_bar__minus_5_bar_33_bar_1_bar_30)
        (pickupable Plate_bar_2)
        (isReceptacleObject Plate_bar_2)
        (cleanable Plate_bar_2)
        (heatable Plate_bar_2)
        (coolable Plate_bar_2)
        (objectType RemoteControl_bar_1 RemoteControlType)
        (inReceptacle RemoteControl_bar_1 Sofa_bar_1)
        (objectAtLocation RemoteControl_bar_1 loc_bar__minus_10_bar_27_bar_1_bar_30)
        (pickupable RemoteControl_bar_1)
        (objectType RemoteControl_bar_2 RemoteControlType)
        (inReceptacle RemoteControl_bar_2 CoffeeTable_bar_2)
        (objectAtLocation RemoteControl_bar_2 loc_bar__minus_17_bar_26_bar_1_bar_30)
        (pickupable RemoteControl_bar_2)
        (objectType RemoteControl_bar_3 RemoteControlType)
        (inReceptacle RemoteControl_bar_3 ArmChair_bar_1)
        (objectAtLocation RemoteControl_bar_3 loc_bar__minus_10_bar_22_bar_2_bar_30)
        (pickupable RemoteControl_bar_3)
        (objectType Statue_bar_1 StatueType)
        (inReceptacle Statue_bar_1 CoffeeTable_bar_2)
        (objectAtLocation Statue_bar_1 loc_bar__minus_17_bar_26_bar_1_bar_30)
        (pickupable Statue_bar_1)
        (objectType Statue_bar_2 StatueType)
        (inReceptacle Statue_bar_2 SideTable_bar_2)
        (objectAtLocation Statue_bar_2 loc_bar__minus_5_bar_33_bar_1_bar_30)
        (pickupable Statue_bar_2)
        (objectType TissueBox_bar_1 TissueBoxType)
        (inReceptacle TissueBox_bar_1 GarbageCan_bar_1)
        (objectAtLocation TissueBox_bar_1 loc_bar__minus_7_bar_4_bar_3_bar_30)
        (pickupable TissueBox_bar_1)
        (objectType TissueBox_bar_2 TissueBoxType)
        (inReceptacle TissueBox_bar_2 CoffeeTable_bar_1)
        (objectAtLocation TissueBox_bar_2 loc_bar__minus_18_bar_32_bar_1_bar_30)
        (pickupable TissueBox_bar_2)
        )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o RemoteControlType)
                            (receptacleType ?r SideTableType)
                        )
                    )
                )
            )
        )
    )
    