
(define (problem plan_a2rl_428_272673)
    (:domain alfred)
    (:objects
        agent1 - agent
        CandleType - otype
        ClothType - otype
        HandTowelType - otype
        PlungerType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SprayBottleType - otype
        ToiletPaperType - otype
        TowelType - otype
        CabinetType - rtype
        CounterTopType - rtype
        GarbageCanType - rtype
        HandTowelHolderType - rtype
        SinkBasinType - rtype
        ToiletType - rtype
        ToiletPaperHangerType - rtype
        TowelHolderType - rtype
        Candle_bar_1 - object
        Candle_bar_2 - object
        Cloth_bar_1 - object
        HandTowel_bar_1 - object
        Plunger_bar_1 - object
        SoapBar_bar_1 - object
        SoapBar_bar_2 - object
        SoapBottle_bar_1 - object
        SprayBottle_bar_1 - object
        SprayBottle_bar_2 - object
        ToiletPaper_bar_1 - object
        Towel_bar_1 - object
        Towel_bar_2 - object
        Cabinet_bar_1 - receptacle
        Cabinet_bar_2 - receptacle
        Cabinet_bar_3 - receptacle
        Cabinet_bar_4 - receptacle
        CounterTop_bar_1 - receptacle
        Sink_bar_1_bar_SinkBasin - receptacle
        Sink_bar_2_bar_SinkBasin - receptacle
        Toilet_bar_1 - receptacle
        GarbageCan_bar_1 - receptacle
        HandTowelHolder_bar_1 - receptacle
        TowelHolder_bar_1 - receptacle
        ToiletPaperHanger_bar_1 - receptacle
        loc_bar__minus_2_bar_11_bar_0_bar_30 - location
        loc_bar__minus_2_bar_12_bar_3_bar_30 - location
        loc_bar__minus_2_bar_13_bar_1_bar_30 - location
        loc_bar__minus_2_bar_13_bar_3_bar_30 - location
        loc_bar__minus_2_bar_14_bar_3_bar_30 - location
        loc_bar__minus_2_bar_7_bar_0_bar_30 - location
        loc_bar__minus_2_bar_8_bar_3_bar_30 - location
        loc_bar__minus_4_bar_12_bar_3_bar_30 - location
        loc_bar__minus_4_bar_14_bar_3_bar_30 - location
        loc_bar__minus_4_bar_9_bar_3_bar_30 - location
        loc_bar__minus_5_bar_11_bar_3_bar_30 - location
        loc_bar__minus_5_bar_13_bar_0_bar_30 - location
        loc_bar__minus_5_bar_14_bar_3_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar__minus_2_bar_13_bar_1_bar_30)
        (canContain CabinetType CandleType)
        (canContain CabinetType ClothType)
        (canContain CabinetType HandTowelType)
        (canContain CabinetType PlungerType)
        (canContain CabinetType SoapBarType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType SprayBottleType)
        (canContain CabinetType ToiletPaperType)
        (canContain CounterTopType CandleType)
        (canContain CounterTopType ClothType)
        (canContain CounterTopType HandTowelType)
        (canContain CounterTopType SoapBarType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SprayBottleType)
        (canContain CounterTopType ToiletPaperType)
        (canContain GarbageCanType ClothType)
        (canContain GarbageCanType HandTowelType)
        (canContain GarbageCanType SoapBarType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType SprayBottleType)
        (canContain GarbageCanType ToiletPaperType)
        (canContain HandTowelHolderType HandTowelType)
        (canContain SinkBasinType ClothType)
        (canContain SinkBasinType HandTowelType)
        (canContain SinkBasinType SoapBarType)
        (canContain ToiletType CandleType)
        (canContain ToiletType ClothType)
        (canContain ToiletType HandTowelType)
        (canContain ToiletType SoapBarType)
        (canContain ToiletType SoapBottleType)
        (canContain ToiletType SprayBottleType)
        (canContain ToiletType ToiletPaperType)
        (canContain ToiletPaperHangerType ToiletPaperType)
        (canContain TowelHolderType TowelType)
        (receptacleType Cabinet_bar_1 CabinetType)
        (receptacleAtLocation Cabinet_bar_1 loc_bar__minus_2_bar_8_bar_3_bar_30)
        (openable Cabinet_bar_1)
        (receptacleType Cabinet_bar_2 CabinetType)
        (receptacleAtLocation Cabinet_bar_2 loc_bar__minus_2_bar_12_bar_3_bar_30)
        (openable Cabinet_bar_2)
        (receptacleType Cabinet_bar_3 CabinetType)
        (receptacleAtLocation Cabinet_bar_3 loc_bar__minus_2_bar_14_bar_3_bar_30)
        (openable Cabinet_bar_3)
        (receptacleType Cabinet_bar_4 CabinetType)
        (receptacleAtLocation Cabinet_bar_4 loc_bar__minus_2_bar_13_bar_3_bar_30)
        (openable Cabinet_bar_4)
        (receptacleType CounterTop_bar_1 CounterTopType)
        (receptacleAtLocation CounterTop_bar_1 loc_bar__minus_4_bar_14_bar_3_bar_30)
        (receptacleType Sink_bar_1_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar_1_bar_SinkBasin loc_bar__minus_5_bar_11_bar_3_bar_30)
        (receptacleType Sink_bar_2_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar_2_bar_SinkBasin loc_bar__minus_5_bar_14_bar_3_bar_30)
        (receptacleType Toilet_bar_1 ToiletType)
        (receptacleAtLocation Toilet_bar_1 loc_bar__minus_4_bar_9_bar_3_bar_30)
        (receptacleType GarbageCan_bar_1 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar_1 loc_bar__minus_5_bar_13_bar_0_bar_30)
        (receptacleType HandTowelHolder_bar_1 HandTowelHolderType)
        (receptacleAtLocation HandTowelHolder_bar_1 loc_bar__minus_2_bar_7_bar_0_bar_30)
        (receptacleType TowelHolder_bar_1 TowelHolderType)
        (receptacleAtLocation TowelHolder_bar_1 loc_bar__minus_2_bar_11_bar_0_bar_30)
        (receptacleType ToiletPaperHanger_bar_1 ToiletPaperHangerType)
        (receptacleAtLocation ToiletPaperHanger_bar_1 loc_bar__minus_4_bar_12_bar_3_bar_30)
        (objectType Candle_bar_1 CandleType)
        (inReceptacle Candle_bar_1 Cabinet_bar_2)
        (objectAtLocation Candle_bar_1 loc_bar__minus_2_bar_12_bar_3_bar_30)
        (pickupable Candle_bar_1)
        (objectType Candle_bar_2 CandleType)
        (inReceptacle Candle_bar_2 Cabinet_bar_2)
        (objectAtLocation Candle_bar_2 loc_bar__minus_2_bar_12_bar_3_bar_30)
        (pickupable Candle_bar_2)
        (objectType Cloth_bar_1 ClothType)
        (inReceptacle Cloth_bar_1 CounterTop_bar_1)
        (objectAtLocation Cloth_bar_1 loc_bar__minus_4_bar_14_bar_3_bar_30)
        (pickupable Cloth_bar_1)
        (cleanable Cloth_bar_1)
        (objectType HandTowel_bar_1 HandTowelType)
        (inReceptacle HandTowel_bar_1 Cabinet_bar_4)
        (objectAtLocation HandTowel_bar_1 loc_bar__minus_2_bar_13_bar_3_bar_30)
        (pickupable HandTowel_bar_1)
        (objectType Plunger_bar_1 PlungerType)
        (inReceptacle Plunger_bar_1 Cabinet_bar_1)
        (objectAtLocation Plunger_bar_1 loc_bar__minus_2_bar_8_bar_3_bar_30)
        (pickupable Plunger_bar_1)
        (objectType SoapBar_bar_1 SoapBarType)
        (inReceptacle SoapBar_bar_1 GarbageCan_bar_1)
        (objectAtLocation SoapBar_bar_1 loc_bar__minus_5_bar_13_bar_0_bar_30)
        (pickupable SoapBar_bar_1)
        (cleanable SoapBar_bar_1)
        (objectType SoapBar_bar_2 SoapBarType)
        (inReceptacle SoapBar_bar_2 Toilet_bar_1)
        (objectAtLocation SoapBar_bar_2 loc_bar__minus_4_bar_9_bar_3_bar_30)
        (pickupable SoapBar_bar_2)
        (cleanable SoapBar_bar_2)
        (objectType SoapBottle_bar_1 SoapBottleType)
        (inReceptacle SoapBottle_bar_1 Cabinet_bar_3)
        (objectAtLocation SoapBottle_bar_1 loc_bar__minus_2_bar_14_bar_3_bar_30)
        (pickupable SoapBottle_bar_1)
        (objectType SprayBottle_bar_1 SprayBottleType)
        (inReceptacle SprayBottle_bar_1 Cabinet_bar_4)
        (objectAtLocation SprayBottle_bar_1 loc_bar__minus_2_bar_13_bar_3_bar_30)
        (pickupable SprayBottle_bar_1)
        (objectType SprayBottle_bar_2 SprayBottleType)
        (inReceptacle SprayBottle_bar_2 Toilet_bar_1)
        (objectAtLocation SprayBottle_bar_2 loc_bar__minus_4_bar_9_bar_3_bar_30)
        (pickupable SprayBottle_bar_2)
        (objectType ToiletPaper_bar_1 ToiletPaperType)
        (inReceptacle ToiletPaper_bar_1 GarbageCan_bar_1)
        (objectAtLocation ToiletPaper_bar_1 loc_bar__minus_5_bar_13_bar_0_bar_30)
        (pickupable ToiletPaper_bar_1)
        (objectType Towel_bar_1 TowelType)
        (inReceptacle Towel_bar_1 TowelHolder_bar_1)
        (objectAtLocation Towel_bar_1 loc_bar__minus_2_bar_11_bar_0_bar_30)
        (pickupable Towel_bar_1)
        (objectType Towel_bar_2 TowelType)
        (inReceptacle Towel_bar_2 TowelHolder_bar_1)
        (objectAtLocation Towel_bar_2 loc_bar__minus_2_bar_11_bar_0_bar_30)
        (pickupable Towel_bar_2)
        )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o SoapBarType)
                            (receptacleType ?r CabinetType)
                        )
                    )
                )
            )
        )
    )
    