
(define (problem plan_a2rl_10_391036)
    (:domain alfred)
    (:objects
        agent1 - agent
        AppleType - otype
        ButterKnifeType - otype
        EggType - otype
        GlassbottleType - otype
        MugType - otype
        PepperShakerType - otype
        PlateType - otype
        PotType - otype
        PotatoType - otype
        SpoonType - otype
        VaseType - otype
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
        Apple_bar_1 - object
        Apple_bar_2 - object
        Apple_bar_3 - object
        ButterKnife_bar_1 - object
        ButterKnife_bar_2 - object
        Egg_bar_1 - object
        Egg_bar_2 - object
        Glassbottle_bar_1 - object
        Mug_bar_1 - object
        Mug_bar_2 - object
        PepperShaker_bar_1 - object
        PepperShaker_bar_2 - object
        Plate_bar_1 - object
        Plate_bar_2 - object
        Pot_bar_1 - object
        Pot_bar_2 - object
        Potato_bar_1 - object
        Spoon_bar_1 - object
        Spoon_bar_2 - object
        Vase_bar_1 - object
        Vase_bar_2 - object
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
        loc_bar__minus_11_bar_4_bar_0_bar_30 - location
        loc_bar__minus_13_bar_7_bar_2_bar_30 - location
        loc_bar__minus_14_bar__minus_2_bar_0_bar_30 - location
        loc_bar__minus_14_bar__minus_3_bar_1_bar_30 - location
        loc_bar__minus_14_bar_10_bar_1_bar_30 - location
        loc_bar__minus_1_bar_3_bar_1_bar_30 - location
        loc_bar__minus_3_bar__minus_8_bar_0_bar_30 - location
        loc_bar__minus_6_bar_6_bar_0_bar_30 - location
        loc_bar__minus_9_bar_6_bar_0_bar_30 - location
        loc_bar__minus_9_bar_7_bar_0_bar_30 - location
        loc_bar_0_bar__minus_3_bar_3_bar_30 - location
        loc_bar_0_bar__minus_4_bar_1_bar_30 - location
        loc_bar_0_bar__minus_6_bar_0_bar_30 - location
        loc_bar_0_bar__minus_6_bar_0_bar_45 - location
        loc_bar_0_bar__minus_8_bar_1_bar_30 - location
        loc_bar_0_bar_10_bar_2_bar_30 - location
        loc_bar_0_bar_4_bar_2_bar_30 - location
        loc_bar_0_bar_4_bar_3_bar_30 - location
        loc_bar_0_bar_5_bar_1_bar_0 - location
        loc_bar_1_bar__minus_1_bar_1_bar_30 - location
        loc_bar_1_bar__minus_5_bar_1_bar_0 - location
        loc_bar_1_bar__minus_8_bar_1_bar__minus_30 - location
        loc_bar_1_bar__minus_8_bar_1_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar__minus_13_bar_7_bar_2_bar_30)
        (canContain CabinetType GlassbottleType)
        (canContain CabinetType MugType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PotType)
        (canContain CabinetType VaseType)
        (canContain CoffeeMachineType MugType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType GlassbottleType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SpoonType)
        (canContain CounterTopType VaseType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType AppleType)
        (canContain FridgeType EggType)
        (canContain FridgeType GlassbottleType)
        (canContain FridgeType MugType)
        (canContain FridgeType PlateType)
        (canContain FridgeType PotType)
        (canContain FridgeType PotatoType)
        (canContain GarbageCanType AppleType)
        (canContain GarbageCanType EggType)
        (canContain GarbageCanType PotatoType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType GlassbottleType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType PlateType)
        (canContain MicrowaveType PotatoType)
        (canContain ShelfType GlassbottleType)
        (canContain ShelfType MugType)
        (canContain ShelfType PepperShakerType)
        (canContain ShelfType PlateType)
        (canContain ShelfType PotType)
        (canContain ShelfType VaseType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType GlassbottleType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType SpoonType)
        (canContain StoveBurnerType PotType)
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
        (receptacleAtLocation StoveBurner_bar_1 loc_bar__minus_14_bar_10_bar_1_bar_30)
        (receptacleType StoveBurner_bar_2 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar_2 loc_bar__minus_14_bar__minus_2_bar_0_bar_30)
        (receptacleType StoveBurner_bar_3 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar_3 loc_bar_0_bar_10_bar_2_bar_30)
        (receptacleType StoveBurner_bar_4 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar_4 loc_bar__minus_14_bar__minus_3_bar_1_bar_30)
        (receptacleType CoffeeMachine_bar_1 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar_1 loc_bar_0_bar_4_bar_2_bar_30)
        (receptacleType Toaster_bar_1 ToasterType)
        (receptacleAtLocation Toaster_bar_1 loc_bar__minus_11_bar_4_bar_0_bar_30)
        (objectType Apple_bar_1 AppleType)
        (inReceptacle Apple_bar_1 Sink_bar_1_bar_SinkBasin)
        (objectAtLocation Apple_bar_1 loc_bar_0_bar__minus_3_bar_3_bar_30)
        (pickupable Apple_bar_1)
        (cleanable Apple_bar_1)
        (heatable Apple_bar_1)
        (coolable Apple_bar_1)
        (sliceable Apple_bar_1)
        (objectType Apple_bar_2 AppleType)
        (inReceptacle Apple_bar_2 Sink_bar_1_bar_SinkBasin)
        (objectAtLocation Apple_bar_2 loc_bar_0_bar__minus_3_bar_3_bar_30)
        (pickupable Apple_bar_2)
        (cleanable Apple_bar_2)
        (heatable Apple_bar_2)
        (coolable Apple_bar_2)
        (sliceable Apple_bar_2)
        (objectType Apple_bar_3 AppleType)
        (inReceptacle Apple_bar_3 CounterTop_bar_2)
        (objectAtLocation Apple_bar_3 loc_bar_1_bar__minus_8_bar_1_bar_30)
        (pickupable Apple_bar_3)
        (cleanable Apple_bar_3)
        (heatable Apple_bar_3)
        (coolable Apple_bar_3)
        (sliceable Apple_bar_3)
        (objectType ButterKnife_bar_1 ButterKnifeType)
        (inReceptacle ButterKnife_bar_1 CounterTop_bar_3)
        (objectAtLocation ButterKnife_bar_1 loc_bar__minus_3_bar__minus_8_bar_0_bar_30)
        (pickupable ButterKnife_bar_1)
        (cleanable ButterKnife_bar_1)
        (objectType ButterKnife_bar_2 ButterKnifeType)
        (inReceptacle ButterKnife_bar_2 CounterTop_bar_2)
        (objectAtLocation ButterKnife_bar_2 loc_bar_1_bar__minus_8_bar_1_bar_30)
        (pickupable ButterKnife_bar_2)
        (cleanable ButterKnife_bar_2)
        (objectType Egg_bar_1 EggType)
        (inReceptacle Egg_bar_1 Microwave_bar_1)
        (objectAtLocation Egg_bar_1 loc_bar_1_bar__minus_5_bar_1_bar_0)
        (pickupable Egg_bar_1)
        (cleanable Egg_bar_1)
        (heatable Egg_bar_1)
        (coolable Egg_bar_1)
        (sliceable Egg_bar_1)
        (objectType Egg_bar_2 EggType)
        (inReceptacle Egg_bar_2 Microwave_bar_1)
        (objectAtLocation Egg_bar_2 loc_bar_1_bar__minus_5_bar_1_bar_0)
        (pickupable Egg_bar_2)
        (cleanable Egg_bar_2)
        (heatable Egg_bar_2)
        (coolable Egg_bar_2)
        (sliceable Egg_bar_2)
        (objectType Glassbottle_bar_1 GlassbottleType)
        (inReceptacle Glassbottle_bar_1 Cabinet_bar_1)
        (objectAtLocation Glassbottle_bar_1 loc_bar__minus_1_bar_3_bar_1_bar_30)
        (pickupable Glassbottle_bar_1)
        (objectType Mug_bar_1 MugType)
        (inReceptacle Mug_bar_1 Shelf_bar_1)
        (objectAtLocation Mug_bar_1 loc_bar__minus_6_bar_6_bar_0_bar_30)
        (pickupable Mug_bar_1)
        (isReceptacleObject Mug_bar_1)
        (cleanable Mug_bar_1)
        (heatable Mug_bar_1)
        (coolable Mug_bar_1)
        (objectType Mug_bar_2 MugType)
        (inReceptacle Mug_bar_2 Sink_bar_1_bar_SinkBasin)
        (objectAtLocation Mug_bar_2 loc_bar_0_bar__minus_3_bar_3_bar_30)
        (pickupable Mug_bar_2)
        (isReceptacleObject Mug_bar_2)
        (cleanable Mug_bar_2)
        (heatable Mug_bar_2)
        (coolable Mug_bar_2)
        (objectType PepperShaker_bar_1 PepperShakerType)
        (inReceptacle PepperShaker_bar_1 Shelf_bar_3)
        (objectAtLocation PepperShaker_bar_1 loc_bar__minus_9_bar_7_bar_0_bar_30)
        (pickupable PepperShaker_bar_1)
        (objectType PepperShaker_bar_2 PepperShakerType)
        (inReceptacle PepperShaker_bar_2 Drawer_bar_1)
        (objectAtLocation PepperShaker_bar_2 loc_bar_0_bar__minus_6_bar_0_bar_30)
        (pickupable PepperShaker_bar_2)
        (objectType Plate_bar_1 PlateType)
        (inReceptacle Plate_bar_1 Sink_bar_1_bar_SinkBasin)
        (objectAtLocation Plate_bar_1 loc_bar_0_bar__minus_3_bar_3_bar_30)
        (pickupable Plate_bar_1)
        (isReceptacleObject Plate_bar_1)
        (cleanable Plate_bar_1)
        (heatable Plate_bar_1)
        (coolable Plate_bar_1)
        (objectType Plate_bar_2 PlateType)
        (inReceptacle Plate_bar_2 Cabinet_bar_3)
        (objectAtLocation Plate_bar_2 loc_bar_1_bar__minus_8_bar_1_bar__minus_30)
        (pickupable Plate_bar_2)
        (isReceptacleObject Plate_bar_2)
        (cleanable Plate_bar_2)
        (heatable Plate_bar_2)
        (coolable Plate_bar_2)
        (objectType Pot_bar_1 PotType)
        (inReceptacle Pot_bar_1 Cabinet_bar_2)
        (objectAtLocation Pot_bar_1 loc_bar_0_bar__minus_8_bar_1_bar_30)
        (pickupable Pot_bar_1)
        (isReceptacleObject Pot_bar_1)
        (cleanable Pot_bar_1)
        (coolable Pot_bar_1)
        (objectType Pot_bar_2 PotType)
        (inReceptacle Pot_bar_2 CounterTop_bar_3)
        (objectAtLocation Pot_bar_2 loc_bar__minus_3_bar__minus_8_bar_0_bar_30)
        (pickupable Pot_bar_2)
        (isReceptacleObject Pot_bar_2)
        (cleanable Pot_bar_2)
        (coolable Pot_bar_2)
        (objectType Potato_bar_1 PotatoType)
        (inReceptacle Potato_bar_1 CounterTop_bar_3)
        (objectAtLocation Potato_bar_1 loc_bar__minus_3_bar__minus_8_bar_0_bar_30)
        (pickupable Potato_bar_1)
        (cleanable Potato_bar_1)
        (heatable Potato_bar_1)
        (coolable Potato_bar_1)
        (sliceable Potato_bar_1)
        (objectType Spoon_bar_1 SpoonType)
        (inReceptacle Spoon_bar_1 Sink_bar_1_bar_SinkBasin)
        (objectAtLocation Spoon_bar_1 loc_bar_0_bar__minus_3_bar_3_bar_30)
        (pickupable Spoon_bar_1)
        (cleanable Spoon_bar_1)
        (objectType Spoon_bar_2 SpoonType)
        (inReceptacle Spoon_bar_2 Drawer_bar_1)
        (objectAtLocation Spoon_bar_2 loc_bar_0_bar__minus_6_bar_0_bar_30)
        (pickupable Spoon_bar_2)
        (cleanable Spoon_bar_2)
        (objectType Vase_bar_1 VaseType)
        (inReceptacle Vase_bar_1 Shelf_bar_3)
        (objectAtLocation Vase_bar_1 loc_bar__minus_9_bar_7_bar_0_bar_30)
        (pickupable Vase_bar_1)
        (objectType Vase_bar_2 VaseType)
        (inReceptacle Vase_bar_2 Shelf_bar_1)
        (objectAtLocation Vase_bar_2 loc_bar__minus_6_bar_6_bar_0_bar_30)
        (pickupable Vase_bar_2)
        )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o AppleType)
                            (receptacleType ?r GarbageCanType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    