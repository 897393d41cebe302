
(define (problem plan_a2rl_419_746961)
    (:domain alfred)
    (:objects
        agent1 - agent
        CandleType - otype
        ClothType - otype
        HandTowelType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SprayBottleType - otype
        TissueBoxType - otype
        ToiletPaperType - otype
        TowelType - otype
        BathtubBasinType - rtype
        GarbageCanType - rtype
        HandTowelHolderType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        ToiletPaperHangerType - rtype
        TowelHolderType - rtype
        Candle_bar_1 - object
        Candle_bar_2 - object
        Cloth_bar_1 - object
        Cloth_bar_2 - object
        HandTowel_bar_1 - object
        HandTowel_bar_2 - object
        SoapBar_bar_1 - object
        SoapBottle_bar_1 - object
        SprayBottle_bar_1 - object
        SprayBottle_bar_2 - object
        TissueBox_bar_1 - object
        ToiletPaper_bar_1 - object
        ToiletPaper_bar_2 - object
        Towel_bar_1 - object
        Towel_bar_2 - object
        Bathtub_bar_1_bar_BathtubBasin - receptacle
        SideTable_bar_1 - receptacle
        Sink_bar_1_bar_SinkBasin - receptacle
        GarbageCan_bar_1 - receptacle
        HandTowelHolder_bar_1 - receptacle
        TowelHolder_bar_1 - receptacle
        ToiletPaperHanger_bar_1 - receptacle
        loc_bar__minus_3_bar__minus_4_bar_3_bar_30 - location
        loc_bar__minus_5_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_5_bar__minus_4_bar_3_bar_30 - location
        loc_bar__minus_5_bar__minus_5_bar_3_bar_30 - location
        loc_bar__minus_5_bar__minus_8_bar_2_bar_30 - location
        loc_bar__minus_6_bar__minus_5_bar_3_bar_30 - location
        loc_bar__minus_6_bar__minus_7_bar_3_bar_30 - location
        loc_bar__minus_7_bar__minus_2_bar_2_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar__minus_6_bar__minus_5_bar_3_bar_30)
        (canContain BathtubBasinType ClothType)
        (canContain BathtubBasinType HandTowelType)
        (canContain BathtubBasinType SoapBarType)
        (canContain GarbageCanType ClothType)
        (canContain GarbageCanType HandTowelType)
        (canContain GarbageCanType SoapBarType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType SprayBottleType)
        (canContain GarbageCanType TissueBoxType)
        (canContain GarbageCanType ToiletPaperType)
        (canContain HandTowelHolderType HandTowelType)
        (canContain SideTableType CandleType)
        (canContain SideTableType ClothType)
        (canContain SideTableType HandTowelType)
        (canContain SideTableType SoapBarType)
        (canContain SideTableType SoapBottleType)
        (canContain SideTableType SprayBottleType)
        (canContain SideTableType TissueBoxType)
        (canContain SideTableType ToiletPaperType)
        (canContain SinkBasinType ClothType)
        (canContain SinkBasinType HandTowelType)
        (canContain SinkBasinType SoapBarType)
        (canContain ToiletPaperHangerType ToiletPaperType)
        (canContain TowelHolderType TowelType)
        (receptacleType Bathtub_bar_1_bar_BathtubBasin BathtubBasinType)
        (receptacleAtLocation Bathtub_bar_1_bar_BathtubBasin loc_bar__minus_5_bar__minus_8_bar_2_bar_30)
        (receptacleType SideTable_bar_1 SideTableType)
        (receptacleAtLocation SideTable_bar_1 loc_bar__minus_7_bar__minus_2_bar_2_bar_30)
        (receptacleType Sink_bar_1_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar_1_bar_SinkBasin loc_bar__minus_6_bar__minus_7_bar_3_bar_30)
        (receptacleType GarbageCan_bar_1 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar_1 loc_bar__minus_5_bar__minus_5_bar_3_bar_30)
        (receptacleType HandTowelHolder_bar_1 HandTowelHolderType)
        (receptacleAtLocation HandTowelHolder_bar_1 loc_bar__minus_5_bar__minus_2_bar_1_bar_30)
        (receptacleType TowelHolder_bar_1 TowelHolderType)
        (receptacleAtLocation TowelHolder_bar_1 loc_bar__minus_3_bar__minus_4_bar_3_bar_30)
        (receptacleType ToiletPaperHanger_bar_1 ToiletPaperHangerType)
        (receptacleAtLocation ToiletPaperHanger_bar_1 loc_bar__minus_5_bar__minus_4_bar_3_bar_30)
        (objectType Candle_bar_1 CandleType)
        (inReceptacle Candle_bar_1 SideTable_bar_1)
        (objectAtLocation Candle_bar_1 loc_bar__minus_7_bar__minus_2_bar_2_bar_30)
        (pickupable Candle_bar_1)
        (objectType Candle_bar_2 CandleType)
        (inReceptacle Candle_bar_2 SideTable_bar_1)
        (objectAtLocation Candle_bar_2 loc_bar__minus_7_bar__minus_2_bar_2_bar_30)
        (pickupable Candle_bar_2)
        (objectType Cloth_bar_1 ClothType)
        (inReceptacle Cloth_bar_1 Sink_bar_1_bar_SinkBasin)
        (objectAtLocation Cloth_bar_1 loc_bar__minus_6_bar__minus_7_bar_3_bar_30)
        (pickupable Cloth_bar_1)
        (cleanable Cloth_bar_1)
        (objectType Cloth_bar_2 ClothType)
        (inReceptacle Cloth_bar_2 GarbageCan_bar_1)
        (objectAtLocation Cloth_bar_2 loc_bar__minus_5_bar__minus_5_bar_3_bar_30)
        (pickupable Cloth_bar_2)
        (cleanable Cloth_bar_2)
        (objectType HandTowel_bar_1 HandTowelType)
        (inReceptacle HandTowel_bar_1 Sink_bar_1_bar_SinkBasin)
        (objectAtLocation HandTowel_bar_1 loc_bar__minus_6_bar__minus_7_bar_3_bar_30)
        (pickupable HandTowel_bar_1)
        (objectType HandTowel_bar_2 HandTowelType)
        (inReceptacle HandTowel_bar_2 Sink_bar_1_bar_SinkBasin)
        (objectAtLocation HandTowel_bar_2 loc_bar__minus_6_bar__minus_7_bar_3_bar_30)
        (pickupable HandTowel_bar_2)
        (objectType SoapBar_bar_1 SoapBarType)
        (inReceptacle SoapBar_bar_1 Sink_bar_1_bar_SinkBasin)
        (objectAtLocation SoapBar_bar_1 loc_bar__minus_6_bar__minus_7_bar_3_bar_30)
        (pickupable SoapBar_bar_1)
        (cleanable SoapBar_bar_1)
        (objectType SoapBottle_bar_1 SoapBottleType)
        (inReceptacle SoapBottle_bar_1 GarbageCan_bar_1)
        (objectAtLocation SoapBottle_bar_1 loc_bar__minus_5_bar__minus_5_bar_3_bar_30)
        (pickupable SoapBottle_bar_1)
        (objectType SprayBottle_bar_1 SprayBottleType)
        (inReceptacle SprayBottle_bar_1 GarbageCan_bar_1)
        (objectAtLocation SprayBottle_bar_1 loc_bar__minus_5_bar__minus_5_bar_3_bar_30)
        (pickupable SprayBottle_bar_1)
        (objectType SprayBottle_bar_2 SprayBottleType)
        (inReceptacle SprayBottle_bar_2 SideTable_bar_1)
        (objectAtLocation SprayBottle_bar_2 loc_bar__minus_7_bar__minus_2_bar_2_bar_30)
        (pickupable SprayBottle_bar_2)
        (objectType TissueBox_bar_1 TissueBoxType)
        (inReceptacle TissueBox_bar_1 SideTable_bar_1)
        (objectAtLocation TissueBox_bar_1 loc_bar__minus_7_bar__minus_2_bar_2_bar_30)
        (pickupable TissueBox_bar_1)
        (objectType ToiletPaper_bar_1 ToiletPaperType)
        (inReceptacle ToiletPaper_bar_1 ToiletPaperHanger_bar_1)
        (objectAtLocation ToiletPaper_bar_1 loc_bar__minus_5_bar__minus_4_bar_3_bar_30)
        (pickupable ToiletPaper_bar_1)
        (objectType ToiletPaper_bar_2 ToiletPaperType)
        (inReceptacle ToiletPaper_bar_2 GarbageCan_bar_1)
        (objectAtLocation ToiletPaper_bar_2 loc_bar__minus_5_bar__minus_5_bar_3_bar_30)
        (pickupable ToiletPaper_bar_2)
        (objectType Towel_bar_1 TowelType)
        (inReceptacle Towel_bar_1 TowelHolder_bar_1)
        (objectAtLocation Towel_bar_1 loc_bar__minus_3_bar__minus_4_bar_3_bar_30)
        (pickupable Towel_bar_1)
        (objectType Towel_bar_2 TowelType)
        (inReceptacle Towel_bar_2 TowelHolder_bar_1)
        (objectAtLocation Towel_bar_2 loc_bar__minus_3_bar__minus_4_bar_3_bar_30)
        (pickupable Towel_bar_2)
        )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o ClothType)
                            (receptacleType ?r SideTableType)
                        )
                    )
                )
            )
        )
    )
    