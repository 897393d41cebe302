
(define (problem plan_a2rl_10_560200)
    (:domain alfred)
    (:objects
        agent1 - agent
        BowlType - otype
        BreadType - otype
        CupType - otype
        ForkType - otype
        LettuceType - otype
        PepperShakerType - otype
        PotatoType - otype
        SoapBottleType - otype
        SpatulaType - otype
        SpoonType - otype
        StatueType - otype
        CabinetType - rtype
        CoffeeMachineType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        StoveBurnerType - rtype
        ToasterType - rtype
        Bowl_bar_1 - object
        Bowl_bar_2 - object
        Bread_bar_1 - object
        Cup_bar_1 - object
        Fork_bar_1 - object
        Lettuce_bar_1 - object
        PepperShaker_bar_1 - object
        PepperShaker_bar_2 - object
        Potato_bar_1 - object
        Potato_bar_2 - object
        Potato_bar_3 - object
        SoapBottle_bar_1 - object
        SoapBottle_bar_2 - object
        Spatula_bar_1 - object
        Spoon_bar_1 - object
        Statue_bar_1 - object
        Statue_bar_2 - object
        Cabinet_bar_1 - receptacle
        Cabinet_bar_2 - receptacle
        Cabinet_bar_3 - receptacle
        CounterTop_bar_1 - receptacle
        CounterTop_bar_2 - receptacle
        CounterTop_bar_3 - receptacle
        Drawer_bar_1 - receptacle
        Drawer_bar_2 - receptacle
        Drawer_bar_3 - receptacle
        Fridge_bar_1 - receptacle
        GarbageCan_bar_1 - receptacle
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
        loc_bar__minus_12_bar__minus_4_bar_3_bar_30 - location
        loc_bar__minus_14_bar__minus_1_bar_3_bar_30 - location
        loc_bar__minus_1_bar_3_bar_1_bar_30 - location
        loc_bar__minus_3_bar__minus_8_bar_0_bar_30 - location
        loc_bar__minus_3_bar_5_bar_1_bar_30 - location
        loc_bar__minus_3_bar_7_bar_3_bar_30 - location
        loc_bar__minus_5_bar_9_bar_1_bar_30 - location
        loc_bar__minus_6_bar_6_bar_0_bar_30 - location
        loc_bar__minus_7_bar_5_bar_2_bar_30 - location
        loc_bar__minus_9_bar_6_bar_0_bar_30 - location
        loc_bar__minus_9_bar_7_bar_0_bar_30 - location
        loc_bar_0_bar__minus_3_bar_3_bar_30 - location
        loc_bar_0_bar__minus_4_bar_0_bar_30 - location
        loc_bar_0_bar__minus_4_bar_1_bar_30 - location
        loc_bar_0_bar__minus_6_bar_0_bar_30 - location
        loc_bar_0_bar__minus_6_bar_0_bar_45 - location
        loc_bar_0_bar__minus_8_bar_1_bar_30 - location
        loc_bar_0_bar_4_bar_3_bar_30 - location
        loc_bar_0_bar_5_bar_1_bar_0 - location
        loc_bar_1_bar__minus_1_bar_1_bar_30 - location
        loc_bar_1_bar__minus_5_bar_1_bar_0 - location
        loc_bar_1_bar__minus_8_bar_1_bar__minus_30 - location
        loc_bar_1_bar__minus_8_bar_1_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar__minus_3_bar_5_bar_1_bar_30)
        (canContain CabinetType BowlType)
        (canContain CabinetType CupType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType SoapBottleType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SpatulaType)
        (canContain CounterTopType SpoonType)
        (canContain CounterTopType StatueType)
        (canContain DrawerType ForkType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SpatulaType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType BowlType)
        (canContain FridgeType BreadType)
        (canContain FridgeType CupType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType PotatoType)
        (canContain GarbageCanType BreadType)
        (canContain GarbageCanType LettuceType)
        (canContain GarbageCanType PotatoType)
        (canContain GarbageCanType SoapBottleType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType PotatoType)
        (canContain ShelfType BowlType)
        (canContain ShelfType CupType)
        (canContain ShelfType PepperShakerType)
        (canContain ShelfType SoapBottleType)
        (canContain ShelfType StatueType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType SpatulaType)
        (canContain SinkBasinType SpoonType)
        (receptacleType Cabinet_bar_1 CabinetType)
        (receptacleAtLocation Cabinet_bar_1 loc_bar__minus_1_bar_3_bar_1_bar_30)
        (openable Cabinet_bar_1)
        (receptacleType Cabinet_bar_2 CabinetType)
        (receptacleAtLocation Cabinet_bar_2 loc_bar_0_bar__minus_8_bar_1_bar_30)
        (openable Cabinet_bar_2)
        (receptacleType Cabinet_bar_3 CabinetType)
        (receptacleAtLocation Cabinet_bar_3 loc_bar_1_bar__minus_8_bar_1_bar__minus_30)
        (openable Cabinet_bar_3)
        (receptacleType CounterTop_bar_1 CounterTopType)
        (receptacleAtLocation CounterTop_bar_1 loc_bar_1_bar__minus_1_bar_1_bar_30)
        (receptacleType CounterTop_bar_2 CounterTopType)
        (receptacleAtLocation CounterTop_bar_2 loc_bar_1_bar__minus_8_bar_1_bar_30)
        (receptacleType CounterTop_bar_3 CounterTopType)
        (receptacleAtLocation CounterTop_bar_3 loc_bar__minus_3_bar__minus_8_bar_0_bar_30)
        (receptacleType Drawer_bar_1 DrawerType)
        (receptacleAtLocation Drawer_bar_1 loc_bar_0_bar__minus_6_bar_0_bar_30)
        (openable Drawer_bar_1)
        (receptacleType Drawer_bar_2 DrawerType)
        (receptacleAtLocation Drawer_bar_2 loc_bar_0_bar__minus_6_bar_0_bar_45)
        (openable Drawer_bar_2)
        (receptacleType Drawer_bar_3 DrawerType)
        (receptacleAtLocation Drawer_bar_3 loc_bar_0_bar__minus_4_bar_1_bar_30)
        (openable Drawer_bar_3)
        (receptacleType Fridge_bar_1 FridgeType)
        (receptacleAtLocation Fridge_bar_1 loc_bar_0_bar_5_bar_1_bar_0)
        (openable Fridge_bar_1)
        (receptacleType GarbageCan_bar_1 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar_1 loc_bar_0_bar_4_bar_3_bar_30)
        (receptacleType Microwave_bar_1 MicrowaveType)
        (receptacleAtLocation Microwave_bar_1 loc_bar_1_bar__minus_5_bar_1_bar_0)
        (openable Microwave_bar_1)
        (receptacleType Shelf_bar_1 ShelfType)
        (receptacleAtLocation Shelf_bar_1 loc_bar__minus_6_bar_6_bar_0_bar_30)
        (receptacleType Shelf_bar_2 ShelfType)
        (receptacleAtLocation Shelf_bar_2 loc_bar__minus_9_bar_6_bar_0_bar_30)
        (receptacleType Shelf_bar_3 ShelfType)
        (receptacleAtLocation Shelf_bar_3 loc_bar__minus_9_bar_7_bar_0_bar_30)
        (receptacleType Sink_bar_1_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar_1_bar_SinkBasin loc_bar_0_bar__minus_3_bar_3_bar_30)
        (receptacleType StoveBurner_bar_1 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar_1 loc_bar_0_bar__minus_4_bar_0_bar_30)
        (receptacleType StoveBurner_bar_2 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar_2 loc_bar__minus_7_bar_5_bar_2_bar_30)
        (receptacleType StoveBurner_bar_3 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar_3 loc_bar__minus_12_bar__minus_4_bar_3_bar_30)
        (receptacleType StoveBurner_bar_4 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar_4 loc_bar__minus_5_bar_9_bar_1_bar_30)
        (receptacleType CoffeeMachine_bar_1 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar_1 loc_bar__minus_3_bar_7_bar_3_bar_30)
        (receptacleType Toaster_bar_1 ToasterType)
        (receptacleAtLocation Toaster_bar_1 loc_bar__minus_14_bar__minus_1_bar_3_bar_30)
        (objectType Bowl_bar_1 BowlType)
        (inReceptacle Bowl_bar_1 CounterTop_bar_1)
        (objectAtLocation Bowl_bar_1 loc_bar_1_bar__minus_1_bar_1_bar_30)
        (pickupable Bowl_bar_1)
        (isReceptacleObject Bowl_bar_1)
        (cleanable Bowl_bar_1)
        (coolable Bowl_bar_1)
        (objectType Bowl_bar_2 BowlType)
        (inReceptacle Bowl_bar_2 CounterTop_bar_3)
        (objectAtLocation Bowl_bar_2 loc_bar__minus_3_bar__minus_8_bar_0_bar_30)
        (pickupable Bowl_bar_2)
        (isReceptacleObject Bowl_bar_2)
        (cleanable Bowl_bar_2)
        (coolable Bowl_bar_2)
        (objectType Bread_bar_1 BreadType)
        (inReceptacle Bread_bar_1 CounterTop_bar_3)
        (objectAtLocation Bread_bar_1 loc_bar__minus_3_bar__minus_8_bar_0_bar_30)
        (pickupable Bread_bar_1)
        (heatable Bread_bar_1)
        (coolable Bread_bar_1)
        (sliceable Bread_bar_1)
        (objectType Cup_bar_1 CupType)
        (inReceptacle Cup_bar_1 Sink_bar_1_bar_SinkBasin)
        (objectAtLocation Cup_bar_1 loc_bar_0_bar__minus_3_bar_3_bar_30)
        (pickupable Cup_bar_1)
        (isReceptacleObject Cup_bar_1)
        (cleanable Cup_bar_1)
        (heatable Cup_bar_1)
        (coolable Cup_bar_1)
        (objectType Fork_bar_1 ForkType)
        (inReceptacle Fork_bar_1 CounterTop_bar_2)
        (objectAtLocation Fork_bar_1 loc_bar_1_bar__minus_8_bar_1_bar_30)
        (pickupable Fork_bar_1)
        (cleanable Fork_bar_1)
        (objectType Lettuce_bar_1 LettuceType)
        (inReceptacle Lettuce_bar_1 CounterTop_bar_2)
        (objectAtLocation Lettuce_bar_1 loc_bar_1_bar__minus_8_bar_1_bar_30)
        (pickupable Lettuce_bar_1)
        (cleanable Lettuce_bar_1)
        (coolable Lettuce_bar_1)
        (sliceable Lettuce_bar_1)
        (objectType PepperShaker_bar_1 PepperShakerType)
        (inReceptacle PepperShaker_bar_1 Drawer_bar_2)
        (objectAtLocation PepperShaker_bar_1 loc_bar_0_bar__minus_6_bar_0_bar_45)
        (pickupable PepperShaker_bar_1)
        (objectType PepperShaker_bar_2 PepperShakerType)
        (inReceptacle PepperShaker_bar_2 Cabinet_bar_1)
        (objectAtLocation PepperShaker_bar_2 loc_bar__minus_1_bar_3_bar_1_bar_30)
        (pickupable PepperShaker_bar_2)
        (objectType Potato_bar_1 PotatoType)
        (inReceptacle Potato_bar_1 CounterTop_bar_3)
        (objectAtLocation Potato_bar_1 loc_bar__minus_3_bar__minus_8_bar_0_bar_30)
        (pickupable Potato_bar_1)
        (cleanable Potato_bar_1)
        (heatable Potato_bar_1)
        (coolable Potato_bar_1)
        (sliceable Potato_bar_1)
        (objectType Potato_bar_2 PotatoType)
        (inReceptacle Potato_bar_2 Sink_bar_1_bar_SinkBasin)
        (objectAtLocation Potato_bar_2 loc_bar_0_bar__minus_3_bar_3_bar_30)
        (pickupable Potato_bar_2)
        (cleanable Potato_bar_2)
        (heatable Potato_bar_2)
        (coolable Potato_bar_2)
        (sliceable Potato_bar_2)
        (objectType Potato_bar_3 PotatoType)
        (inReceptacle Potato_bar_3 CounterTop_bar_2)
        (objectAtLocation Potato_bar_3 loc_bar_1_bar__minus_8_bar_1_bar_30)
        (pickupable Potato_bar_3)
        (cleanable Potato_bar_3)
        (heatable Potato_bar_3)
        (coolable Potato_bar_3)
        (sliceable Potato_bar_3)
        (objectType SoapBottle_bar_1 SoapBottleType)
        (inReceptacle SoapBottle_bar_1 GarbageCan_bar_1)
        (objectAtLocation SoapBottle_bar_1 loc_bar_0_bar_4_bar_3_bar_30)
        (pickupable SoapBottle_bar_1)
        (objectType SoapBottle_bar_2 SoapBottleType)
        (inReceptacle SoapBottle_bar_2 Shelf_bar_3)
        (objectAtLocation SoapBottle_bar_2 loc_bar__minus_9_bar_7_bar_0_bar_30)
        (pickupable SoapBottle_bar_2)
        (objectType Spatula_bar_1 SpatulaType)
        (inReceptacle Spatula_bar_1 Drawer_bar_3)
        (objectAtLocation Spatula_bar_1 loc_bar_0_bar__minus_4_bar_1_bar_30)
        (pickupable Spatula_bar_1)
        (cleanable Spatula_bar_1)
        (objectType Spoon_bar_1 SpoonType)
        (inReceptacle Spoon_bar_1 Sink_bar_1_bar_SinkBasin)
        (objectAtLocation Spoon_bar_1 loc_bar_0_bar__minus_3_bar_3_bar_30)
        (pickupable Spoon_bar_1)
        (cleanable Spoon_bar_1)
        (objectType Statue_bar_1 StatueType)
        (inReceptacle Statue_bar_1 CounterTop_bar_3)
        (objectAtLocation Statue_bar_1 loc_bar__minus_3_bar__minus_8_bar_0_bar_30)
        (pickupable Statue_bar_1)
        (objectType Statue_bar_2 StatueType)
        (inReceptacle Statue_bar_2 Shelf_bar_3)
        (objectAtLocation Statue_bar_2 loc_bar__minus_9_bar_7_bar_0_bar_30)
        (pickupable Statue_bar_2)
        )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o PotatoType)
                            (receptacleType ?r FridgeType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    