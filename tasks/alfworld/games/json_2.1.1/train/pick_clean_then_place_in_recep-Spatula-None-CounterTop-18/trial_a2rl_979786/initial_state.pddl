
(define (problem plan_a2rl_18_979786)
    (:domain alfred)
    (:objects
        agent1 - agent
        AppleType - otype
        BowlType - otype
        CupType - otype
        KettleType - otype
        LettuceType - otype
        MugType - otype
        PotType - otype
        PotatoType - otype
        SaltShakerType - otype
        SoapBottleType - otype
        SpatulaType - otype
        CabinetType - rtype
        CoffeeMachineType - rtype
        CounterTopType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SafeType - rtype
        SinkBasinType - rtype
        StoveBurnerType - rtype
        ToasterType - rtype
        Apple_bar_1 - object
        Bowl_bar_1 - object
        Cup_bar_1 - object
        Kettle_bar_1 - object
        Kettle_bar_2 - object
        Lettuce_bar_1 - object
        Mug_bar_1 - object
        Mug_bar_2 - object
        Pot_bar_1 - object
        Potato_bar_1 - object
        Potato_bar_2 - object
        SaltShaker_bar_1 - object
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
        CounterTop_bar_1 - receptacle
        CounterTop_bar_2 - receptacle
        DiningTable_bar_1 - receptacle
        Drawer_bar_1 - receptacle
        Drawer_bar_2 - receptacle
        Drawer_bar_3 - receptacle
        Drawer_bar_4 - receptacle
        Drawer_bar_5 - receptacle
        Fridge_bar_1 - receptacle
        GarbageCan_bar_1 - receptacle
        Microwave_bar_1 - receptacle
        Safe_bar_1 - receptacle
        Sink_bar_1_bar_SinkBasin - receptacle
        StoveBurner_bar_1 - receptacle
        StoveBurner_bar_2 - receptacle
        StoveBurner_bar_3 - receptacle
        StoveBurner_bar_4 - receptacle
        CoffeeMachine_bar_1 - receptacle
        Toaster_bar_1 - receptacle
        loc_bar__minus_1_bar_7_bar_2_bar_30 - location
        loc_bar__minus_2_bar_14_bar_0_bar_30 - location
        loc_bar__minus_3_bar_5_bar_1_bar_30 - location
        loc_bar__minus_3_bar_9_bar_0_bar_30 - location
        loc_bar__minus_4_bar_15_bar_1_bar_30 - location
        loc_bar__minus_4_bar_22_bar_2_bar_30 - location
        loc_bar__minus_5_bar_5_bar_1_bar_30 - location
        loc_bar_0_bar_4_bar_2_bar__minus_30 - location
        loc_bar_0_bar_5_bar_1_bar_30 - location
        loc_bar_0_bar_7_bar_2_bar_30 - location
        loc_bar_1_bar_10_bar_1_bar_30 - location
        loc_bar_1_bar_13_bar_1_bar_30 - location
        loc_bar_1_bar_14_bar_1_bar_30 - location
        loc_bar_1_bar_17_bar_1_bar_30 - location
        loc_bar_1_bar_20_bar_1_bar_30 - location
        loc_bar_1_bar_6_bar_2_bar_0 - location
        loc_bar_1_bar_7_bar_1_bar_30 - location
        loc_bar_1_bar_7_bar_2_bar_30 - location
        loc_bar_2_bar_11_bar_0_bar_30 - location
        loc_bar_2_bar_17_bar_1_bar_30 - location
        loc_bar_2_bar_4_bar_2_bar__minus_30 - location
        loc_bar_2_bar_6_bar_2_bar_30 - location
        loc_bar_3_bar_14_bar_1_bar__minus_30 - location
        loc_bar_3_bar_18_bar_1_bar__minus_30 - location
        loc_bar_3_bar_19_bar_1_bar_30 - location
        loc_bar_3_bar_26_bar_3_bar_30 - location
        loc_bar_3_bar_4_bar_1_bar_30 - location
        loc_bar_3_bar_4_bar_2_bar__minus_30 - location
        loc_bar_3_bar_5_bar_1_bar__minus_30 - location
        loc_bar_3_bar_9_bar_1_bar_30 - location
        loc_bar_4_bar_22_bar_1_bar_0 - location
        loc_bar_4_bar_24_bar_1_bar_30 - location
        loc_bar_4_bar_26_bar_1_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar__minus_2_bar_14_bar_0_bar_30)
        (canContain CabinetType BowlType)
        (canContain CabinetType CupType)
        (canContain CabinetType KettleType)
        (canContain CabinetType MugType)
        (canContain CabinetType PotType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType SoapBottleType)
        (canContain CoffeeMachineType MugType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SpatulaType)
        (canContain DiningTableType AppleType)
        (canContain DiningTableType BowlType)
        (canContain DiningTableType CupType)
        (canContain DiningTableType KettleType)
        (canContain DiningTableType LettuceType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType PotType)
        (canContain DiningTableType PotatoType)
        (canContain DiningTableType SaltShakerType)
        (canContain DiningTableType SoapBottleType)
        (canContain DiningTableType SpatulaType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SpatulaType)
        (canContain FridgeType AppleType)
        (canContain FridgeType BowlType)
        (canContain FridgeType CupType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType MugType)
        (canContain FridgeType PotType)
        (canContain FridgeType PotatoType)
        (canContain GarbageCanType AppleType)
        (canContain GarbageCanType LettuceType)
        (canContain GarbageCanType PotatoType)
        (canContain GarbageCanType SoapBottleType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType PotatoType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType SpatulaType)
        (canContain StoveBurnerType KettleType)
        (canContain StoveBurnerType PotType)
        (receptacleType Cabinet_bar_1 CabinetType)
        (receptacleAtLocation Cabinet_bar_1 loc_bar_2_bar_4_bar_2_bar__minus_30)
        (openable Cabinet_bar_1)
        (receptacleType Cabinet_bar_2 CabinetType)
        (receptacleAtLocation Cabinet_bar_2 loc_bar_1_bar_7_bar_2_bar_30)
        (openable Cabinet_bar_2)
        (receptacleType Cabinet_bar_3 CabinetType)
        (receptacleAtLocation Cabinet_bar_3 loc_bar_1_bar_7_bar_1_bar_30)
        (openable Cabinet_bar_3)
        (receptacleType Cabinet_bar_4 CabinetType)
        (receptacleAtLocation Cabinet_bar_4 loc_bar_1_bar_10_bar_1_bar_30)
        (openable Cabinet_bar_4)
        (receptacleType Cabinet_bar_5 CabinetType)
        (receptacleAtLocation Cabinet_bar_5 loc_bar_1_bar_14_bar_1_bar_30)
        (openable Cabinet_bar_5)
        (receptacleType Cabinet_bar_6 CabinetType)
        (receptacleAtLocation Cabinet_bar_6 loc_bar_1_bar_17_bar_1_bar_30)
        (openable Cabinet_bar_6)
        (receptacleType Cabinet_bar_7 CabinetType)
        (receptacleAtLocation Cabinet_bar_7 loc_bar_3_bar_4_bar_2_bar__minus_30)
        (openable Cabinet_bar_7)
        (receptacleType Cabinet_bar_8 CabinetType)
        (receptacleAtLocation Cabinet_bar_8 loc_bar_3_bar_5_bar_1_bar__minus_30)
        (openable Cabinet_bar_8)
        (receptacleType Cabinet_bar_9 CabinetType)
        (receptacleAtLocation Cabinet_bar_9 loc_bar_3_bar_14_bar_1_bar__minus_30)
        (openable Cabinet_bar_9)
        (receptacleType Cabinet_bar_10 CabinetType)
        (receptacleAtLocation Cabinet_bar_10 loc_bar_3_bar_18_bar_1_bar__minus_30)
        (openable Cabinet_bar_10)
        (receptacleType Cabinet_bar_11 CabinetType)
        (receptacleAtLocation Cabinet_bar_11 loc_bar__minus_1_bar_7_bar_2_bar_30)
        (openable Cabinet_bar_11)
        (receptacleType Cabinet_bar_12 CabinetType)
        (receptacleAtLocation Cabinet_bar_12 loc_bar_0_bar_4_bar_2_bar__minus_30)
        (openable Cabinet_bar_12)
        (receptacleType Cabinet_bar_13 CabinetType)
        (receptacleAtLocation Cabinet_bar_13 loc_bar_0_bar_7_bar_2_bar_30)
        (openable Cabinet_bar_13)
        (receptacleType CounterTop_bar_1 CounterTopType)
        (receptacleAtLocation CounterTop_bar_1 loc_bar_3_bar_4_bar_1_bar_30)
        (receptacleType CounterTop_bar_2 CounterTopType)
        (receptacleAtLocation CounterTop_bar_2 loc_bar_3_bar_19_bar_1_bar_30)
        (receptacleType DiningTable_bar_1 DiningTableType)
        (receptacleAtLocation DiningTable_bar_1 loc_bar_3_bar_26_bar_3_bar_30)
        (receptacleType Drawer_bar_1 DrawerType)
        (receptacleAtLocation Drawer_bar_1 loc_bar__minus_3_bar_5_bar_1_bar_30)
        (openable Drawer_bar_1)
        (receptacleType Drawer_bar_2 DrawerType)
        (receptacleAtLocation Drawer_bar_2 loc_bar_0_bar_5_bar_1_bar_30)
        (openable Drawer_bar_2)
        (receptacleType Drawer_bar_3 DrawerType)
        (receptacleAtLocation Drawer_bar_3 loc_bar_1_bar_13_bar_1_bar_30)
        (openable Drawer_bar_3)
        (receptacleType Drawer_bar_4 DrawerType)
        (receptacleAtLocation Drawer_bar_4 loc_bar_1_bar_20_bar_1_bar_30)
        (openable Drawer_bar_4)
        (receptacleType Drawer_bar_5 DrawerType)
        (receptacleAtLocation Drawer_bar_5 loc_bar__minus_5_bar_5_bar_1_bar_30)
        (openable Drawer_bar_5)
        (receptacleType Fridge_bar_1 FridgeType)
        (receptacleAtLocation Fridge_bar_1 loc_bar_4_bar_22_bar_1_bar_0)
        (openable Fridge_bar_1)
        (receptacleType GarbageCan_bar_1 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar_1 loc_bar_4_bar_24_bar_1_bar_30)
        (receptacleType Microwave_bar_1 MicrowaveType)
        (receptacleAtLocation Microwave_bar_1 loc_bar_1_bar_6_bar_2_bar_0)
        (openable Microwave_bar_1)
        (receptacleType Safe_bar_1 SafeType)
        (receptacleAtLocation Safe_bar_1 loc_bar_4_bar_26_bar_1_bar_30)
        (openable Safe_bar_1)
        (receptacleType Sink_bar_1_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar_1_bar_SinkBasin loc_bar_3_bar_9_bar_1_bar_30)
        (receptacleType StoveBurner_bar_1 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar_1 loc_bar__minus_4_bar_15_bar_1_bar_30)
        (receptacleType StoveBurner_bar_2 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar_2 loc_bar_2_bar_11_bar_0_bar_30)
        (receptacleType StoveBurner_bar_3 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar_3 loc_bar_2_bar_6_bar_2_bar_30)
        (receptacleType StoveBurner_bar_4 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar_4 loc_bar__minus_3_bar_9_bar_0_bar_30)
        (receptacleType CoffeeMachine_bar_1 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar_1 loc_bar__minus_4_bar_22_bar_2_bar_30)
        (receptacleType Toaster_bar_1 ToasterType)
        (receptacleAtLocation Toaster_bar_1 loc_bar_2_bar_17_bar_1_bar_30)
        (objectType Apple_bar_1 AppleType)
        (inReceptacle Apple_bar_1 CounterTop_bar_1)
        (objectAtLocation Apple_bar_1 loc_bar_3_bar_4_bar_1_bar_30)
        (pickupable Apple_bar_1)
        (cleanable Apple_bar_1)
        (heatable Apple_bar_1)
        (coolable Apple_bar_1)
        (sliceable Apple_bar_1)
        (objectType Bowl_bar_1 BowlType)
        (inReceptacle Bowl_bar_1 Cabinet_bar_6)
        (objectAtLocation Bowl_bar_1 loc_bar_1_bar_17_bar_1_bar_30)
        (pickupable Bowl_bar_1)
        (isReceptacleObject Bowl_bar_1)
        (cleanable Bowl_bar_1)
        (coolable Bowl_bar_1)
        (objectType Cup_bar_1 CupType)
        (inReceptacle Cup_bar_1 CounterTop_bar_2)
        (objectAtLocation Cup_bar_1 loc_bar_3_bar_19_bar_1_bar_30)
        (pickupable Cup_bar_1)
        (isReceptacleObject Cup_bar_1)
        (cleanable Cup_bar_1)
        (heatable Cup_bar_1)
        (coolable Cup_bar_1)
        (objectType Kettle_bar_1 KettleType)
        (inReceptacle Kettle_bar_1 DiningTable_bar_1)
        (objectAtLocation Kettle_bar_1 loc_bar_3_bar_26_bar_3_bar_30)
        (pickupable Kettle_bar_1)
        (cleanable Kettle_bar_1)
        (objectType Kettle_bar_2 KettleType)
        (inReceptacle Kettle_bar_2 StoveBurner_bar_3)
        (objectAtLocation Kettle_bar_2 loc_bar_2_bar_6_bar_2_bar_30)
        (pickupable Kettle_bar_2)
        (cleanable Kettle_bar_2)
        (objectType Lettuce_bar_1 LettuceType)
        (inReceptacle Lettuce_bar_1 Fridge_bar_1)
        (objectAtLocation Lettuce_bar_1 loc_bar_4_bar_22_bar_1_bar_0)
        (pickupable Lettuce_bar_1)
        (cleanable Lettuce_bar_1)
        (coolable Lettuce_bar_1)
        (sliceable Lettuce_bar_1)
        (objectType Mug_bar_1 MugType)
        (inReceptacle Mug_bar_1 Fridge_bar_1)
        (objectAtLocation Mug_bar_1 loc_bar_4_bar_22_bar_1_bar_0)
        (pickupable Mug_bar_1)
        (isReceptacleObject Mug_bar_1)
        (cleanable Mug_bar_1)
        (heatable Mug_bar_1)
        (coolable Mug_bar_1)
        (objectType Mug_bar_2 MugType)
        (inReceptacle Mug_bar_2 Cabinet_bar_1)
        (objectAtLocation Mug_bar_2 loc_bar_2_bar_4_bar_2_bar__minus_30)
        (pickupable Mug_bar_2)
        (isReceptacleObject Mug_bar_2)
        (cleanable Mug_bar_2)
        (heatable Mug_bar_2)
        (coolable Mug_bar_2)
        (objectType Pot_bar_1 PotType)
        (inReceptacle Pot_bar_1 Cabinet_bar_5)
        (objectAtLocation Pot_bar_1 loc_bar_1_bar_14_bar_1_bar_30)
        (pickupable Pot_bar_1)
        (isReceptacleObject Pot_bar_1)
        (cleanable Pot_bar_1)
        (coolable Pot_bar_1)
        (objectType Potato_bar_1 PotatoType)
        (inReceptacle Potato_bar_1 DiningTable_bar_1)
        (objectAtLocation Potato_bar_1 loc_bar_3_bar_26_bar_3_bar_30)
        (pickupable Potato_bar_1)
        (cleanable Potato_bar_1)
        (heatable Potato_bar_1)
        (coolable Potato_bar_1)
        (sliceable Potato_bar_1)
        (objectType Potato_bar_2 PotatoType)
        (inReceptacle Potato_bar_2 CounterTop_bar_1)
        (objectAtLocation Potato_bar_2 loc_bar_3_bar_4_bar_1_bar_30)
        (pickupable Potato_bar_2)
        (cleanable Potato_bar_2)
        (heatable Potato_bar_2)
        (coolable Potato_bar_2)
        (sliceable Potato_bar_2)
        (objectType SaltShaker_bar_1 SaltShakerType)
        (inReceptacle SaltShaker_bar_1 Cabinet_bar_11)
        (objectAtLocation SaltShaker_bar_1 loc_bar__minus_1_bar_7_bar_2_bar_30)
        (pickupable SaltShaker_bar_1)
        (objectType SoapBottle_bar_1 SoapBottleType)
        (inReceptacle SoapBottle_bar_1 Drawer_bar_3)
        (objectAtLocation SoapBottle_bar_1 loc_bar_1_bar_13_bar_1_bar_30)
        (pickupable SoapBottle_bar_1)
        (objectType Spatula_bar_1 SpatulaType)
        (inReceptacle Spatula_bar_1 Drawer_bar_1)
        (objectAtLocation Spatula_bar_1 loc_bar__minus_3_bar_5_bar_1_bar_30)
        (pickupable Spatula_bar_1)
        (cleanable Spatula_bar_1)
        )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o SpatulaType)
                            (receptacleType ?r CounterTopType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    