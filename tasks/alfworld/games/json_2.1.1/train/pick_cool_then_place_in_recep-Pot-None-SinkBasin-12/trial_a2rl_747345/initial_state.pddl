
(define (problem plan_a2rl_12_747345)
    (:domain alfred)
    (:objects
        agent1 - agent
        CupType - otype
        DishSpongeType - otype
        EggType - otype
        ForkType - otype
        LettuceType - otype
        PanType - otype
        PotType - otype
        PotatoType - otype
        SoapBottleType - otype
        SpoonType - otype
        TomatoType - otype
        CabinetType - rtype
        CoffeeMachineType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        StoveBurnerType - rtype
        ToasterType - rtype
        Cup_bar_1 - object
        DishSponge_bar_1 - object
        DishSponge_bar_2 - object
        Egg_bar_1 - object
        Fork_bar_1 - object
        Lettuce_bar_1 - object
        Pan_bar_1 - object
        Pan_bar_2 - object
        Pot_bar_1 - object
        Pot_bar_2 - object
        Pot_bar_3 - object
        Potato_bar_1 - object
        Potato_bar_2 - object
        SoapBottle_bar_1 - object
        SoapBottle_bar_2 - object
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
        Cabinet_bar_12 - receptacle
        Cabinet_bar_13 - receptacle
        Cabinet_bar_14 - receptacle
        Cabinet_bar_15 - receptacle
        CounterTop_bar_1 - receptacle
        CounterTop_bar_2 - receptacle
        CounterTop_bar_3 - receptacle
        Drawer_bar_1 - receptacle
        Drawer_bar_2 - receptacle
        Drawer_bar_3 - receptacle
        Drawer_bar_4 - receptacle
        Fridge_bar_1 - receptacle
        Microwave_bar_1 - receptacle
        Sink_bar_1_bar_SinkBasin - receptacle
        StoveBurner_bar_1 - receptacle
        StoveBurner_bar_2 - receptacle
        StoveBurner_bar_3 - receptacle
        StoveBurner_bar_4 - receptacle
        CoffeeMachine_bar_1 - receptacle
        Toaster_bar_1 - receptacle
        GarbageCan_bar_1 - receptacle
        loc_bar__minus_1_bar_10_bar_3_bar_30 - location
        loc_bar__minus_1_bar_3_bar_1_bar_30 - location
        loc_bar__minus_1_bar_3_bar_3_bar__minus_30 - location
        loc_bar__minus_1_bar_3_bar_3_bar_0 - location
        loc_bar__minus_1_bar_4_bar_3_bar_30 - location
        loc_bar__minus_3_bar__minus_3_bar_3_bar_30 - location
        loc_bar_0_bar__minus_1_bar_1_bar_30 - location
        loc_bar_0_bar__minus_2_bar_3_bar__minus_30 - location
        loc_bar_0_bar_0_bar_3_bar_30 - location
        loc_bar_0_bar_3_bar_3_bar_30 - location
        loc_bar_0_bar_7_bar_3_bar__minus_30 - location
        loc_bar_0_bar_8_bar_3_bar__minus_30 - location
        loc_bar_0_bar_9_bar_3_bar_30 - location
        loc_bar_1_bar_10_bar_2_bar_30 - location
        loc_bar_1_bar_11_bar_3_bar_30 - location
        loc_bar_1_bar_5_bar_1_bar_0 - location
        loc_bar_1_bar_5_bar_1_bar_30 - location
        loc_bar_1_bar_5_bar_3_bar_30 - location
        loc_bar_1_bar_6_bar_1_bar_0 - location
        loc_bar_1_bar_9_bar_1_bar_30 - location
        loc_bar_2_bar_1_bar_1_bar_30 - location
        loc_bar_2_bar_2_bar_3_bar_30 - location
        loc_bar_2_bar_3_bar_1_bar_30 - location
        loc_bar_2_bar_9_bar_1_bar_30 - location
        loc_bar_3_bar_1_bar_1_bar__minus_30 - location
        loc_bar_3_bar_1_bar_1_bar_30 - location
        loc_bar_3_bar_3_bar_1_bar_0 - location
        loc_bar_3_bar_7_bar_3_bar_30 - location
        loc_bar_3_bar_8_bar_1_bar_30 - location
        loc_bar_3_bar_8_bar_2_bar_30 - location
        loc_bar_4_bar_5_bar_1_bar_30 - location
        loc_bar_4_bar_6_bar_1_bar_0 - location
        loc_bar_5_bar__minus_4_bar_0_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar_3_bar_7_bar_3_bar_30)
        (canContain CabinetType CupType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType PanType)
        (canContain CabinetType PotType)
        (canContain CabinetType SoapBottleType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SpoonType)
        (canContain CounterTopType TomatoType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType CupType)
        (canContain FridgeType EggType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType PanType)
        (canContain FridgeType PotType)
        (canContain FridgeType PotatoType)
        (canContain FridgeType TomatoType)
        (canContain GarbageCanType DishSpongeType)
        (canContain GarbageCanType EggType)
        (canContain GarbageCanType LettuceType)
        (canContain GarbageCanType PotatoType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType TomatoType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType PotatoType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType SpoonType)
        (canContain SinkBasinType TomatoType)
        (canContain StoveBurnerType PanType)
        (canContain StoveBurnerType PotType)
        (receptacleType Cabinet_bar_1 CabinetType)
        (receptacleAtLocation Cabinet_bar_1 loc_bar_1_bar_5_bar_1_bar_30)
        (openable Cabinet_bar_1)
        (receptacleType Cabinet_bar_2 CabinetType)
        (receptacleAtLocation Cabinet_bar_2 loc_bar_1_bar_9_bar_1_bar_30)
        (openable Cabinet_bar_2)
        (receptacleType Cabinet_bar_3 CabinetType)
        (receptacleAtLocation Cabinet_bar_3 loc_bar_2_bar_1_bar_1_bar_30)
        (openable Cabinet_bar_3)
        (receptacleType Cabinet_bar_4 CabinetType)
        (receptacleAtLocation Cabinet_bar_4 loc_bar_3_bar_1_bar_1_bar_30)
        (openable Cabinet_bar_4)
        (receptacleType Cabinet_bar_5 CabinetType)
        (receptacleAtLocation Cabinet_bar_5 loc_bar_3_bar_1_bar_1_bar__minus_30)
        (openable Cabinet_bar_5)
        (receptacleType Cabinet_bar_6 CabinetType)
        (receptacleAtLocation Cabinet_bar_6 loc_bar_3_bar_3_bar_1_bar_0)
        (openable Cabinet_bar_6)
        (receptacleType Cabinet_bar_7 CabinetType)
        (receptacleAtLocation Cabinet_bar_7 loc_bar_1_bar_5_bar_1_bar_0)
        (openable Cabinet_bar_7)
        (receptacleType Cabinet_bar_8 CabinetType)
        (receptacleAtLocation Cabinet_bar_8 loc_bar_1_bar_6_bar_1_bar_0)
        (openable Cabinet_bar_8)
        (receptacleType Cabinet_bar_9 CabinetType)
        (receptacleAtLocation Cabinet_bar_9 loc_bar_1_bar_5_bar_3_bar_30)
        (openable Cabinet_bar_9)
        (receptacleType Cabinet_bar_10 CabinetType)
        (receptacleAtLocation Cabinet_bar_10 loc_bar_1_bar_11_bar_3_bar_30)
        (openable Cabinet_bar_10)
        (receptacleType Cabinet_bar_11 CabinetType)
        (receptacleAtLocation Cabinet_bar_11 loc_bar_0_bar__minus_2_bar_3_bar__minus_30)
        (openable Cabinet_bar_11)
        (receptacleType Cabinet_bar_12 CabinetType)
        (receptacleAtLocation Cabinet_bar_12 loc_bar__minus_1_bar_3_bar_3_bar__minus_30)
        (openable Cabinet_bar_12)
        (receptacleType Cabinet_bar_13 CabinetType)
        (receptacleAtLocation Cabinet_bar_13 loc_bar__minus_1_bar_3_bar_3_bar_0)
        (openable Cabinet_bar_13)
        (receptacleType Cabinet_bar_14 CabinetType)
        (receptacleAtLocation Cabinet_bar_14 loc_bar_0_bar_7_bar_3_bar__minus_30)
        (openable Cabinet_bar_14)
        (receptacleType Cabinet_bar_15 CabinetType)
        (receptacleAtLocation Cabinet_bar_15 loc_bar_0_bar_8_bar_3_bar__minus_30)
        (openable Cabinet_bar_15)
        (receptacleType CounterTop_bar_1 CounterTopType)
        (receptacleAtLocation CounterTop_bar_1 loc_bar_3_bar_8_bar_1_bar_30)
        (receptacleType CounterTop_bar_2 CounterTopType)
        (receptacleAtLocation CounterTop_bar_2 loc_bar__minus_1_bar_4_bar_3_bar_30)
        (receptacleType CounterTop_bar_3 CounterTopType)
        (receptacleAtLocation CounterTop_bar_3 loc_bar__minus_1_bar_10_bar_3_bar_30)
        (receptacleType Drawer_bar_1 DrawerType)
        (receptacleAtLocation Drawer_bar_1 loc_bar_2_bar_3_bar_1_bar_30)
        (openable Drawer_bar_1)
        (receptacleType Drawer_bar_2 DrawerType)
        (receptacleAtLocation Drawer_bar_2 loc_bar_2_bar_9_bar_1_bar_30)
        (openable Drawer_bar_2)
        (receptacleType Drawer_bar_3 DrawerType)
        (receptacleAtLocation Drawer_bar_3 loc_bar_0_bar_3_bar_3_bar_30)
        (openable Drawer_bar_3)
        (receptacleType Drawer_bar_4 DrawerType)
        (receptacleAtLocation Drawer_bar_4 loc_bar_0_bar_9_bar_3_bar_30)
        (openable Drawer_bar_4)
        (receptacleType Fridge_bar_1 FridgeType)
        (receptacleAtLocation Fridge_bar_1 loc_bar_0_bar_0_bar_3_bar_30)
        (openable Fridge_bar_1)
        (receptacleType Microwave_bar_1 MicrowaveType)
        (receptacleAtLocation Microwave_bar_1 loc_bar_4_bar_6_bar_1_bar_0)
        (openable Microwave_bar_1)
        (receptacleType Sink_bar_1_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar_1_bar_SinkBasin loc_bar_4_bar_5_bar_1_bar_30)
        (receptacleType StoveBurner_bar_1 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar_1 loc_bar__minus_1_bar_3_bar_1_bar_30)
        (receptacleType StoveBurner_bar_2 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar_2 loc_bar__minus_3_bar__minus_3_bar_3_bar_30)
        (receptacleType StoveBurner_bar_3 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar_3 loc_bar_0_bar__minus_1_bar_1_bar_30)
        (receptacleType StoveBurner_bar_4 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar_4 loc_bar_3_bar_8_bar_2_bar_30)
        (receptacleType CoffeeMachine_bar_1 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar_1 loc_bar_5_bar__minus_4_bar_0_bar_30)
        (receptacleType Toaster_bar_1 ToasterType)
        (receptacleAtLocation Toaster_bar_1 loc_bar_1_bar_10_bar_2_bar_30)
        (receptacleType GarbageCan_bar_1 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar_1 loc_bar_2_bar_2_bar_3_bar_30)
        (objectType Cup_bar_1 CupType)
        (inReceptacle Cup_bar_1 Cabinet_bar_12)
        (objectAtLocation Cup_bar_1 loc_bar__minus_1_bar_3_bar_3_bar__minus_30)
        (pickupable Cup_bar_1)
        (isReceptacleObject Cup_bar_1)
        (cleanable Cup_bar_1)
        (heatable Cup_bar_1)
        (coolable Cup_bar_1)
        (objectType DishSponge_bar_1 DishSpongeType)
        (inReceptacle DishSponge_bar_1 Cabinet_bar_13)
        (objectAtLocation DishSponge_bar_1 loc_bar__minus_1_bar_3_bar_3_bar_0)
        (pickupable DishSponge_bar_1)
        (cleanable DishSponge_bar_1)
        (objectType DishSponge_bar_2 DishSpongeType)
        (inReceptacle DishSponge_bar_2 Drawer_bar_1)
        (objectAtLocation DishSponge_bar_2 loc_bar_2_bar_3_bar_1_bar_30)
        (pickupable DishSponge_bar_2)
        (cleanable DishSponge_bar_2)
        (objectType Egg_bar_1 EggType)
        (inReceptacle Egg_bar_1 Microwave_bar_1)
        (objectAtLocation Egg_bar_1 loc_bar_4_bar_6_bar_1_bar_0)
        (pickupable Egg_bar_1)
        (cleanable Egg_bar_1)
        (heatable Egg_bar_1)
        (coolable Egg_bar_1)
        (sliceable Egg_bar_1)
        (objectType Fork_bar_1 ForkType)
        (inReceptacle Fork_bar_1 Drawer_bar_4)
        (objectAtLocation Fork_bar_1 loc_bar_0_bar_9_bar_3_bar_30)
        (pickupable Fork_bar_1)
        (cleanable Fork_bar_1)
        (objectType Lettuce_bar_1 LettuceType)
        (inReceptacle Lettuce_bar_1 CounterTop_bar_1)
        (objectAtLocation Lettuce_bar_1 loc_bar_3_bar_8_bar_1_bar_30)
        (pickupable Lettuce_bar_1)
        (cleanable Lettuce_bar_1)
        (coolable Lettuce_bar_1)
        (sliceable Lettuce_bar_1)
        (objectType Pan_bar_1 PanType)
        (inReceptacle Pan_bar_1 Cabinet_bar_13)
        (objectAtLocation Pan_bar_1 loc_bar__minus_1_bar_3_bar_3_bar_0)
        (pickupable Pan_bar_1)
        (isReceptacleObject Pan_bar_1)
        (cleanable Pan_bar_1)
        (coolable Pan_bar_1)
        (objectType Pan_bar_2 PanType)
        (inReceptacle Pan_bar_2 CounterTop_bar_1)
        (objectAtLocation Pan_bar_2 loc_bar_3_bar_8_bar_1_bar_30)
        (pickupable Pan_bar_2)
        (isReceptacleObject Pan_bar_2)
        (cleanable Pan_bar_2)
        (coolable Pan_bar_2)
        (objectType Pot_bar_1 PotType)
        (inReceptacle Pot_bar_1 StoveBurner_bar_3)
        (objectAtLocation Pot_bar_1 loc_bar_0_bar__minus_1_bar_1_bar_30)
        (pickupable Pot_bar_1)
        (isReceptacleObject Pot_bar_1)
        (cleanable Pot_bar_1)
        (coolable Pot_bar_1)
        (objectType Pot_bar_2 PotType)
        (inReceptacle Pot_bar_2 Cabinet_bar_9)
        (objectAtLocation Pot_bar_2 loc_bar_1_bar_5_bar_3_bar_30)
        (pickupable Pot_bar_2)
        (isReceptacleObject Pot_bar_2)
        (cleanable Pot_bar_2)
        (coolable Pot_bar_2)
        (objectType Pot_bar_3 PotType)
        (inReceptacle Pot_bar_3 StoveBurner_bar_4)
        (objectAtLocation Pot_bar_3 loc_bar_3_bar_8_bar_2_bar_30)
        (pickupable Pot_bar_3)
        (isReceptacleObject Pot_bar_3)
        (cleanable Pot_bar_3)
        (coolable Pot_bar_3)
        (objectType Potato_bar_1 PotatoType)
        (inReceptacle Potato_bar_1 Fridge_bar_1)
        (objectAtLocation Potato_bar_1 loc_bar_0_bar_0_bar_3_bar_30)
        (pickupable Potato_bar_1)
        (cleanable Potato_bar_1)
        (heatable Potato_bar_1)
        (coolable Potato_bar_1)
        (sliceable Potato_bar_1)
        (objectType Potato_bar_2 PotatoType)
        (inReceptacle Potato_bar_2 CounterTop_bar_2)
        (objectAtLocation Potato_bar_2 loc_bar__minus_1_bar_4_bar_3_bar_30)
        (pickupable Potato_bar_2)
        (cleanable Potato_bar_2)
        (heatable Potato_bar_2)
        (coolable Potato_bar_2)
        (sliceable Potato_bar_2)
        (objectType SoapBottle_bar_1 SoapBottleType)
        (inReceptacle SoapBottle_bar_1 Cabinet_bar_10)
        (objectAtLocation SoapBottle_bar_1 loc_bar_1_bar_11_bar_3_bar_30)
        (pickupable SoapBottle_bar_1)
        (objectType SoapBottle_bar_2 SoapBottleType)
        (inReceptacle SoapBottle_bar_2 Cabinet_bar_8)
        (objectAtLocation SoapBottle_bar_2 loc_bar_1_bar_6_bar_1_bar_0)
        (pickupable SoapBottle_bar_2)
        (objectType Spoon_bar_1 SpoonType)
        (inReceptacle Spoon_bar_1 CounterTop_bar_2)
        (objectAtLocation Spoon_bar_1 loc_bar__minus_1_bar_4_bar_3_bar_30)
        (pickupable Spoon_bar_1)
        (cleanable Spoon_bar_1)
        (objectType Spoon_bar_2 SpoonType)
        (inReceptacle Spoon_bar_2 CounterTop_bar_3)
        (objectAtLocation Spoon_bar_2 loc_bar__minus_1_bar_10_bar_3_bar_30)
        (pickupable Spoon_bar_2)
        (cleanable Spoon_bar_2)
        (objectType Tomato_bar_1 TomatoType)
        (inReceptacle Tomato_bar_1 CounterTop_bar_1)
        (objectAtLocation Tomato_bar_1 loc_bar_3_bar_8_bar_1_bar_30)
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
                            (coolable ?o)
                            (objectType ?o PotType)
                            (receptacleType ?r SinkBasinType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    