
(define (problem plan_a2rl_5_224751)
    (:domain alfred)
    (:objects
        agent1 - agent
        BreadType - otype
        ButterKnifeType - otype
        DishSpongeType - otype
        EggType - otype
        KettleType - otype
        KnifeType - otype
        LadleType - otype
        PotatoType - otype
        SaltShakerType - otype
        SoapBottleType - otype
        SpatulaType - otype
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
        ButterKnife_bar_1 - object
        DishSponge_bar_1 - object
        DishSponge_bar_2 - object
        Egg_bar_1 - object
        Kettle_bar_1 - object
        Kettle_bar_2 - object
        Knife_bar_1 - object
        Knife_bar_2 - object
        Ladle_bar_1 - object
        Potato_bar_1 - object
        SaltShaker_bar_1 - object
        SaltShaker_bar_2 - object
        SoapBottle_bar_1 - object
        Spatula_bar_1 - object
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
        Cabinet_bar_12 - receptacle
        Cabinet_bar_13 - receptacle
        Cabinet_bar_14 - receptacle
        Cabinet_bar_15 - receptacle
        Cabinet_bar_16 - receptacle
        Cabinet_bar_17 - receptacle
        Cabinet_bar_18 - receptacle
        Cabinet_bar_19 - receptacle
        Cabinet_bar_20 - receptacle
        CounterTop_bar_1 - receptacle
        CounterTop_bar_2 - receptacle
        CounterTop_bar_3 - receptacle
        Drawer_bar_1 - receptacle
        Drawer_bar_2 - receptacle
        Drawer_bar_3 - receptacle
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
        loc_bar__minus_1_bar__minus_4_bar_0_bar_30 - location
        loc_bar__minus_1_bar__minus_4_bar_0_bar_45 - location
        loc_bar__minus_1_bar__minus_5_bar_3_bar__minus_30 - location
        loc_bar__minus_1_bar_5_bar_3_bar_30 - location
        loc_bar__minus_2_bar__minus_1_bar_3_bar__minus_30 - location
        loc_bar__minus_2_bar__minus_2_bar_0_bar_30 - location
        loc_bar__minus_2_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_2_bar__minus_2_bar_3_bar__minus_30 - location
        loc_bar__minus_2_bar__minus_4_bar_0_bar_30 - location
        loc_bar__minus_2_bar__minus_4_bar_3_bar__minus_30 - location
        loc_bar__minus_2_bar__minus_5_bar_2_bar__minus_30 - location
        loc_bar__minus_2_bar__minus_5_bar_3_bar__minus_30 - location
        loc_bar_0_bar__minus_2_bar_3_bar_30 - location
        loc_bar_0_bar__minus_2_bar_3_bar_45 - location
        loc_bar_0_bar__minus_4_bar_3_bar_30 - location
        loc_bar_0_bar__minus_5_bar_2_bar__minus_30 - location
        loc_bar_0_bar__minus_5_bar_2_bar_30 - location
        loc_bar_0_bar__minus_5_bar_3_bar_30 - location
        loc_bar_10_bar_5_bar_2_bar_30 - location
        loc_bar_11_bar_6_bar_2_bar_30 - location
        loc_bar_1_bar__minus_4_bar_2_bar_30 - location
        loc_bar_1_bar__minus_5_bar_2_bar__minus_30 - location
        loc_bar_2_bar__minus_4_bar_1_bar_30 - location
        loc_bar_2_bar__minus_5_bar_2_bar__minus_30 - location
        loc_bar_2_bar_0_bar_3_bar_30 - location
        loc_bar_2_bar_3_bar_3_bar_30 - location
        loc_bar_3_bar__minus_2_bar_3_bar_30 - location
        loc_bar_3_bar_2_bar_1_bar_30 - location
        loc_bar_4_bar__minus_3_bar_1_bar_30 - location
        loc_bar_4_bar__minus_3_bar_2_bar_30 - location
        loc_bar_4_bar__minus_5_bar_1_bar__minus_15 - location
        loc_bar_4_bar__minus_5_bar_1_bar__minus_30 - location
        loc_bar_4_bar__minus_5_bar_1_bar_30 - location
        loc_bar_4_bar__minus_5_bar_2_bar__minus_15 - location
        loc_bar_4_bar__minus_5_bar_2_bar__minus_30 - location
        loc_bar_4_bar__minus_5_bar_2_bar_30 - location
        loc_bar_5_bar_5_bar_2_bar_30 - location
        loc_bar_7_bar_3_bar_0_bar_30 - location
        loc_bar_8_bar_3_bar_1_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar_2_bar_0_bar_3_bar_30)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType KettleType)
        (canContain CabinetType LadleType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType SoapBottleType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LadleType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SpatulaType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType LadleType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SpatulaType)
        (canContain FridgeType BreadType)
        (canContain FridgeType EggType)
        (canContain FridgeType PotatoType)
        (canContain GarbageCanType BreadType)
        (canContain GarbageCanType DishSpongeType)
        (canContain GarbageCanType EggType)
        (canContain GarbageCanType PotatoType)
        (canContain GarbageCanType SoapBottleType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType PotatoType)
        (canContain ShelfType DishSpongeType)
        (canContain ShelfType KettleType)
        (canContain ShelfType SaltShakerType)
        (canContain ShelfType SoapBottleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LadleType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType SpatulaType)
        (canContain StoveBurnerType KettleType)
        (receptacleType Cabinet_bar_1 CabinetType)
        (receptacleAtLocation Cabinet_bar_1 loc_bar_1_bar__minus_5_bar_2_bar__minus_30)
        (openable Cabinet_bar_1)
        (receptacleType Cabinet_bar_2 CabinetType)
        (receptacleAtLocation Cabinet_bar_2 loc_bar_2_bar__minus_5_bar_2_bar__minus_30)
        (openable Cabinet_bar_2)
        (receptacleType Cabinet_bar_3 CabinetType)
        (receptacleAtLocation Cabinet_bar_3 loc_bar_4_bar__minus_5_bar_2_bar__minus_30)
        (openable Cabinet_bar_3)
        (receptacleType Cabinet_bar_4 CabinetType)
        (receptacleAtLocation Cabinet_bar_4 loc_bar_4_bar__minus_3_bar_2_bar_30)
        (openable Cabinet_bar_4)
        (receptacleType Cabinet_bar_5 CabinetType)
        (receptacleAtLocation Cabinet_bar_5 loc_bar_2_bar__minus_4_bar_1_bar_30)
        (openable Cabinet_bar_5)
        (receptacleType Cabinet_bar_6 CabinetType)
        (receptacleAtLocation Cabinet_bar_6 loc_bar_4_bar__minus_5_bar_2_bar__minus_15)
        (openable Cabinet_bar_6)
        (receptacleType Cabinet_bar_7 CabinetType)
        (receptacleAtLocation Cabinet_bar_7 loc_bar_4_bar__minus_5_bar_1_bar__minus_30)
        (openable Cabinet_bar_7)
        (receptacleType Cabinet_bar_8 CabinetType)
        (receptacleAtLocation Cabinet_bar_8 loc_bar_4_bar__minus_5_bar_1_bar__minus_15)
        (openable Cabinet_bar_8)
        (receptacleType Cabinet_bar_9 CabinetType)
        (receptacleAtLocation Cabinet_bar_9 loc_bar__minus_1_bar__minus_4_bar_0_bar_30)
        (openable Cabinet_bar_9)
        (receptacleType Cabinet_bar_10 CabinetType)
        (receptacleAtLocation Cabinet_bar_10 loc_bar__minus_2_bar__minus_4_bar_0_bar_30)
        (openable Cabinet_bar_10)
        (receptacleType Cabinet_bar_11 CabinetType)
        (receptacleAtLocation Cabinet_bar_11 loc_bar_0_bar__minus_5_bar_2_bar__minus_30)
        (openable Cabinet_bar_11)
        (receptacleType Cabinet_bar_12 CabinetType)
        (receptacleAtLocation Cabinet_bar_12 loc_bar__minus_1_bar__minus_3_bar_2_bar_30)
        (openable Cabinet_bar_12)
        (receptacleType Cabinet_bar_13 CabinetType)
        (receptacleAtLocation Cabinet_bar_13 loc_bar_0_bar__minus_2_bar_3_bar_30)
        (openable Cabinet_bar_13)
        (receptacleType Cabinet_bar_14 CabinetType)
        (receptacleAtLocation Cabinet_bar_14 loc_bar_0_bar__minus_4_bar_3_bar_30)
        (openable Cabinet_bar_14)
        (receptacleType Cabinet_bar_15 CabinetType)
        (receptacleAtLocation Cabinet_bar_15 loc_bar__minus_2_bar__minus_5_bar_2_bar__minus_30)
        (openable Cabinet_bar_15)
        (receptacleType Cabinet_bar_16 CabinetType)
        (receptacleAtLocation Cabinet_bar_16 loc_bar__minus_2_bar__minus_1_bar_3_bar__minus_30)
        (openable Cabinet_bar_16)
        (receptacleType Cabinet_bar_17 CabinetType)
        (receptacleAtLocation Cabinet_bar_17 loc_bar__minus_2_bar__minus_2_bar_3_bar__minus_30)
        (openable Cabinet_bar_17)
        (receptacleType Cabinet_bar_18 CabinetType)
        (receptacleAtLocation Cabinet_bar_18 loc_bar__minus_1_bar__minus_5_bar_3_bar__minus_30)
        (openable Cabinet_bar_18)
        (receptacleType Cabinet_bar_19 CabinetType)
        (receptacleAtLocation Cabinet_bar_19 loc_bar__minus_2_bar__minus_5_bar_3_bar__minus_30)
        (openable Cabinet_bar_19)
        (receptacleType Cabinet_bar_20 CabinetType)
        (receptacleAtLocation Cabinet_bar_20 loc_bar__minus_2_bar__minus_4_bar_3_bar__minus_30)
        (openable Cabinet_bar_20)
        (receptacleType CounterTop_bar_1 CounterTopType)
        (receptacleAtLocation CounterTop_bar_1 loc_bar_4_bar__minus_5_bar_2_bar_30)
        (receptacleType CounterTop_bar_2 CounterTopType)
        (receptacleAtLocation CounterTop_bar_2 loc_bar_2_bar_3_bar_3_bar_30)
        (receptacleType CounterTop_bar_3 CounterTopType)
        (receptacleAtLocation CounterTop_bar_3 loc_bar__minus_2_bar__minus_2_bar_0_bar_30)
        (receptacleType Drawer_bar_1 DrawerType)
        (receptacleAtLocation Drawer_bar_1 loc_bar_3_bar__minus_2_bar_3_bar_30)
        (openable Drawer_bar_1)
        (receptacleType Drawer_bar_2 DrawerType)
        (receptacleAtLocation Drawer_bar_2 loc_bar_0_bar__minus_2_bar_3_bar_45)
        (openable Drawer_bar_2)
        (receptacleType Drawer_bar_3 DrawerType)
        (receptacleAtLocation Drawer_bar_3 loc_bar_0_bar__minus_5_bar_3_bar_30)
        (openable Drawer_bar_3)
        (receptacleType Fridge_bar_1 FridgeType)
        (receptacleAtLocation Fridge_bar_1 loc_bar_4_bar__minus_3_bar_1_bar_30)
        (openable Fridge_bar_1)
        (receptacleType Microwave_bar_1 MicrowaveType)
        (receptacleAtLocation Microwave_bar_1 loc_bar_4_bar__minus_5_bar_1_bar_30)
        (openable Microwave_bar_1)
        (receptacleType Shelf_bar_1 ShelfType)
        (receptacleAtLocation Shelf_bar_1 loc_bar_11_bar_6_bar_2_bar_30)
        (receptacleType Shelf_bar_2 ShelfType)
        (receptacleAtLocation Shelf_bar_2 loc_bar_10_bar_5_bar_2_bar_30)
        (receptacleType Shelf_bar_3 ShelfType)
        (receptacleAtLocation Shelf_bar_3 loc_bar_8_bar_3_bar_1_bar_30)
        (receptacleType Sink_bar_1_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar_1_bar_SinkBasin loc_bar_0_bar__minus_5_bar_2_bar_30)
        (receptacleType StoveBurner_bar_1 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar_1 loc_bar__minus_1_bar__minus_4_bar_0_bar_45)
        (receptacleType StoveBurner_bar_2 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar_2 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (receptacleType StoveBurner_bar_3 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar_3 loc_bar_3_bar_2_bar_1_bar_30)
        (receptacleType StoveBurner_bar_4 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar_4 loc_bar_5_bar_5_bar_2_bar_30)
        (receptacleType CoffeeMachine_bar_1 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar_1 loc_bar_1_bar__minus_4_bar_2_bar_30)
        (receptacleType Toaster_bar_1 ToasterType)
        (receptacleAtLocation Toaster_bar_1 loc_bar_7_bar_3_bar_0_bar_30)
        (receptacleType GarbageCan_bar_1 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar_1 loc_bar__minus_1_bar_5_bar_3_bar_30)
        (objectType Bread_bar_1 BreadType)
        (inReceptacle Bread_bar_1 Fridge_bar_1)
        (objectAtLocation Bread_bar_1 loc_bar_4_bar__minus_3_bar_1_bar_30)
        (pickupable Bread_bar_1)
        (heatable Bread_bar_1)
        (coolable Bread_bar_1)
        (sliceable Bread_bar_1)
        (objectType ButterKnife_bar_1 ButterKnifeType)
        (inReceptacle ButterKnife_bar_1 CounterTop_bar_1)
        (objectAtLocation ButterKnife_bar_1 loc_bar_4_bar__minus_5_bar_2_bar_30)
        (pickupable ButterKnife_bar_1)
        (cleanable ButterKnife_bar_1)
        (objectType DishSponge_bar_1 DishSpongeType)
        (inReceptacle DishSponge_bar_1 CounterTop_bar_2)
        (objectAtLocation DishSponge_bar_1 loc_bar_2_bar_3_bar_3_bar_30)
        (pickupable DishSponge_bar_1)
        (cleanable DishSponge_bar_1)
        (objectType DishSponge_bar_2 DishSpongeType)
        (inReceptacle DishSponge_bar_2 Cabinet_bar_3)
        (objectAtLocation DishSponge_bar_2 loc_bar_4_bar__minus_5_bar_2_bar__minus_30)
        (pickupable DishSponge_bar_2)
        (cleanable DishSponge_bar_2)
        (objectType Egg_bar_1 EggType)
        (inReceptacle Egg_bar_1 Microwave_bar_1)
        (objectAtLocation Egg_bar_1 loc_bar_4_bar__minus_5_bar_1_bar_30)
        (pickupable Egg_bar_1)
        (cleanable Egg_bar_1)
        (heatable Egg_bar_1)
        (coolable Egg_bar_1)
        (sliceable Egg_bar_1)
        (objectType Kettle_bar_1 KettleType)
        (inReceptacle Kettle_bar_1 Cabinet_bar_17)
        (objectAtLocation Kettle_bar_1 loc_bar__minus_2_bar__minus_2_bar_3_bar__minus_30)
        (pickupable Kettle_bar_1)
        (cleanable Kettle_bar_1)
        (objectType Kettle_bar_2 KettleType)
        (inReceptacle Kettle_bar_2 Cabinet_bar_18)
        (objectAtLocation Kettle_bar_2 loc_bar__minus_1_bar__minus_5_bar_3_bar__minus_30)
        (pickupable Kettle_bar_2)
        (cleanable Kettle_bar_2)
        (objectType Knife_bar_1 KnifeType)
        (inReceptacle Knife_bar_1 CounterTop_bar_2)
        (objectAtLocation Knife_bar_1 loc_bar_2_bar_3_bar_3_bar_30)
        (pickupable Knife_bar_1)
        (cleanable Knife_bar_1)
        (objectType Knife_bar_2 KnifeType)
        (inReceptacle Knife_bar_2 Drawer_bar_1)
        (objectAtLocation Knife_bar_2 loc_bar_3_bar__minus_2_bar_3_bar_30)
        (pickupable Knife_bar_2)
        (cleanable Knife_bar_2)
        (objectType Ladle_bar_1 LadleType)
        (inReceptacle Ladle_bar_1 CounterTop_bar_1)
        (objectAtLocation Ladle_bar_1 loc_bar_4_bar__minus_5_bar_2_bar_30)
        (pickupable Ladle_bar_1)
        (cleanable Ladle_bar_1)
        (objectType Potato_bar_1 PotatoType)
        (inReceptacle Potato_bar_1 Microwave_bar_1)
        (objectAtLocation Potato_bar_1 loc_bar_4_bar__minus_5_bar_1_bar_30)
        (pickupable Potato_bar_1)
        (cleanable Potato_bar_1)
        (heatable Potato_bar_1)
        (coolable Potato_bar_1)
        (sliceable Potato_bar_1)
        (objectType SaltShaker_bar_1 SaltShakerType)
        (inReceptacle SaltShaker_bar_1 Drawer_bar_2)
        (objectAtLocation SaltShaker_bar_1 loc_bar_0_bar__minus_2_bar_3_bar_45)
        (pickupable SaltShaker_bar_1)
        (objectType SaltShaker_bar_2 SaltShakerType)
        (inReceptacle SaltShaker_bar_2 CounterTop_bar_3)
        (objectAtLocation SaltShaker_bar_2 loc_bar__minus_2_bar__minus_2_bar_0_bar_30)
        (pickupable SaltShaker_bar_2)
        (objectType SoapBottle_bar_1 SoapBottleType)
        (inReceptacle SoapBottle_bar_1 Cabinet_bar_1)
        (objectAtLocation SoapBottle_bar_1 loc_bar_1_bar__minus_5_bar_2_bar__minus_30)
        (pickupable SoapBottle_bar_1)
        (objectType Spatula_bar_1 SpatulaType)
        (inReceptacle Spatula_bar_1 CounterTop_bar_1)
        (objectAtLocation Spatula_bar_1 loc_bar_4_bar__minus_5_bar_2_bar_30)
        (pickupable Spatula_bar_1)
        (cleanable Spatula_bar_1)
        )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o EggType)
                            (receptacleType ?r SinkBasinType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    