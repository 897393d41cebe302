
(define (problem plan_a2rl_409_329887)
    (:domain alfred)
    (:objects
        agent1 - agent
        CandleType - otype
        ClothType - otype
        HandTowelType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SprayBottleType - otype
        ToiletPaperType - otype
        TowelType - otype
        CounterTopType - rtype
        DrawerType - rtype
        GarbageCanType - rtype
        HandTowelHolderType - rtype
        SinkBasinType - rtype
        ToiletType - rtype
        ToiletPaperHangerType - rtype
        TowelHolderType - rtype
        Candle_bar_1 - object
        Cloth_bar_1 - object
        Cloth_bar_2 - object
        Cloth_bar_3 - object
        HandTowel_bar_1 - object
        HandTowel_bar_2 - object
        SoapBar_bar_1 - object
        SoapBar_bar_2 - object
        SoapBottle_bar_1 - object
        SprayBottle_bar_1 - object
        ToiletPaper_bar_1 - object
        ToiletPaper_bar_2 - object
        Towel_bar_1 - object
        CounterTop_bar_1 - receptacle
        Drawer_bar_1 - receptacle
        Drawer_bar_2 - receptacle
        Drawer_bar_3 - receptacle
        Drawer_bar_4 - receptacle
        Drawer_bar_5 - receptacle
        Drawer_bar_6 - receptacle
        GarbageCan_bar_1 - receptacle
        Sink_bar_1_bar_SinkBasin - receptacle
        Toilet_bar_1 - receptacle
        HandTowelHolder_bar_1 - receptacle
        TowelHolder_bar_1 - receptacle
        ToiletPaperHanger_bar_1 - receptacle
        loc_bar__minus_1_bar_10_bar_1_bar_30 - location
        loc_bar__minus_1_bar_11_bar_1_bar_30 - location
        loc_bar__minus_2_bar_10_bar_1_bar_30 - location
        loc_bar__minus_2_bar_11_bar_3_bar_30 - location
        loc_bar__minus_2_bar_12_bar_1_bar_30 - location
        loc_bar__minus_2_bar_13_bar_1_bar_30 - location
        loc_bar__minus_3_bar_10_bar_3_bar_30 - location
        loc_bar__minus_3_bar_11_bar_1_bar_30 - location
        loc_bar__minus_3_bar_11_bar_1_bar_45 - location
        loc_bar__minus_3_bar_14_bar_1_bar_30 - location
        loc_bar__minus_3_bar_8_bar_1_bar_30 - location
        loc_bar__minus_3_bar_9_bar_1_bar_30 - location
        loc_bar__minus_4_bar_8_bar_2_bar_30 - location
        loc_bar__minus_5_bar_10_bar_1_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar__minus_4_bar_8_bar_2_bar_30)
        (canContain CounterTopType CandleType)
        (canContain CounterTopType ClothType)
        (canContain CounterTopType HandTowelType)
        (canContain CounterTopType SoapBarType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SprayBottleType)
        (canContain CounterTopType ToiletPaperType)
        (canContain DrawerType CandleType)
        (canContain DrawerType ClothType)
        (canContain DrawerType HandTowelType)
        (canContain DrawerType SoapBarType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SprayBottleType)
        (canContain DrawerType ToiletPaperType)
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
        (receptacleType CounterTop_bar_1 CounterTopType)
        (receptacleAtLocation CounterTop_bar_1 loc_bar__minus_1_bar_11_bar_1_bar_30)
        (receptacleType Drawer_bar_1 DrawerType)
        (receptacleAtLocation Drawer_bar_1 loc_bar__minus_3_bar_11_bar_1_bar_30)
        (openable Drawer_bar_1)
        (receptacleType Drawer_bar_2 DrawerType)
        (receptacleAtLocation Drawer_bar_2 loc_bar__minus_3_bar_8_bar_1_bar_30)
        (openable Drawer_bar_2)
        (receptacleType Drawer_bar_3 DrawerType)
        (receptacleAtLocation Drawer_bar_3 loc_bar__minus_3_bar_14_bar_1_bar_30)
        (openable Drawer_bar_3)
        (receptacleType Drawer_bar_4 DrawerType)
        (receptacleAtLocation Drawer_bar_4 loc_bar__minus_3_bar_11_bar_1_bar_45)
        (openable Drawer_bar_4)
        (receptacleType Drawer_bar_5 DrawerType)
        (receptacleAtLocation Drawer_bar_5 loc_bar__minus_2_bar_10_bar_1_bar_30)
        (openable Drawer_bar_5)
        (receptacleType Drawer_bar_6 DrawerType)
        (receptacleAtLocation Drawer_bar_6 loc_bar__minus_2_bar_12_bar_1_bar_30)
        (openable Drawer_bar_6)
        (receptacleType GarbageCan_bar_1 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar_1 loc_bar__minus_2_bar_13_bar_1_bar_30)
        (receptacleType Sink_bar_1_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar_1_bar_SinkBasin loc_bar__minus_1_bar_10_bar_1_bar_30)
        (receptacleType Toilet_bar_1 ToiletType)
        (receptacleAtLocation Toilet_bar_1 loc_bar__minus_3_bar_9_bar_1_bar_30)
        (receptacleType HandTowelHolder_bar_1 HandTowelHolderType)
        (receptacleAtLocation HandTowelHolder_bar_1 loc_bar__minus_3_bar_10_bar_3_bar_30)
        (receptacleType TowelHolder_bar_1 TowelHolderType)
        (receptacleAtLocation TowelHolder_bar_1 loc_bar__minus_2_bar_11_bar_3_bar_30)
        (receptacleType ToiletPaperHanger_bar_1 ToiletPaperHangerType)
        (receptacleAtLocation ToiletPaperHanger_bar_1 loc_bar__minus_5_bar_10_bar_1_bar_30)
        (objectType Candle_bar_1 CandleType)
        (inReceptacle Candle_bar_1 Toilet_bar_1)
        (objectAtLocation Candle_bar_1 loc_bar__minus_3_bar_9_bar_1_bar_30)
        (pickupable Candle_bar_1)
        (objectType Cloth_bar_1 ClothType)
        (inReceptacle Cloth_bar_1 CounterTop_bar_1)
        (objectAtLocation Cloth_bar_1 loc_bar__minus_1_bar_11_bar_1_bar_30)
        (pickupable Cloth_bar_1)
        (cleanable Cloth_bar_1)
        (objectType Cloth_bar_2 ClothType)
        (inReceptacle Cloth_bar_2 CounterTop_bar_1)
        (objectAtLocation Cloth_bar_2 loc_bar__minus_1_bar_11_bar_1_bar_30)
        (pickupable Cloth_bar_2)
        (cleanable Cloth_bar_2)
        (objectType Cloth_bar_3 ClothType)
        (inReceptacle Cloth_bar_3 Sink_bar_1_bar_SinkBasin)
        (objectAtLocation Cloth_bar_3 loc_bar__minus_1_bar_10_bar_1_bar_30)
        (pickupable Cloth_bar_3)
        (cleanable Cloth_bar_3)
        (objectType HandTowel_bar_1 HandTowelType)
        (inReceptacle HandTowel_bar_1 CounterTop_bar_1)
        (objectAtLocation HandTowel_bar_1 loc_bar__minus_1_bar_11_bar_1_bar_30)
        (pickupable HandTowel_bar_1)
        (objectType HandTowel_bar_2 HandTowelType)
        (inReceptacle HandTowel_bar_2 GarbageCan_bar_1)
        (objectAtLocation HandTowel_bar_2 loc_bar__minus_2_bar_13_bar_1_bar_30)
        (pickupable HandTowel_bar_2)
        (objectType SoapBar_bar_1 SoapBarType)
        (inReceptacle SoapBar_bar_1 Drawer_bar_5)
        (objectAtLocation SoapBar_bar_1 loc_bar__minus_2_bar_10_bar_1_bar_30)
        (pickupable SoapBar_bar_1)
        (cleanable SoapBar_bar_1)
        (objectType SoapBar_bar_2 SoapBarType)
        (inReceptacle SoapBar_bar_2 Drawer_bar_6)
        (objectAtLocation SoapBar_bar_2 loc_bar__minus_2_bar_12_bar_1_bar_30)
        (pickupable SoapBar_bar_2)
        (cleanable SoapBar_bar_2)
        (objectType SoapBottle_bar_1 SoapBottleType)
        (inReceptacle SoapBottle_bar_1 Drawer_bar_1)
        (objectAtLocation SoapBottle_bar_1 loc_bar__minus_3_bar_11_bar_1_bar_30)
        (pickupable SoapBottle_bar_1)
        (objectType SprayBottle_bar_1 SprayBottleType)
        (inReceptacle SprayBottle_bar_1 CounterTop_bar_1)
        (objectAtLocation SprayBottle_bar_1 loc_bar__minus_1_bar_11_bar_1_bar_30)
        (pickupable SprayBottle_bar_1)
        (objectType ToiletPaper_bar_1 ToiletPaperType)
        (inReceptacle ToiletPaper_bar_1 Drawer_bar_6)
        (objectAtLocation ToiletPaper_bar_1 loc_bar__minus_2_bar_12_bar_1_bar_30)
        (pickupable ToiletPaper_bar_1)
        (objectType ToiletPaper_bar_2 ToiletPaperType)
        (inReceptacle ToiletPaper_bar_2 CounterTop_bar_1)
        (objectAtLocation ToiletPaper_bar_2 loc_bar__minus_1_bar_11_bar_1_bar_30)
        (pickupable ToiletPaper_bar_2)
        (objectType Towel_bar_1 TowelType)
        (inReceptacle Towel_bar_1 TowelHolder_bar_1)
        (objectAtLocation Towel_bar_1 loc_bar__minus_2_bar_11_bar_3_bar_30)
        (pickupable Towel_bar_1)
        )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o ClothType)
                            (receptacleType ?r DrawerType)
                        )
                    )
                )
            )
        )
    )
    