
(define (problem plan_a2rl_401_7546)
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
        ToiletPaperType - otype
        TowelType - otype
        BathtubBasinType - rtype
        CartType - rtype
        GarbageCanType - rtype
        HandTowelHolderType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        ToiletPaperHangerType - rtype
        TowelHolderType - rtype
        Candle_bar_1 - object
        Cloth_bar_1 - object
        Cloth_bar_2 - object
        DishSponge_bar_1 - object
        DishSponge_bar_2 - object
        HandTowel_bar_1 - object
        Plunger_bar_1 - object
        SoapBar_bar_1 - object
        SoapBottle_bar_1 - object
        SprayBottle_bar_1 - object
        SprayBottle_bar_2 - object
        ToiletPaper_bar_1 - object
        Towel_bar_1 - object
        Bathtub_bar_1_bar_BathtubBasin - receptacle
        Cart_bar_1 - receptacle
        GarbageCan_bar_1 - receptacle
        Shelf_bar_1 - receptacle
        Shelf_bar_2 - receptacle
        Shelf_bar_3 - receptacle
        Shelf_bar_4 - receptacle
        Sink_bar_1_bar_SinkBasin - receptacle
        HandTowelHolder_bar_1 - receptacle
        TowelHolder_bar_1 - receptacle
        ToiletPaperHanger_bar_1 - receptacle
        loc_bar__minus_10_bar_13_bar_0_bar_0 - location
        loc_bar__minus_10_bar_13_bar_0_bar_30 - location
        loc_bar__minus_10_bar_13_bar_0_bar_45 - location
        loc_bar__minus_10_bar_13_bar_0_bar_60 - location
        loc_bar__minus_10_bar_1_bar_3_bar_30 - location
        loc_bar__minus_10_bar_5_bar_3_bar_30 - location
        loc_bar__minus_10_bar_7_bar_3_bar_30 - location
        loc_bar__minus_12_bar_13_bar_2_bar_30 - location
        loc_bar__minus_5_bar_4_bar_1_bar_30 - location
        loc_bar__minus_6_bar_10_bar_1_bar_30 - location
        loc_bar__minus_8_bar_13_bar_1_bar_30 - location
        loc_bar__minus_9_bar_4_bar_2_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar__minus_6_bar_10_bar_1_bar_30)
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
        (canContain CartType ToiletPaperType)
        (canContain GarbageCanType ClothType)
        (canContain GarbageCanType DishSpongeType)
        (canContain GarbageCanType HandTowelType)
        (canContain GarbageCanType SoapBarType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType SprayBottleType)
        (canContain GarbageCanType ToiletPaperType)
        (canContain HandTowelHolderType HandTowelType)
        (canContain ShelfType CandleType)
        (canContain ShelfType ClothType)
        (canContain ShelfType DishSpongeType)
        (canContain ShelfType HandTowelType)
        (canContain ShelfType SoapBarType)
        (canContain ShelfType SoapBottleType)
        (canContain ShelfType SprayBottleType)
        (canContain ShelfType ToiletPaperType)
        (canContain SinkBasinType ClothType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType HandTowelType)
        (canContain SinkBasinType SoapBarType)
        (canContain ToiletPaperHangerType ToiletPaperType)
        (canContain TowelHolderType TowelType)
        (receptacleType Bathtub_bar_1_bar_BathtubBasin BathtubBasinType)
        (receptacleAtLocation Bathtub_bar_1_bar_BathtubBasin loc_bar__minus_5_bar_4_bar_1_bar_30)
        (receptacleType Cart_bar_1 CartType)
        (receptacleAtLocation Cart_bar_1 loc_bar__minus_10_bar_1_bar_3_bar_30)
        (receptacleType GarbageCan_bar_1 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar_1 loc_bar__minus_8_bar_13_bar_1_bar_30)
        (receptacleType Shelf_bar_1 ShelfType)
        (receptacleAtLocation Shelf_bar_1 loc_bar__minus_10_bar_13_bar_0_bar_30)
        (receptacleType Shelf_bar_2 ShelfType)
        (receptacleAtLocation Shelf_bar_2 loc_bar__minus_10_bar_13_bar_0_bar_45)
        (receptacleType Shelf_bar_3 ShelfType)
        (receptacleAtLocation Shelf_bar_3 loc_bar__minus_10_bar_13_bar_0_bar_60)
        (receptacleType Shelf_bar_4 ShelfType)
        (receptacleAtLocation Shelf_bar_4 loc_bar__minus_10_bar_13_bar_0_bar_0)
        (receptacleType Sink_bar_1_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar_1_bar_SinkBasin loc_bar__minus_10_bar_5_bar_3_bar_30)
        (receptacleType HandTowelHolder_bar_1 HandTowelHolderType)
        (receptacleAtLocation HandTowelHolder_bar_1 loc_bar__minus_12_bar_13_bar_2_bar_30)
        (receptacleType TowelHolder_bar_1 TowelHolderType)
        (receptacleAtLocation TowelHolder_bar_1 loc_bar__minus_9_bar_4_bar_2_bar_30)
        (receptacleType ToiletPaperHanger_bar_1 ToiletPaperHangerType)
        (receptacleAtLocation ToiletPaperHanger_bar_1 loc_bar__minus_10_bar_7_bar_3_bar_30)
        (objectType Candle_bar_1 CandleType)
        (inReceptacle Candle_bar_1 Cart_bar_1)
        (objectAtLocation Candle_bar_1 loc_bar__minus_10_bar_1_bar_3_bar_30)
        (pickupable Candle_bar_1)
        (objectType Cloth_bar_1 ClothType)
        (inReceptacle Cloth_bar_1 Shelf_bar_2)
        (objectAtLocation Cloth_bar_1 loc_bar__minus_10_bar_13_bar_0_bar_45)
        (pickupable Cloth_bar_1)
        (cleanable Cloth_bar_1)
        (objectType Cloth_bar_2 ClothType)
        (inReceptacle Cloth_bar_2 GarbageCan_bar_1)
        (objectAtLocation Cloth_bar_2 loc_bar__minus_8_bar_13_bar_1_bar_30)
        (pickupable Cloth_bar_2)
        (cleanable Cloth_bar_2)
        (objectType DishSponge_bar_1 DishSpongeType)
        (inReceptacle DishSponge_bar_1 Shelf_bar_4)
        (objectAtLocation DishSponge_bar_1 loc_bar__minus_10_bar_13_bar_0_bar_0)
        (pickupable DishSponge_bar_1)
        (cleanable DishSponge_bar_1)
        (objectType DishSponge_bar_2 DishSpongeType)
        (inReceptacle DishSponge_bar_2 Shelf_bar_1)
        (objectAtLocation DishSponge_bar_2 loc_bar__minus_10_bar_13_bar_0_bar_30)
        (pickupable DishSponge_bar_2)
        (cleanable DishSponge_bar_2)
        (objectType HandTowel_bar_1 HandTowelType)
        (inReceptacle HandTowel_bar_1 Shelf_bar_2)
        (objectAtLocation HandTowel_bar_1 loc_bar__minus_10_bar_13_bar_0_bar_45)
        (pickupable HandTowel_bar_1)
        (objectType Plunger_bar_1 PlungerType)
        (inReceptacle Plunger_bar_1 Cart_bar_1)
        (objectAtLocation Plunger_bar_1 loc_bar__minus_10_bar_1_bar_3_bar_30)
        (pickupable Plunger_bar_1)
        (objectType SoapBar_bar_1 SoapBarType)
        (inReceptacle SoapBar_bar_1 Shelf_bar_2)
        (objectAtLocation SoapBar_bar_1 loc_bar__minus_10_bar_13_bar_0_bar_45)
        (pickupable SoapBar_bar_1)
        (cleanable SoapBar_bar_1)
        (objectType SoapBottle_bar_1 SoapBottleType)
        (inReceptacle SoapBottle_bar_1 GarbageCan_bar_1)
        (objectAtLocation SoapBottle_bar_1 loc_bar__minus_8_bar_13_bar_1_bar_30)
        (pickupable SoapBottle_bar_1)
        (objectType SprayBottle_bar_1 SprayBottleType)
        (inReceptacle SprayBottle_bar_1 Cart_bar_1)
        (objectAtLocation SprayBottle_bar_1 loc_bar__minus_10_bar_1_bar_3_bar_30)
        (pickupable SprayBottle_bar_1)
        (objectType SprayBottle_bar_2 SprayBottleType)
        (inReceptacle SprayBottle_bar_2 Shelf_bar_4)
        (objectAtLocation SprayBottle_bar_2 loc_bar__minus_10_bar_13_bar_0_bar_0)
        (pickupable SprayBottle_bar_2)
        (objectType ToiletPaper_bar_1 ToiletPaperType)
        (inReceptacle ToiletPaper_bar_1 ToiletPaperHanger_bar_1)
        (objectAtLocation ToiletPaper_bar_1 loc_bar__minus_10_bar_7_bar_3_bar_30)
        (pickupable ToiletPaper_bar_1)
        (objectType Towel_bar_1 TowelType)
        (inReceptacle Towel_bar_1 TowelHolder_bar_1)
        (objectAtLocation Towel_bar_1 loc_bar__minus_9_bar_4_bar_2_bar_30)
        (pickupable Towel_bar_1)
        )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o ClothType)
                            (receptacleType ?r BathtubBasinType)
                        )
                    )
                )
            )
        )
    )
    