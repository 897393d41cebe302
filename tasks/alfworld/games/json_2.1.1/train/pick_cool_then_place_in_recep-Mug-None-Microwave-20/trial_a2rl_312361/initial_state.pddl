
(define (problem plan_a2rl_20_312361)
    (:domain alfred)
    (:objects
        agent1 - agent
        EggType - otype
        ForkType - otype
        LettuceType - otype
        MugType - otype
        PepperShakerType - otype
        PlateType - otype
        SaltShakerType - otype
        SoapBottleType - otype
        SpatulaType - otype
        TomatoType - otype
        WineBottleType - otype
        CabinetType - rtype
        CoffeeMachineType - rtype
        CounterTopType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        StoveBurnerType - rtype
        ToasterType - rtype
        Egg_bar_1 - object
        Egg_bar_2 - object
        Fork_bar_1 - object
        Fork_bar_2 - object
        Lettuce_bar_1 - object
        Mug_bar_1 - object
        PepperShaker_bar_1 - object
        PepperShaker_bar_2 - object
        Plate_bar_1 - object
        SaltShaker_bar_1 - object
        SaltShaker_bar_2 - object
        SoapBottle_bar_1 - object
        Spatula_bar_1 - object
        Spatula_bar_2 - object
        Tomato_bar_1 - object
        WineBottle_bar_1 - object
        Cabinet_bar_1 - receptacle
        Cabinet_bar_2 - receptacle
        Cabinet_bar_3 - receptacle
        Cabinet_bar_4 - receptacle
        Cabinet_bar_5 - receptacle
        Cabinet_bar_6 - receptacle
        Cabinet_bar_7 - receptacle
        Cabinet_bar_8 - receptacle
        Cabinet_bar_9 - receptacle
        Cabinet_bar_10 - receptacle
        Cabinet_bar_11 - receptacle
        CounterTop_bar_1 - receptacle
        DiningTable_bar_1 - receptacle
        Fridge_bar_1 - receptacle
        Microwave_bar_1 - receptacle
        Shelf_bar_1 - receptacle
        Shelf_bar_2 - receptacle
        Shelf_bar_3 - receptacle
        Sink_bar_1_bar_SinkBasin - receptacle
        StoveBurner_bar_1 - receptacle
        StoveBurner_bar_2 - receptacle
        StoveBurner_bar_3 - receptacle
        StoveBurner_bar_4 - receptacle
        CoffeeMachine_bar_1 - receptacle
        Toaster_bar_1 - receptacle
        GarbageCan_bar_1 - receptacle
        loc_bar__minus_1_bar__minus_3_bar_2_bar_30 - location
        loc_bar__minus_1_bar__minus_5_bar_2_bar_30 - location
        loc_bar__minus_1_bar__minus_5_bar_3_bar__minus_30 - location
        loc_bar__minus_1_bar__minus_5_bar_3_bar_30 - location
        loc_bar__minus_2_bar__minus_1_bar_3_bar_30 - location
        loc_bar__minus_2_bar__minus_3_bar_3_bar_0 - location
        loc_bar__minus_2_bar__minus_4_bar_2_bar__minus_30 - location
        loc_bar__minus_3_bar_3_bar_1_bar_30 - location
        loc_bar__minus_3_bar_3_bar_2_bar_30 - location
        loc_bar__minus_4_bar_3_bar_1_bar_30 - location
        loc_bar_0_bar__minus_4_bar_3_bar_30 - location
        loc_bar_0_bar_8_bar_0_bar_30 - location
        loc_bar_1_bar__minus_5_bar_2_bar__minus_30 - location
        loc_bar_2_bar__minus_3_bar_3_bar_30 - location
        loc_bar_2_bar__minus_5_bar_1_bar_30 - location
        loc_bar_3_bar__minus_3_bar_2_bar_30 - location
        loc_bar_3_bar__minus_5_bar_2_bar_30 - location
        loc_bar_3_bar_9_bar_0_bar_30 - location
        loc_bar_4_bar__minus_4_bar_1_bar__minus_30 - location
        loc_bar_4_bar__minus_5_bar_1_bar__minus_30 - location
        loc_bar_4_bar__minus_5_bar_2_bar__minus_15 - location
        loc_bar_4_bar__minus_5_bar_2_bar__minus_30 - location
        loc_bar_4_bar_5_bar_3_bar_30 - location
        loc_bar_4_bar_6_bar_0_bar_30 - location
        loc_bar_4_bar_6_bar_0_bar_45 - location
        loc_bar_5_bar_5_bar_0_bar_30 - location
        loc_bar_6_bar_8_bar_0_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar_4_bar_5_bar_3_bar_30)
        (canContain CabinetType MugType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PlateType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType WineBottleType)
        (canContain CoffeeMachineType MugType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SpatulaType)
        (canContain CounterTopType TomatoType)
        (canContain CounterTopType WineBottleType)
        (canContain DiningTableType EggType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType LettuceType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType PepperShakerType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType SaltShakerType)
        (canContain DiningTableType SoapBottleType)
        (canContain DiningTableType SpatulaType)
        (canContain DiningTableType TomatoType)
        (canContain DiningTableType WineBottleType)
        (canContain FridgeType EggType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType MugType)
        (canContain FridgeType PlateType)
        (canContain FridgeType TomatoType)
        (canContain FridgeType WineBottleType)
        (canContain GarbageCanType EggType)
        (canContain GarbageCanType LettuceType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType TomatoType)
        (canContain GarbageCanType WineBottleType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType PlateType)
        (canContain MicrowaveType TomatoType)
        (canContain ShelfType MugType)
        (canContain ShelfType PepperShakerType)
        (canContain ShelfType PlateType)
        (canContain ShelfType SaltShakerType)
        (canContain ShelfType SoapBottleType)
        (canContain ShelfType WineBottleType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType SpatulaType)
        (canContain SinkBasinType TomatoType)
        (receptacleType Cabinet_bar_1 CabinetType)
        (receptacleAtLocation Cabinet_bar_1 loc_bar_1_bar__minus_5_bar_2_bar__minus_30)
        (openable Cabinet_bar_1)
        (receptacleType Cabinet_bar_2 CabinetType)
        (receptacleAtLocation Cabinet_bar_2 loc_bar_4_bar__minus_5_bar_2_bar__minus_30)
        (openable Cabinet_bar_2)
        (receptacleType Cabinet_bar_3 CabinetType)
        (receptacleAtLocation Cabinet_bar_3 loc_bar_3_bar__minus_3_bar_2_bar_30)
        (openable Cabinet_bar_3)
        (receptacleType Cabinet_bar_4 CabinetType)
        (receptacleAtLocation Cabinet_bar_4 loc_bar_2_bar__minus_5_bar_1_bar_30)
        (openable Cabinet_bar_4)
        (receptacleType Cabinet_bar_5 CabinetType)
        (receptacleAtLocation Cabinet_bar_5 loc_bar_4_bar__minus_5_bar_2_bar__minus_15)
        (openable Cabinet_bar_5)
        (receptacleType Cabinet_bar_6 CabinetType)
        (receptacleAtLocation Cabinet_bar_6 loc_bar_4_bar__minus_4_bar_1_bar__minus_30)
        (openable Cabinet_bar_6)
        (receptacleType Cabinet_bar_7 CabinetType)
        (receptacleAtLocation Cabinet_bar_7 loc_bar_4_bar__minus_5_bar_1_bar__minus_30)
        (openable Cabinet_bar_7)
        (receptacleType Cabinet_bar_8 CabinetType)
        (receptacleAtLocation Cabinet_bar_8 loc_bar__minus_1_bar__minus_3_bar_2_bar_30)
        (openable Cabinet_bar_8)
        (receptacleType Cabinet_bar_9 CabinetType)
        (receptacleAtLocation Cabinet_bar_9 loc_bar_0_bar__minus_4_bar_3_bar_30)
        (openable Cabinet_bar_9)
        (receptacleType Cabinet_bar_10 CabinetType)
        (receptacleAtLocation Cabinet_bar_10 loc_bar__minus_2_bar__minus_4_bar_2_bar__minus_30)
        (openable Cabinet_bar_10)
        (receptacleType Cabinet_bar_11 CabinetType)
        (receptacleAtLocation Cabinet_bar_11 loc_bar__minus_1_bar__minus_5_bar_3_bar__minus_30)
        (openable Cabinet_bar_11)
        (receptacleType CounterTop_bar_1 CounterTopType)
        (receptacleAtLocation CounterTop_bar_1 loc_bar_3_bar__minus_5_bar_2_bar_30)
        (receptacleType DiningTable_bar_1 DiningTableType)
        (receptacleAtLocation DiningTable_bar_1 loc_bar__minus_4_bar_3_bar_1_bar_30)
        (receptacleType Fridge_bar_1 FridgeType)
        (receptacleAtLocation Fridge_bar_1 loc_bar__minus_2_bar__minus_3_bar_3_bar_0)
        (openable Fridge_bar_1)
        (receptacleType Microwave_bar_1 MicrowaveType)
        (receptacleAtLocation Microwave_bar_1 loc_bar__minus_1_bar__minus_5_bar_3_bar_30)
        (openable Microwave_bar_1)
        (receptacleType Shelf_bar_1 ShelfType)
        (receptacleAtLocation Shelf_bar_1 loc_bar_4_bar_6_bar_0_bar_30)
        (receptacleType Shelf_bar_2 ShelfType)
        (receptacleAtLocation Shelf_bar_2 loc_bar_5_bar_5_bar_0_bar_30)
        (receptacleType Shelf_bar_3 ShelfType)
        (receptacleAtLocation Shelf_bar_3 loc_bar_6_bar_8_bar_0_bar_30)
        (receptacleType Sink_bar_1_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar_1_bar_SinkBasin loc_bar__minus_1_bar__minus_5_bar_2_bar_30)
        (receptacleType StoveBurner_bar_1 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar_1 loc_bar_2_bar__minus_3_bar_3_bar_30)
        (receptacleType StoveBurner_bar_2 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar_2 loc_bar__minus_2_bar__minus_1_bar_3_bar_30)
        (receptacleType StoveBurner_bar_3 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar_3 loc_bar_0_bar_8_bar_0_bar_30)
        (receptacleType StoveBurner_bar_4 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar_4 loc_bar__minus_3_bar_3_bar_2_bar_30)
        (receptacleType CoffeeMachine_bar_1 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar_1 loc_bar__minus_3_bar_3_bar_1_bar_30)
        (receptacleType Toaster_bar_1 ToasterType)
        (receptacleAtLocation Toaster_bar_1 loc_bar_4_bar_6_bar_0_bar_45)
        (receptacleType GarbageCan_bar_1 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar_1 loc_bar_3_bar_9_bar_0_bar_30)
        (objectType Egg_bar_1 EggType)
        (inReceptacle Egg_bar_1 DiningTable_bar_1)
        (objectAtLocation Egg_bar_1 loc_bar__minus_4_bar_3_bar_1_bar_30)
        (pickupable Egg_bar_1)
        (cleanable Egg_bar_1)
        (heatable Egg_bar_1)
        (coolable Egg_bar_1)
        (sliceable Egg_bar_1)
        (objectType Egg_bar_2 EggType)
        (inReceptacle Egg_bar_2 Fridge_bar_1)
        (objectAtLocation Egg_bar_2 loc_bar__minus_2_bar__minus_3_bar_3_bar_0)
        (pickupable Egg_bar_2)
        (cleanable Egg_bar_2)
        (heatable Egg_bar_2)
        (coolable Egg_bar_2)
        (sliceable Egg_bar_2)
        (objectType Fork_bar_1 ForkType)
        (inReceptacle Fork_bar_1 CounterTop_bar_1)
        (objectAtLocation Fork_bar_1 loc_bar_3_bar__minus_5_bar_2_bar_30)
        (pickupable Fork_bar_1)
        (cleanable Fork_bar_1)
        (objectType Fork_bar_2 ForkType)
        (inReceptacle Fork_bar_2 CounterTop_bar_1)
        (objectAtLocation Fork_bar_2 loc_bar_3_bar__minus_5_bar_2_bar_30)
        (pickupable Fork_bar_2)
        (cleanable Fork_bar_2)
        (objectType Lettuce_bar_1 LettuceType)
        (inReceptacle Lettuce_bar_1 Fridge_bar_1)
        (objectAtLocation Lettuce_bar_1 loc_bar__minus_2_bar__minus_3_bar_3_bar_0)
        (pickupable Lettuce_bar_1)
        (cleanable Lettuce_bar_1)
        (coolable Lettuce_bar_1)
        (sliceable Lettuce_bar_1)
        (objectType Mug_bar_1 MugType)
        (inReceptacle Mug_bar_1 Cabinet_bar_9)
        (objectAtLocation Mug_bar_1 loc_bar_0_bar__minus_4_bar_3_bar_30)
        (pickupable Mug_bar_1)
        (isReceptacleObject Mug_bar_1)
        (cleanable Mug_bar_1)
        (heatable Mug_bar_1)
        (coolable Mug_bar_1)
        (objectType PepperShaker_bar_1 PepperShakerType)
        (inReceptacle PepperShaker_bar_1 Cabinet_bar_2)
        (objectAtLocation PepperShaker_bar_1 loc_bar_4_bar__minus_5_bar_2_bar__minus_30)
        (pickupable PepperShaker_bar_1)
        (objectType PepperShaker_bar_2 PepperShakerType)
        (inReceptacle PepperShaker_bar_2 Shelf_bar_1)
        (objectAtLocation PepperShaker_bar_2 loc_bar_4_bar_6_bar_0_bar_30)
        (pickupable PepperShaker_bar_2)
        (objectType Plate_bar_1 PlateType)
        (inReceptacle Plate_bar_1 Cabinet_bar_11)
        (objectAtLocation Plate_bar_1 loc_bar__minus_1_bar__minus_5_bar_3_bar__minus_30)
        (pickupable Plate_bar_1)
        (isReceptacleObject Plate_bar_1)
        (cleanable Plate_bar_1)
        (heatable Plate_bar_1)
        (coolable Plate_bar_1)
        (objectType SaltShaker_bar_1 SaltShakerType)
        (inReceptacle SaltShaker_bar_1 CounterTop_bar_1)
        (objectAtLocation SaltShaker_bar_1 loc_bar_3_bar__minus_5_bar_2_bar_30)
        (pickupable SaltShaker_bar_1)
        (objectType SaltShaker_bar_2 SaltShakerType)
        (inReceptacle SaltShaker_bar_2 Cabinet_bar_6)
        (objectAtLocation SaltShaker_bar_2 loc_bar_4_bar__minus_4_bar_1_bar__minus_30)
        (pickupable SaltShaker_bar_2)
        (objectType SoapBottle_bar_1 SoapBottleType)
        (inReceptacle SoapBottle_bar_1 GarbageCan_bar_1)
        (objectAtLocation SoapBottle_bar_1 loc_bar_3_bar_9_bar_0_bar_30)
        (pickupable SoapBottle_bar_1)
        (objectType Spatula_bar_1 SpatulaType)
        (inReceptacle Spatula_bar_1 Sink_bar_1_bar_SinkBasin)
        (objectAtLocation Spatula_bar_1 loc_bar__minus_1_bar__minus_5_bar_2_bar_30)
        (pickupable Spatula_bar_1)
        (cleanable Spatula_bar_1)
        (objectType Spatula_bar_2 SpatulaType)
        (inReceptacle Spatula_bar_2 CounterTop_bar_1)
        (objectAtLocation Spatula_bar_2 loc_bar_3_bar__minus_5_bar_2_bar_30)
        (pickupable Spatula_bar_2)
        (cleanable Spatula_bar_2)
        (objectType Tomato_bar_1 TomatoType)
        (inReceptacle Tomato_bar_1 DiningTable_bar_1)
        (objectAtLocation Tomato_bar_1 loc_bar__minus_4_bar_3_bar_1_bar_30)
        (pickupable Tomato_bar_1)
        (cleanable Tomato_bar_1)
        (heatable Tomato_bar_1)
        (coolable Tomato_bar_1)
        (sliceable Tomato_bar_1)
        (objectType WineBottle_bar_1 WineBottleType)
        (inReceptacle WineBottle_bar_1 Cabinet_bar_11)
        (objectAtLocation WineBottle_bar_1 loc_bar__minus_1_bar__minus_5_bar_3_bar__minus_30)
        (pickupable WineBottle_bar_1)
        (coolable WineBottle_bar_1)
        )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o MugType)
                            (receptacleType ?r MicrowaveType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    