
(define (problem plan_a2rl_430_682376)
    (:domain alfred)
    (:objects
        agent1 - agent
        CandleType - otype
        ClothType - otype
        DishSpongeType - otype
        HandTowelType - otype
        PlungerType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SprayBottleType - otype
        TissueBoxType - otype
        ToiletPaperType - otype
        TowelType - otype
        BathtubBasinType - rtype
        CartType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        GarbageCanType - rtype
        HandTowelHolderType - rtype
        SinkBasinType - rtype
        ToiletType - rtype
        ToiletPaperHangerType - rtype
        TowelHolderType - rtype
        Candle_bar_1 - object
        Candle_bar_2 - object
        Cloth_bar_1 - object
        DishSponge_bar_1 - object
        HandTowel_bar_1 - object
        Plunger_bar_1 - object
        Plunger_bar_2 - object
        SoapBar_bar_1 - object
        SoapBottle_bar_1 - object
        SoapBottle_bar_2 - object
        SprayBottle_bar_1 - object
        TissueBox_bar_1 - object
        TissueBox_bar_2 - object
        TissueBox_bar_3 - object
        ToiletPaper_bar_1 - object
        Towel_bar_1 - object
        Towel_bar_2 - object
        Bathtub_bar_1_bar_BathtubBasin - receptacle
        Cart_bar_1 - receptacle
        CounterTop_bar_1 - receptacle
        Drawer_bar_1 - receptacle
        Drawer_bar_2 - receptacle
        Drawer_bar_3 - receptacle
        Drawer_bar_4 - receptacle
        GarbageCan_bar_1 - receptacle
        Sink_bar_1_bar_SinkBasin - receptacle
        Toilet_bar_1 - receptacle
        HandTowelHolder_bar_1 - receptacle
        TowelHolder_bar_1 - receptacle
        ToiletPaperHanger_bar_1 - receptacle
        loc_bar__minus_10_bar_0_bar_0_bar_30 - location
        loc_bar__minus_10_bar_0_bar_2_bar_30 - location
        loc_bar__minus_1_bar__minus_3_bar_2_bar_30 - location
        loc_bar__minus_1_bar_1_bar_3_bar_30 - location
        loc_bar__minus_2_bar_7_bar_3_bar_30 - location
        loc_bar__minus_3_bar_6_bar_0_bar_30 - location
        loc_bar__minus_4_bar_7_bar_1_bar_30 - location
        loc_bar__minus_5_bar__minus_3_bar_2_bar_30 - location
        loc_bar__minus_8_bar_6_bar_3_bar_30 - location
        loc_bar__minus_9_bar_6_bar_3_bar_30 - location
        loc_bar_0_bar__minus_4_bar_2_bar_30 - location
        loc_bar_0_bar__minus_4_bar_2_bar_45 - location
        loc_bar_0_bar__minus_4_bar_2_bar_60 - location
        loc_bar_0_bar__minus_5_bar_2_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar__minus_1_bar_1_bar_3_bar_30)
        (canContain BathtubBasinType ClothType)
        (canContain BathtubBasinType DishSpongeType)
        (canContain BathtubBasinType HandTowelType)
        (canContain BathtubBasinType SoapBarType)
        (canContain CartType CandleType)
        (canContain CartType ClothType)
        (canContain CartType DishSpongeType)
        (canContain CartType HandTowelType)
        (canContain CartType PlungerType)
        (canContain CartType SoapBarType)
        (canContain CartType SoapBottleType)
        (canContain CartType SprayBottleType)
        (canContain CartType TissueBoxType)
        (canContain CartType ToiletPaperType)
        (canContain CounterTopType CandleType)
        (canContain CounterTopType ClothType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType HandTowelType)
        (canContain CounterTopType SoapBarType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SprayBottleType)
        (canContain CounterTopType TissueBoxType)
        (canContain CounterTopType ToiletPaperType)
        (canContain DrawerType CandleType)
        (canContain DrawerType ClothType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType HandTowelType)
        (canContain DrawerType SoapBarType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SprayBottleType)
        (canContain DrawerType TissueBoxType)
        (canContain DrawerType ToiletPaperType)
        (canContain GarbageCanType ClothType)
        (canContain GarbageCanType DishSpongeType)
        (canContain GarbageCanType HandTowelType)
        (canContain GarbageCanType SoapBarType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType SprayBottleType)
        (canContain GarbageCanType TissueBoxType)
        (canContain GarbageCanType ToiletPaperType)
        (canContain HandTowelHolderType HandTowelType)
        (canContain SinkBasinType ClothType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType HandTowelType)
        (canContain SinkBasinType SoapBarType)
        (canContain ToiletType CandleType)
        (canContain ToiletType ClothType)
        (canContain ToiletType DishSpongeType)
        (canContain ToiletType HandTowelType)
        (canContain ToiletType SoapBarType)
        (canContain ToiletType SoapBottleType)
        (canContain ToiletType SprayBottleType)
        (canContain ToiletType TissueBoxType)
        (canContain ToiletType ToiletPaperType)
        (canContain ToiletPaperHangerType ToiletPaperType)
        (canContain TowelHolderType TowelType)
        (receptacleType Bathtub_bar_1_bar_BathtubBasin BathtubBasinType)
        (receptacleAtLocation Bathtub_bar_1_bar_BathtubBasin loc_bar__minus_10_bar_0_bar_2_bar_30)
        (receptacleType Cart_bar_1 CartType)
        (receptacleAtLocation Cart_bar_1 loc_bar__minus_9_bar_6_bar_3_bar_30)
        (receptacleType CounterTop_bar_1 CounterTopType)
        (receptacleAtLocation CounterTop_bar_1 loc_bar_0_bar__minus_5_bar_2_bar_30)
        (receptacleType Drawer_bar_1 DrawerType)
        (receptacleAtLocation Drawer_bar_1 loc_bar__minus_1_bar__minus_3_bar_2_bar_30)
        (openable Drawer_bar_1)
        (receptacleType Drawer_bar_2 DrawerType)
        (receptacleAtLocation Drawer_bar_2 loc_bar_0_bar__minus_4_bar_2_bar_30)
        (openable Drawer_bar_2)
        (receptacleType Drawer_bar_3 DrawerType)
        (receptacleAtLocation Drawer_bar_3 loc_bar_0_bar__minus_4_bar_2_bar_45)
        (openable Drawer_bar_3)
        (receptacleType Drawer_bar_4 DrawerType)
        (receptacleAtLocation Drawer_bar_4 loc_bar_0_bar__minus_4_bar_2_bar_60)
        (openable Drawer_bar_4)
        (receptacleType GarbageCan_bar_1 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar_1 loc_bar__minus_8_bar_6_bar_3_bar_30)
        (receptacleType Sink_bar_1_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar_1_bar_SinkBasin loc_bar__minus_10_bar_0_bar_0_bar_30)
        (receptacleType Toilet_bar_1 ToiletType)
        (receptacleAtLocation Toilet_bar_1 loc_bar__minus_4_bar_7_bar_1_bar_30)
        (receptacleType HandTowelHolder_bar_1 HandTowelHolderType)
        (receptacleAtLocation HandTowelHolder_bar_1 loc_bar__minus_2_bar_7_bar_3_bar_30)
        (receptacleType TowelHolder_bar_1 TowelHolderType)
        (receptacleAtLocation TowelHolder_bar_1 loc_bar__minus_5_bar__minus_3_bar_2_bar_30)
        (receptacleType ToiletPaperHanger_bar_1 ToiletPaperHangerType)
        (receptacleAtLocation ToiletPaperHanger_bar_1 loc_bar__minus_3_bar_6_bar_0_bar_30)
        (objectType Candle_bar_1 CandleType)
        (inReceptacle Candle_bar_1 Cart_bar_1)
        (objectAtLocation Candle_bar_1 loc_bar__minus_9_bar_6_bar_3_bar_30)
        (pickupable Candle_bar_1)
        (objectType Candle_bar_2 CandleType)
        (inReceptacle Candle_bar_2 Drawer_bar_2)
        (objectAtLocation Candle_bar_2 loc_bar_0_bar__minus_4_bar_2_bar_30)
        (pickupable Candle_bar_2)
        (objectType Cloth_bar_1 ClothType)
        (inReceptacle Cloth_bar_1 GarbageCan_bar_1)
        (objectAtLocation Cloth_bar_1 loc_bar__minus_8_bar_6_bar_3_bar_30)
        (pickupable Cloth_bar_1)
        (cleanable Cloth_bar_1)
        (objectType DishSponge_bar_1 DishSpongeType)
        (inReceptacle DishSponge_bar_1 Drawer_bar_4)
        (objectAtLocation DishSponge_bar_1 loc_bar_0_bar__minus_4_bar_2_bar_60)
        (pickupable DishSponge_bar_1)
        (cleanable DishSponge_bar_1)
        (objectType HandTowel_bar_1 HandTowelType)
        (inReceptacle HandTowel_bar_1 Drawer_bar_1)
        (objectAtLocation HandTowel_bar_1 loc_bar__minus_1_bar__minus_3_bar_2_bar_30)
        (pickupable HandTowel_bar_1)
        (objectType Plunger_bar_1 PlungerType)
        (inReceptacle Plunger_bar_1 Cart_bar_1)
        (objectAtLocation Plunger_bar_1 loc_bar__minus_9_bar_6_bar_3_bar_30)
        (pickupable Plunger_bar_1)
        (objectType Plunger_bar_2 PlungerType)
        (inReceptacle Plunger_bar_2 Cart_bar_1)
        (objectAtLocation Plunger_bar_2 loc_bar__minus_9_bar_6_bar_3_bar_30)
        (pickupable Plunger_bar_2)
        (objectType SoapBar_bar_1 SoapBarType)
        (inReceptacle SoapBar_bar_1 GarbageCan_bar_1)
        (objectAtLocation SoapBar_bar_1 loc_bar__minus_8_bar_6_bar_3_bar_30)
        (pickupable SoapBar_bar_1)
        (cleanable SoapBar_bar_1)
        (objectType SoapBottle_bar_1 SoapBottleType)
        (inReceptacle SoapBottle_bar_1 Cart_bar_1)
        (objectAtLocation SoapBottle_bar_1 loc_bar__minus_9_bar_6_bar_3_bar_30)
        (pickupable SoapBottle_bar_1)
        (objectType SoapBottle_bar_2 SoapBottleType)
        (inReceptacle SoapBottle_bar_2 CounterTop_bar_1)
        (objectAtLocation SoapBottle_bar_2 loc_bar_0_bar__minus_5_bar_2_bar_30)
        (pickupable SoapBottle_bar_2)
        (objectType SprayBottle_bar_1 SprayBottleType)
        (inReceptacle SprayBottle_bar_1 Drawer_bar_3)
        (objectAtLocation SprayBottle_bar_1 loc_bar_0_bar__minus_4_bar_2_bar_45)
        (pickupable SprayBottle_bar_1)
        (objectType TissueBox_bar_1 TissueBoxType)
        (inReceptacle TissueBox_bar_1 GarbageCan_bar_1)
        (objectAtLocation TissueBox_bar_1 loc_bar__minus_8_bar_6_bar_3_bar_30)
        (pickupable TissueBox_bar_1)
        (objectType TissueBox_bar_2 TissueBoxType)
        (inReceptacle TissueBox_bar_2 Drawer_bar_1)
        (objectAtLocation TissueBox_bar_2 loc_bar__minus_1_bar__minus_3_bar_2_bar_30)
        (pickupable TissueBox_bar_2)
        (objectType TissueBox_bar_3 TissueBoxType)
        (inReceptacle TissueBox_bar_3 Drawer_bar_2)
        (objectAtLocation TissueBox_bar_3 loc_bar_0_bar__minus_4_bar_2_bar_30)
        (pickupable TissueBox_bar_3)
        (objectType ToiletPaper_bar_1 ToiletPaperType)
        (inReceptacle ToiletPaper_bar_1 Drawer_bar_1)
        (objectAtLocation ToiletPaper_bar_1 loc_bar__minus_1_bar__minus_3_bar_2_bar_30)
        (pickupable ToiletPaper_bar_1)
        (objectType Towel_bar_1 TowelType)
        (inReceptacle Towel_bar_1 TowelHolder_bar_1)
        (objectAtLocation Towel_bar_1 loc_bar__minus_5_bar__minus_3_bar_2_bar_30)
        (pickupable Towel_bar_1)
        (objectType Towel_bar_2 TowelType)
        (inReceptacle Towel_bar_2 TowelHolder_bar_1)
        (objectAtLocation Towel_bar_2 loc_bar__minus_5_bar__minus_3_bar_2_bar_30)
        (pickupable Towel_bar_2)
        )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o TissueBoxType)
                            (receptacleType ?r CounterTopType)
                        )
                    )
                )
            )
        )
    )
    