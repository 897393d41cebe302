
(define (problem plan_a2rl_15_750319)
    (:domain alfred)
    (:objects
        agent1 - agent
        BowlType - otype
        BreadType - otype
        CupType - otype
        ForkType - otype
        KettleType - otype
        KnifeType - otype
        PepperShakerType - otype
        PotType - otype
        PotatoType - otype
        SpatulaType - otype
        SpoonType - otype
        CabinetType - rtype
        CoffeeMachineType - rtype
        CounterTopType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        StoveBurnerType - rtype
        ToasterType - rtype
        Bowl_bar_1 - object
        Bowl_bar_2 - object
        Bread_bar_1 - object
        Cup_bar_1 - object
        Cup_bar_2 - object
        Cup_bar_3 - object
        Fork_bar_1 - object
        Fork_bar_2 - object
        Kettle_bar_1 - object
        Knife_bar_1 - object
        Knife_bar_2 - object
        PepperShaker_bar_1 - object
        PepperShaker_bar_2 - object
        Pot_bar_1 - object
        Potato_bar_1 - object
        Spatula_bar_1 - object
        Spoon_bar_1 - object
        Spoon_bar_2 - object
        Cabinet_bar_1 - receptacle
        Cabinet_bar_2 - receptacle
        Cabinet_bar_3 - receptacle
        Cabinet_bar_4 - receptacle
        Cabinet_bar_5 - receptacle
        Cabinet_bar_6 - receptacle
        Cabinet_bar_7 - receptacle
        Cabinet_bar_8 - receptacle
        CounterTop_bar_1 - receptacle
        CounterTop_bar_2 - receptacle
        DiningTable_bar_1 - receptacle
        Drawer_bar_1 - receptacle
        Drawer_bar_2 - receptacle
        Drawer_bar_3 - receptacle
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
        loc_bar__minus_10_bar_1_bar_0_bar_30 - location
        loc_bar__minus_10_bar_9_bar_3_bar__minus_30 - location
        loc_bar__minus_10_bar_9_bar_3_bar_0 - location
        loc_bar__minus_11_bar_11_bar_3_bar__minus_30 - location
        loc_bar__minus_11_bar_12_bar_0_bar_30 - location
        loc_bar__minus_11_bar_12_bar_3_bar_0 - location
        loc_bar__minus_11_bar_6_bar_3_bar_0 - location
        loc_bar__minus_11_bar_6_bar_3_bar_30 - location
        loc_bar__minus_2_bar_11_bar_3_bar_30 - location
        loc_bar__minus_2_bar_12_bar_0_bar_30 - location
        loc_bar__minus_2_bar_2_bar_3_bar_30 - location
        loc_bar__minus_2_bar_4_bar_2_bar_30 - location
        loc_bar__minus_4_bar_7_bar_1_bar_30 - location
        loc_bar__minus_5_bar_6_bar_1_bar_30 - location
        loc_bar__minus_5_bar_8_bar_0_bar_30 - location
        loc_bar__minus_6_bar_12_bar_0_bar_30 - location
        loc_bar__minus_7_bar_10_bar_0_bar_30 - location
        loc_bar__minus_7_bar_5_bar_1_bar_30 - location
        loc_bar__minus_8_bar_10_bar_0_bar_30 - location
        loc_bar__minus_8_bar_12_bar_3_bar_30 - location
        loc_bar__minus_8_bar_7_bar_3_bar_30 - location
        loc_bar__minus_9_bar_10_bar_0_bar_30 - location
        loc_bar__minus_9_bar_12_bar_3_bar_30 - location
        loc_bar__minus_9_bar_13_bar_3_bar_30 - location
        loc_bar__minus_9_bar_6_bar_3_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar__minus_8_bar_12_bar_3_bar_30)
        (canContain CabinetType BowlType)
        (canContain CabinetType CupType)
        (canContain CabinetType KettleType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PotType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SpatulaType)
        (canContain CounterTopType SpoonType)
        (canContain DiningTableType BowlType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType CupType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType KettleType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType PepperShakerType)
        (canContain DiningTableType PotType)
        (canContain DiningTableType PotatoType)
        (canContain DiningTableType SpatulaType)
        (canContain DiningTableType SpoonType)
        (canContain DrawerType ForkType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType SpatulaType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType BowlType)
        (canContain FridgeType BreadType)
        (canContain FridgeType CupType)
        (canContain FridgeType PotType)
        (canContain FridgeType PotatoType)
        (canContain GarbageCanType BreadType)
        (canContain GarbageCanType PotatoType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType PotatoType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType SpatulaType)
        (canContain SinkBasinType SpoonType)
        (canContain StoveBurnerType KettleType)
        (canContain StoveBurnerType PotType)
        (receptacleType Cabinet_bar_1 CabinetType)
        (receptacleAtLocation Cabinet_bar_1 loc_bar__minus_8_bar_10_bar_0_bar_30)
        (openable Cabinet_bar_1)
        (receptacleType Cabinet_bar_2 CabinetType)
        (receptacleAtLocation Cabinet_bar_2 loc_bar__minus_7_bar_10_bar_0_bar_30)
        (openable Cabinet_bar_2)
        (receptacleType Cabinet_bar_3 CabinetType)
        (receptacleAtLocation Cabinet_bar_3 loc_bar__minus_9_bar_10_bar_0_bar_30)
        (openable Cabinet_bar_3)
        (receptacleType Cabinet_bar_4 CabinetType)
        (receptacleAtLocation Cabinet_bar_4 loc_bar__minus_8_bar_7_bar_3_bar_30)
        (openable Cabinet_bar_4)
        (receptacleType Cabinet_bar_5 CabinetType)
        (receptacleAtLocation Cabinet_bar_5 loc_bar__minus_10_bar_9_bar_3_bar__minus_30)
        (openable Cabinet_bar_5)
        (receptacleType Cabinet_bar_6 CabinetType)
        (receptacleAtLocation Cabinet_bar_6 loc_bar__minus_11_bar_11_bar_3_bar__minus_30)
        (openable Cabinet_bar_6)
        (receptacleType Cabinet_bar_7 CabinetType)
        (receptacleAtLocation Cabinet_bar_7 loc_bar__minus_11_bar_6_bar_3_bar_0)
        (openable Cabinet_bar_7)
        (receptacleType Cabinet_bar_8 CabinetType)
        (receptacleAtLocation Cabinet_bar_8 loc_bar__minus_11_bar_12_bar_3_bar_0)
        (openable Cabinet_bar_8)
        (receptacleType CounterTop_bar_1 CounterTopType)
        (receptacleAtLocation CounterTop_bar_1 loc_bar__minus_11_bar_6_bar_3_bar_30)
        (receptacleType CounterTop_bar_2 CounterTopType)
        (receptacleAtLocation CounterTop_bar_2 loc_bar__minus_11_bar_12_bar_0_bar_30)
        (receptacleType DiningTable_bar_1 DiningTableType)
        (receptacleAtLocation DiningTable_bar_1 loc_bar__minus_2_bar_2_bar_3_bar_30)
        (receptacleType Drawer_bar_1 DrawerType)
        (receptacleAtLocation Drawer_bar_1 loc_bar__minus_9_bar_6_bar_3_bar_30)
        (openable Drawer_bar_1)
        (receptacleType Drawer_bar_2 DrawerType)
        (receptacleAtLocation Drawer_bar_2 loc_bar__minus_9_bar_13_bar_3_bar_30)
        (openable Drawer_bar_2)
        (receptacleType Drawer_bar_3 DrawerType)
        (receptacleAtLocation Drawer_bar_3 loc_bar__minus_9_bar_12_bar_3_bar_30)
        (openable Drawer_bar_3)
        (receptacleType Fridge_bar_1 FridgeType)
        (receptacleAtLocation Fridge_bar_1 loc_bar__minus_2_bar_12_bar_0_bar_30)
        (openable Fridge_bar_1)
        (receptacleType Microwave_bar_1 MicrowaveType)
        (receptacleAtLocation Microwave_bar_1 loc_bar__minus_10_bar_9_bar_3_bar_0)
        (openable Microwave_bar_1)
        (receptacleType Sink_bar_1_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar_1_bar_SinkBasin loc_bar__minus_6_bar_12_bar_0_bar_30)
        (receptacleType StoveBurner_bar_1 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar_1 loc_bar__minus_2_bar_11_bar_3_bar_30)
        (receptacleType StoveBurner_bar_2 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar_2 loc_bar__minus_5_bar_8_bar_0_bar_30)
        (receptacleType StoveBurner_bar_3 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar_3 loc_bar__minus_4_bar_7_bar_1_bar_30)
        (receptacleType StoveBurner_bar_4 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar_4 loc_bar__minus_10_bar_1_bar_0_bar_30)
        (receptacleType CoffeeMachine_bar_1 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar_1 loc_bar__minus_2_bar_4_bar_2_bar_30)
        (receptacleType Toaster_bar_1 ToasterType)
        (receptacleAtLocation Toaster_bar_1 loc_bar__minus_5_bar_6_bar_1_bar_30)
        (receptacleType GarbageCan_bar_1 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar_1 loc_bar__minus_7_bar_5_bar_1_bar_30)
        (objectType Bowl_bar_1 BowlType)
        (inReceptacle Bowl_bar_1 Cabinet_bar_1)
        (objectAtLocation Bowl_bar_1 loc_bar__minus_8_bar_10_bar_0_bar_30)
        (pickupable Bowl_bar_1)
        (isReceptacleObject Bowl_bar_1)
        (cleanable Bowl_bar_1)
        (coolable Bowl_bar_1)
        (objectType Bowl_bar_2 BowlType)
        (inReceptacle Bowl_bar_2 Cabinet_bar_8)
        (objectAtLocation Bowl_bar_2 loc_bar__minus_11_bar_12_bar_3_bar_0)
        (pickupable Bowl_bar_2)
        (isReceptacleObject Bowl_bar_2)
        (cleanable Bowl_bar_2)
        (coolable Bowl_bar_2)
        (objectType Bread_bar_1 BreadType)
        (inReceptacle Bread_bar_1 CounterTop_bar_1)
        (objectAtLocation Bread_bar_1 loc_bar__minus_11_bar_6_bar_3_bar_30)
        (pickupable Bread_bar_1)
        (heatable Bread_bar_1)
        (coolable Bread_bar_1)
        (sliceable Bread_bar_1)
        (objectType Cup_bar_1 CupType)
        (inReceptacle Cup_bar_1 Fridge_bar_1)
        (objectAtLocation Cup_bar_1 loc_bar__minus_2_bar_12_bar_0_bar_30)
        (pickupable Cup_bar_1)
        (isReceptacleObject Cup_bar_1)
        (cleanable Cup_bar_1)
        (heatable Cup_bar_1)
        (coolable Cup_bar_1)
        (isCool Cup_bar_1)
        (objectType Cup_bar_2 CupType)
        (inReceptacle Cup_bar_2 Cabinet_bar_8)
        (objectAtLocation Cup_bar_2 loc_bar__minus_11_bar_12_bar_3_bar_0)
        (pickupable Cup_bar_2)
        (isReceptacleObject Cup_bar_2)
        (cleanable Cup_bar_2)
        (heatable Cup_bar_2)
        (coolable Cup_bar_2)
        (objectType Cup_bar_3 CupType)
        (inReceptacle Cup_bar_3 Cabinet_bar_4)
        (objectAtLocation Cup_bar_3 loc_bar__minus_8_bar_7_bar_3_bar_30)
        (pickupable Cup_bar_3)
        (isReceptacleObject Cup_bar_3)
        (cleanable Cup_bar_3)
        (heatable Cup_bar_3)
        (coolable Cup_bar_3)
        (objectType Fork_bar_1 ForkType)
        (inReceptacle Fork_bar_1 CounterTop_bar_1)
        (objectAtLocation Fork_bar_1 loc_bar__minus_11_bar_6_bar_3_bar_30)
        (pickupable Fork_bar_1)
        (cleanable Fork_bar_1)
        (objectType Fork_bar_2 ForkType)
        (inReceptacle Fork_bar_2 CounterTop_bar_2)
        (objectAtLocation Fork_bar_2 loc_bar__minus_11_bar_12_bar_0_bar_30)
        (pickupable Fork_bar_2)
        (cleanable Fork_bar_2)
        (objectType Kettle_bar_1 KettleType)
        (inReceptacle Kettle_bar_1 Cabinet_bar_3)
        (objectAtLocation Kettle_bar_1 loc_bar__minus_9_bar_10_bar_0_bar_30)
        (pickupable Kettle_bar_1)
        (cleanable Kettle_bar_1)
        (objectType Knife_bar_1 KnifeType)
        (inReceptacle Knife_bar_1 Sink_bar_1_bar_SinkBasin)
        (objectAtLocation Knife_bar_1 loc_bar__minus_6_bar_12_bar_0_bar_30)
        (pickupable Knife_bar_1)
        (cleanable Knife_bar_1)
        (objectType Knife_bar_2 KnifeType)
        (inReceptacle Knife_bar_2 CounterTop_bar_2)
        (objectAtLocation Knife_bar_2 loc_bar__minus_11_bar_12_bar_0_bar_30)
        (pickupable Knife_bar_2)
        (cleanable Knife_bar_2)
        (objectType PepperShaker_bar_1 PepperShakerType)
        (inReceptacle PepperShaker_bar_1 Cabinet_bar_2)
        (objectAtLocation PepperShaker_bar_1 loc_bar__minus_7_bar_10_bar_0_bar_30)
        (pickupable PepperShaker_bar_1)
        (objectType PepperShaker_bar_2 PepperShakerType)
        (inReceptacle PepperShaker_bar_2 Cabinet_bar_8)
        (objectAtLocation PepperShaker_bar_2 loc_bar__minus_11_bar_12_bar_3_bar_0)
        (pickupable PepperShaker_bar_2)
        (objectType Pot_bar_1 PotType)
        (inReceptacle Pot_bar_1 StoveBurner_bar_3)
        (objectAtLocation Pot_bar_1 loc_bar__minus_4_bar_7_bar_1_bar_30)
        (pickupable Pot_bar_1)
        (isReceptacleObject Pot_bar_1)
        (cleanable Pot_bar_1)
        (coolable Pot_bar_1)
        (objectType Potato_bar_1 PotatoType)
        (inReceptacle Potato_bar_1 Fridge_bar_1)
        (objectAtLocation Potato_bar_1 loc_bar__minus_2_bar_12_bar_0_bar_30)
        (pickupable Potato_bar_1)
        (cleanable Potato_bar_1)
        (heatable Potato_bar_1)
        (coolable Potato_bar_1)
        (sliceable Potato_bar_1)
        (objectType Spatula_bar_1 SpatulaType)
        (inReceptacle Spatula_bar_1 Drawer_bar_3)
        (objectAtLocation Spatula_bar_1 loc_bar__minus_9_bar_12_bar_3_bar_30)
        (pickupable Spatula_bar_1)
        (cleanable Spatula_bar_1)
        (objectType Spoon_bar_1 SpoonType)
        (inReceptacle Spoon_bar_1 DiningTable_bar_1)
        (objectAtLocation Spoon_bar_1 loc_bar__minus_2_bar_2_bar_3_bar_30)
        (pickupable Spoon_bar_1)
        (cleanable Spoon_bar_1)
        (objectType Spoon_bar_2 SpoonType)
        (inReceptacle Spoon_bar_2 CounterTop_bar_1)
        (objectAtLocation Spoon_bar_2 loc_bar__minus_11_bar_6_bar_3_bar_30)
        (pickupable Spoon_bar_2)
        (cleanable Spoon_bar_2)
        )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o CupType)
                            (receptacleType ?r MicrowaveType)
                        )
                    )
                )
            )
        )
    )
    