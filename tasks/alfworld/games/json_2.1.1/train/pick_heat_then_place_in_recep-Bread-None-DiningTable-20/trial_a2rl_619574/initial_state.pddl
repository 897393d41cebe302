
(define (problem plan_a2rl_20_619574)
    (:domain alfred)
    (:objects
        agent1 - agent
        BreadType - otype
        ForkType - otype
        LettuceType - otype
        PanType - otype
        PepperShakerType - otype
        PotType - otype
        PotatoType - otype
        SoapBottleType - otype
        SpatulaType - otype
        SpoonType - otype
        TomatoType - otype
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
        Bread_bar_1 - object
        Bread_bar_2 - object
        Bread_bar_3 - object
        Fork_bar_1 - object
        Fork_bar_2 - object
        Lettuce_bar_1 - object
        Pan_bar_1 - object
        PepperShaker_bar_1 - object
        PepperShaker_bar_2 - object
        Pot_bar_1 - object
        Potato_bar_1 - object
        Potato_bar_2 - object
        SoapBottle_bar_1 - object
        Spatula_bar_1 - object
        Spoon_bar_1 - object
        Spoon_bar_2 - object
        Tomato_bar_1 - object
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
        loc_bar__minus_2_bar__minus_3_bar_3_bar_0 - location
        loc_bar__minus_2_bar__minus_4_bar_2_bar__minus_30 - location
        loc_bar__minus_2_bar_0_bar_1_bar_30 - location
        loc_bar__minus_3_bar_7_bar_1_bar_30 - location
        loc_bar__minus_4_bar_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar_3_bar_1_bar_30 - location
        loc_bar_0_bar__minus_4_bar_3_bar_30 - location
        loc_bar_1_bar__minus_5_bar_1_bar_30 - location
        loc_bar_1_bar__minus_5_bar_2_bar__minus_30 - location
        loc_bar_2_bar__minus_2_bar_1_bar_30 - location
        loc_bar_2_bar__minus_2_bar_3_bar_30 - location
        loc_bar_2_bar__minus_5_bar_1_bar_30 - location
        loc_bar_3_bar__minus_3_bar_2_bar_30 - location
        loc_bar_3_bar__minus_5_bar_2_bar_30 - location
        loc_bar_4_bar__minus_4_bar_1_bar__minus_30 - location
        loc_bar_4_bar__minus_5_bar_1_bar__minus_30 - location
        loc_bar_4_bar__minus_5_bar_2_bar__minus_15 - location
        loc_bar_4_bar__minus_5_bar_2_bar__minus_30 - location
        loc_bar_4_bar_6_bar_0_bar_30 - location
        loc_bar_5_bar_1_bar_3_bar_30 - location
        loc_bar_5_bar_5_bar_0_bar_30 - location
        loc_bar_6_bar_3_bar_0_bar_30 - location
        loc_bar_6_bar_8_bar_0_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (canContain CabinetType PanType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PotType)
        (canContain CabinetType SoapBottleType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SpatulaType)
        (canContain CounterTopType SpoonType)
        (canContain CounterTopType TomatoType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType LettuceType)
        (canContain DiningTableType PanType)
        (canContain DiningTableType PepperShakerType)
        (canContain DiningTableType PotType)
        (canContain DiningTableType PotatoType)
        (canContain DiningTableType SoapBottleType)
        (canContain DiningTableType SpatulaType)
        (canContain DiningTableType SpoonType)
        (canContain DiningTableType TomatoType)
        (canContain FridgeType BreadType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType PanType)
        (canContain FridgeType PotType)
        (canContain FridgeType PotatoType)
        (canContain FridgeType TomatoType)
        (canContain GarbageCanType BreadType)
        (canContain GarbageCanType LettuceType)
        (canContain GarbageCanType PotatoType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType TomatoType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType PotatoType)
        (canContain MicrowaveType TomatoType)
        (canContain ShelfType PepperShakerType)
        (canContain ShelfType PotType)
        (canContain ShelfType SoapBottleType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType SpatulaType)
        (canContain SinkBasinType SpoonType)
        (canContain SinkBasinType TomatoType)
        (canContain StoveBurnerType PanType)
        (canContain StoveBurnerType PotType)
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
        (receptacleAtLocation StoveBurner_bar_1 loc_bar_5_bar_1_bar_3_bar_30)
        (receptacleType StoveBurner_bar_2 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar_2 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (receptacleType StoveBurner_bar_3 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar_3 loc_bar_2_bar__minus_2_bar_1_bar_30)
        (receptacleType StoveBurner_bar_4 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar_4 loc_bar__minus_4_bar_2_bar_1_bar_30)
        (receptacleType CoffeeMachine_bar_1 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar_1 loc_bar_6_bar_3_bar_0_bar_30)
        (receptacleType Toaster_bar_1 ToasterType)
        (receptacleAtLocation Toaster_bar_1 loc_bar__minus_3_bar_7_bar_1_bar_30)
        (receptacleType GarbageCan_bar_1 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar_1 loc_bar_1_bar__minus_5_bar_1_bar_30)
        (objectType Bread_bar_1 BreadType)
        (inReceptacle Bread_bar_1 Fridge_bar_1)
        (objectAtLocation Bread_bar_1 loc_bar__minus_2_bar__minus_3_bar_3_bar_0)
        (pickupable Bread_bar_1)
        (heatable Bread_bar_1)
        (coolable Bread_bar_1)
        (sliceable Bread_bar_1)
        (isCool Bread_bar_1)
        (objectType Bread_bar_2 BreadType)
        (inReceptacle Bread_bar_2 Microwave_bar_1)
        (objectAtLocation Bread_bar_2 loc_bar__minus_1_bar__minus_5_bar_3_bar_30)
        (pickupable Bread_bar_2)
        (heatable Bread_bar_2)
        (coolable Bread_bar_2)
        (sliceable Bread_bar_2)
        (objectType Bread_bar_3 BreadType)
        (inReceptacle Bread_bar_3 CounterTop_bar_1)
        (objectAtLocation Bread_bar_3 loc_bar_3_bar__minus_5_bar_2_bar_30)
        (pickupable Bread_bar_3)
        (heatable Bread_bar_3)
        (coolable Bread_bar_3)
        (sliceable Bread_bar_3)
        (objectType Fork_bar_1 ForkType)
        (inReceptacle Fork_bar_1 DiningTable_bar_1)
        (objectAtLocation Fork_bar_1 loc_bar__minus_4_bar_3_bar_1_bar_30)
        (pickupable Fork_bar_1)
        (cleanable Fork_bar_1)
        (objectType Fork_bar_2 ForkType)
        (inReceptacle Fork_bar_2 DiningTable_bar_1)
        (objectAtLocation Fork_bar_2 loc_bar__minus_4_bar_3_bar_1_bar_30)
        (pickupable Fork_bar_2)
        (cleanable Fork_bar_2)
        (objectType Lettuce_bar_1 LettuceType)
        (inReceptacle Lettuce_bar_1 DiningTable_bar_1)
        (objectAtLocation Lettuce_bar_1 loc_bar__minus_4_bar_3_bar_1_bar_30)
        (pickupable Lettuce_bar_1)
        (cleanable Lettuce_bar_1)
        (coolable Lettuce_bar_1)
        (sliceable Lettuce_bar_1)
        (objectType Pan_bar_1 PanType)
        (inReceptacle Pan_bar_1 StoveBurner_bar_2)
        (objectAtLocation Pan_bar_1 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (pickupable Pan_bar_1)
        (isReceptacleObject Pan_bar_1)
        (cleanable Pan_bar_1)
        (coolable Pan_bar_1)
        (objectType PepperShaker_bar_1 PepperShakerType)
        (inReceptacle PepperShaker_bar_1 Shelf_bar_1)
        (objectAtLocation PepperShaker_bar_1 loc_bar_4_bar_6_bar_0_bar_30)
        (pickupable PepperShaker_bar_1)
        (objectType PepperShaker_bar_2 PepperShakerType)
        (inReceptacle PepperShaker_bar_2 Cabinet_bar_6)
        (objectAtLocation PepperShaker_bar_2 loc_bar_4_bar__minus_4_bar_1_bar__minus_30)
        (pickupable PepperShaker_bar_2)
        (objectType Pot_bar_1 PotType)
        (inReceptacle Pot_bar_1 CounterTop_bar_1)
        (objectAtLocation Pot_bar_1 loc_bar_3_bar__minus_5_bar_2_bar_30)
        (pickupable Pot_bar_1)
        (isReceptacleObject Pot_bar_1)
        (cleanable Pot_bar_1)
        (coolable Pot_bar_1)
        (objectType Potato_bar_1 PotatoType)
        (inReceptacle Potato_bar_1 Microwave_bar_1)
        (objectAtLocation Potato_bar_1 loc_bar__minus_1_bar__minus_5_bar_3_bar_30)
        (pickupable Potato_bar_1)
        (cleanable Potato_bar_1)
        (heatable Potato_bar_1)
        (coolable Potato_bar_1)
        (sliceable Potato_bar_1)
        (objectType Potato_bar_2 PotatoType)
        (inReceptacle Potato_bar_2 CounterTop_bar_1)
        (objectAtLocation Potato_bar_2 loc_bar_3_bar__minus_5_bar_2_bar_30)
        (pickupable Potato_bar_2)
        (cleanable Potato_bar_2)
        (heatable Potato_bar_2)
        (coolable Potato_bar_2)
        (sliceable Potato_bar_2)
        (objectType SoapBottle_bar_1 SoapBottleType)
        (inReceptacle SoapBottle_bar_1 Cabinet_bar_2)
        (objectAtLocation SoapBottle_bar_1 loc_bar_4_bar__minus_5_bar_2_bar__minus_30)
        (pickupable SoapBottle_bar_1)
        (objectType Spatula_bar_1 SpatulaType)
        (inReceptacle Spatula_bar_1 DiningTable_bar_1)
        (objectAtLocation Spatula_bar_1 loc_bar__minus_4_bar_3_bar_1_bar_30)
        (pickupable Spatula_bar_1)
        (cleanable Spatula_bar_1)
        (objectType Spoon_bar_1 SpoonType)
        (inReceptacle Spoon_bar_1 Sink_bar_1_bar_SinkBasin)
        (objectAtLocation Spoon_bar_1 loc_bar__minus_1_bar__minus_5_bar_2_bar_30)
        (pickupable Spoon_bar_1)
        (cleanable Spoon_bar_1)
        (objectType Spoon_bar_2 SpoonType)
        (inReceptacle Spoon_bar_2 DiningTable_bar_1)
        (objectAtLocation Spoon_bar_2 loc_bar__minus_4_bar_3_bar_1_bar_30)
        (pickupable Spoon_bar_2)
        (cleanable Spoon_bar_2)
        (objectType Tomato_bar_1 TomatoType)
        (inReceptacle Tomato_bar_1 CounterTop_bar_1)
        (objectAtLocation Tomato_bar_1 loc_bar_3_bar__minus_5_bar_2_bar_30)
        (pickupable Tomato_bar_1)
        (cleanable Tomato_bar_1)
        (heatable Tomato_bar_1)
        (coolable Tomato_bar_1)
        (sliceable Tomato_bar_1)
        )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o BreadType)
                            (receptacleType ?r DiningTableType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    