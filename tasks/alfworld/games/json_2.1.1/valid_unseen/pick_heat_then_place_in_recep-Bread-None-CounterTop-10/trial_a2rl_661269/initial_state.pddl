
(define (problem plan_a2rl_10_661269)
    (:domain alfred)
    (:objects
        agent1 - agent
        BreadType - otype
        CellPhoneType - otype
        DishSpongeType - otype
        ForkType - otype
        GlassbottleType - otype
        LettuceType - otype
        PanType - otype
        SaltShakerType - otype
        SpatulaType - otype
        StatueType - otype
        TomatoType - otype
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
        Bread_bar_1 - object
        Bread_bar_2 - object
        Bread_bar_3 - object
        CellPhone_bar_1 - object
        CellPhone_bar_2 - object
        DishSponge_bar_1 - object
        DishSponge_bar_2 - object
        Fork_bar_1 - object
        Glassbottle_bar_1 - object
        Glassbottle_bar_2 - object
        Lettuce_bar_1 - object
        Lettuce_bar_2 - object
        Pan_bar_1 - object
        Pan_bar_2 - object
        SaltShaker_bar_1 - object
        SaltShaker_bar_2 - object
        Spatula_bar_1 - object
        Spatula_bar_2 - object
        Statue_bar_1 - object
        Statue_bar_2 - object
        Tomato_bar_1 - object
        Tomato_bar_2 - object
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
        loc_bar__minus_10_bar_8_bar_0_bar_30 - location
        loc_bar__minus_11_bar__minus_5_bar_3_bar_30 - location
        loc_bar__minus_13_bar__minus_3_bar_0_bar_30 - location
        loc_bar__minus_1_bar_3_bar_1_bar_30 - location
        loc_bar__minus_3_bar__minus_8_bar_0_bar_30 - location
        loc_bar__minus_3_bar_8_bar_3_bar_30 - location
        loc_bar__minus_6_bar_6_bar_0_bar_30 - location
        loc_bar__minus_8_bar_6_bar_2_bar_30 - location
        loc_bar__minus_9_bar__minus_6_bar_0_bar_30 - location
        loc_bar__minus_9_bar_6_bar_0_bar_30 - location
        loc_bar__minus_9_bar_7_bar_0_bar_30 - location
        loc_bar_0_bar__minus_3_bar_3_bar_30 - location
        loc_bar_0_bar__minus_4_bar_1_bar_30 - location
        loc_bar_0_bar__minus_6_bar_0_bar_30 - location
        loc_bar_0_bar__minus_6_bar_0_bar_45 - location
        loc_bar_0_bar__minus_8_bar_1_bar_30 - location
        loc_bar_0_bar_4_bar_3_bar_30 - location
        loc_bar_0_bar_5_bar_1_bar_0 - location
        loc_bar_0_bar_8_bar_3_bar_30 - location
        loc_bar_1_bar__minus_1_bar_1_bar_30 - location
        loc_bar_1_bar__minus_5_bar_1_bar_0 - location
        loc_bar_1_bar__minus_8_bar_1_bar__minus_30 - location
        loc_bar_1_bar__minus_8_bar_1_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar__minus_13_bar__minus_3_bar_0_bar_30)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType GlassbottleType)
        (canContain CabinetType PanType)
        (canContain CabinetType SaltShakerType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType CellPhoneType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType GlassbottleType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType SpatulaType)
        (canContain CounterTopType StatueType)
        (canContain CounterTopType TomatoType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType SpatulaType)
        (canContain FridgeType BreadType)
        (canContain FridgeType GlassbottleType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType PanType)
        (canContain FridgeType TomatoType)
        (canContain GarbageCanType BreadType)
        (canContain GarbageCanType DishSpongeType)
        (canContain GarbageCanType LettuceType)
        (canContain GarbageCanType TomatoType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType GlassbottleType)
        (canContain MicrowaveType TomatoType)
        (canContain ShelfType CellPhoneType)
        (canContain ShelfType DishSpongeType)
        (canContain ShelfType GlassbottleType)
        (canContain ShelfType SaltShakerType)
        (canContain ShelfType StatueType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType GlassbottleType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType SpatulaType)
        (canContain SinkBasinType TomatoType)
        (canContain StoveBurnerType PanType)
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
        (receptacleAtLocation StoveBurner_bar_1 loc_bar__minus_8_bar_6_bar_2_bar_30)
        (receptacleType StoveBurner_bar_2 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar_2 loc_bar__minus_11_bar__minus_5_bar_3_bar_30)
        (receptacleType StoveBurner_bar_3 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar_3 loc_bar__minus_3_bar_8_bar_3_bar_30)
        (receptacleType StoveBurner_bar_4 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar_4 loc_bar__minus_9_bar__minus_6_bar_0_bar_30)
        (receptacleType CoffeeMachine_bar_1 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar_1 loc_bar_0_bar_8_bar_3_bar_30)
        (receptacleType Toaster_bar_1 ToasterType)
        (receptacleAtLocation Toaster_bar_1 loc_bar__minus_10_bar_8_bar_0_bar_30)
        (objectType Bread_bar_1 BreadType)
        (inReceptacle Bread_bar_1 Microwave_bar_1)
        (objectAtLocation Bread_bar_1 loc_bar_1_bar__minus_5_bar_1_bar_0)
        (pickupable Bread_bar_1)
        (heatable Bread_bar_1)
        (coolable Bread_bar_1)
        (sliceable Bread_bar_1)
        (objectType Bread_bar_2 BreadType)
        (inReceptacle Bread_bar_2 GarbageCan_bar_1)
        (objectAtLocation Bread_bar_2 loc_bar_0_bar_4_bar_3_bar_30)
        (pickupable Bread_bar_2)
        (heatable Bread_bar_2)
        (coolable Bread_bar_2)
        (sliceable Bread_bar_2)
        (objectType Bread_bar_3 BreadType)
        (inReceptacle Bread_bar_3 GarbageCan_bar_1)
        (objectAtLocation Bread_bar_3 loc_bar_0_bar_4_bar_3_bar_30)
        (pickupable Bread_bar_3)
        (heatable Bread_bar_3)
        (coolable Bread_bar_3)
        (sliceable Bread_bar_3)
        (objectType CellPhone_bar_1 CellPhoneType)
        (inReceptacle CellPhone_bar_1 Drawer_bar_3)
        (objectAtLocation CellPhone_bar_1 loc_bar_0_bar__minus_4_bar_1_bar_30)
        (pickupable CellPhone_bar_1)
        (objectType CellPhone_bar_2 CellPhoneType)
        (inReceptacle CellPhone_bar_2 Shelf_bar_1)
        (objectAtLocation CellPhone_bar_2 loc_bar__minus_6_bar_6_bar_0_bar_30)
        (pickupable CellPhone_bar_2)
        (objectType DishSponge_bar_1 DishSpongeType)
        (inReceptacle DishSponge_bar_1 Sink_bar_1_bar_SinkBasin)
        (objectAtLocation DishSponge_bar_1 loc_bar_0_bar__minus_3_bar_3_bar_30)
        (pickupable DishSponge_bar_1)
        (cleanable DishSponge_bar_1)
        (objectType DishSponge_bar_2 DishSpongeType)
        (inReceptacle DishSponge_bar_2 Shelf_bar_2)
        (objectAtLocation DishSponge_bar_2 loc_bar__minus_9_bar_6_bar_0_bar_30)
        (pickupable DishSponge_bar_2)
        (cleanable DishSponge_bar_2)
        (objectType Fork_bar_1 ForkType)
        (inReceptacle Fork_bar_1 CounterTop_bar_3)
        (objectAtLocation Fork_bar_1 loc_bar__minus_3_bar__minus_8_bar_0_bar_30)
        (pickupable Fork_bar_1)
        (cleanable Fork_bar_1)
        (objectType Glassbottle_bar_1 GlassbottleType)
        (inReceptacle Glassbottle_bar_1 Cabinet_bar_2)
        (objectAtLocation Glassbottle_bar_1 loc_bar_0_bar__minus_8_bar_1_bar_30)
        (pickupable Glassbottle_bar_1)
        (objectType Glassbottle_bar_2 GlassbottleType)
        (inReceptacle Glassbottle_bar_2 Cabinet_bar_3)
        (objectAtLocation Glassbottle_bar_2 loc_bar_1_bar__minus_8_bar_1_bar__minus_30)
        (pickupable Glassbottle_bar_2)
        (objectType Lettuce_bar_1 LettuceType)
        (inReceptacle Lettuce_bar_1 CounterTop_bar_3)
        (objectAtLocation Lettuce_bar_1 loc_bar__minus_3_bar__minus_8_bar_0_bar_30)
        (pickupable Lettuce_bar_1)
        (cleanable Lettuce_bar_1)
        (coolable Lettuce_bar_1)
        (sliceable Lettuce_bar_1)
        (objectType Lettuce_bar_2 LettuceType)
        (inReceptacle Lettuce_bar_2 GarbageCan_bar_1)
        (objectAtLocation Lettuce_bar_2 loc_bar_0_bar_4_bar_3_bar_30)
        (pickupable Lettuce_bar_2)
        (cleanable Lettuce_bar_2)
        (coolable Lettuce_bar_2)
        (sliceable Lettuce_bar_2)
        (objectType Pan_bar_1 PanType)
        (inReceptacle Pan_bar_1 Cabinet_bar_3)
        (objectAtLocation Pan_bar_1 loc_bar_1_bar__minus_8_bar_1_bar__minus_30)
        (pickupable Pan_bar_1)
        (isReceptacleObject Pan_bar_1)
        (cleanable Pan_bar_1)
        (coolable Pan_bar_1)
        (objectType Pan_bar_2 PanType)
        (inReceptacle Pan_bar_2 CounterTop_bar_2)
        (objectAtLocation Pan_bar_2 loc_bar_1_bar__minus_8_bar_1_bar_30)
        (pickupable Pan_bar_2)
        (isReceptacleObject Pan_bar_2)
        (cleanable Pan_bar_2)
        (coolable Pan_bar_2)
        (objectType SaltShaker_bar_1 SaltShakerType)
        (inReceptacle SaltShaker_bar_1 Cabinet_bar_3)
        (objectAtLocation SaltShaker_bar_1 loc_bar_1_bar__minus_8_bar_1_bar__minus_30)
        (pickupable SaltShaker_bar_1)
        (objectType SaltShaker_bar_2 SaltShakerType)
        (inReceptacle SaltShaker_bar_2 Drawer_bar_2)
        (objectAtLocation SaltShaker_bar_2 loc_bar_0_bar__minus_6_bar_0_bar_45)
        (pickupable SaltShaker_bar_2)
        (objectType Spatula_bar_1 SpatulaType)
        (inReceptacle Spatula_bar_1 CounterTop_bar_2)
        (objectAtLocation Spatula_bar_1 loc_bar_1_bar__minus_8_bar_1_bar_30)
        (pickupable Spatula_bar_1)
        (cleanable Spatula_bar_1)
        (objectType Spatula_bar_2 SpatulaType)
        (inReceptacle Spatula_bar_2 CounterTop_bar_1)
        (objectAtLocation Spatula_bar_2 loc_bar_1_bar__minus_1_bar_1_bar_30)
        (pickupable Spatula_bar_2)
        (cleanable Spatula_bar_2)
        (objectType Statue_bar_1 StatueType)
        (inReceptacle Statue_bar_1 Shelf_bar_3)
        (objectAtLocation Statue_bar_1 loc_bar__minus_9_bar_7_bar_0_bar_30)
        (pickupable Statue_bar_1)
        (objectType Statue_bar_2 StatueType)
        (inReceptacle Statue_bar_2 Shelf_bar_1)
        (objectAtLocation Statue_bar_2 loc_bar__minus_6_bar_6_bar_0_bar_30)
        (pickupable Statue_bar_2)
        (objectType Tomato_bar_1 TomatoType)
        (inReceptacle Tomato_bar_1 Sink_bar_1_bar_SinkBasin)
        (objectAtLocation Tomato_bar_1 loc_bar_0_bar__minus_3_bar_3_bar_30)
        (pickupable Tomato_bar_1)
        (cleanable Tomato_bar_1)
        (heatable Tomato_bar_1)
        (coolable Tomato_bar_1)
        (sliceable Tomato_bar_1)
        (objectType Tomato_bar_2 TomatoType)
        (inReceptacle Tomato_bar_2 Microwave_bar_1)
        (objectAtLocation Tomato_bar_2 loc_bar_1_bar__minus_5_bar_1_bar_0)
        (pickupable Tomato_bar_2)
        (cleanable Tomato_bar_2)
        (heatable Tomato_bar_2)
        (coolable Tomato_bar_2)
        (sliceable Tomato_bar_2)
        )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o BreadType)
                            (receptacleType ?r CounterTopType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    