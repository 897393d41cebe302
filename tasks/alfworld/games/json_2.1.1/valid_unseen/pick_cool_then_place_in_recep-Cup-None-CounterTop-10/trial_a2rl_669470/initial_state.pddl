
(define (problem plan_a2rl_10_669470)
    (:domain alfred)
    (:objects
        agent1 - agent
        BowlType - otype
        CreditCardType - otype
        CupType - otype
        EggType - otype
        LettuceType - otype
        PanType - otype
        PotType - otype
        PotatoType - otype
        SpatulaType - otype
        StatueType - otype
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
        Bowl_bar_1 - object
        CreditCard_bar_1 - object
        Cup_bar_1 - object
        Cup_bar_2 - object
        Egg_bar_1 - object
        Egg_bar_2 - object
        Lettuce_bar_1 - object
        Pan_bar_1 - object
        Pan_bar_2 - object
        Pot_bar_1 - object
        Pot_bar_2 - object
        Potato_bar_1 - object
        Potato_bar_2 - object
        Spatula_bar_1 - object
        Spatula_bar_2 - object
        Statue_bar_1 - object
        Statue_bar_2 - object
        Vase_bar_1 - object
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
        loc_bar__minus_10_bar_6_bar_3_bar_30 - location
        loc_bar__minus_11_bar__minus_2_bar_2_bar_30 - location
        loc_bar__minus_12_bar_0_bar_3_bar_30 - location
        loc_bar__minus_14_bar__minus_2_bar_3_bar_30 - location
        loc_bar__minus_1_bar_3_bar_1_bar_30 - location
        loc_bar__minus_2_bar__minus_8_bar_0_bar_30 - location
        loc_bar__minus_3_bar__minus_8_bar_0_bar_30 - location
        loc_bar__minus_6_bar_6_bar_0_bar_30 - location
        loc_bar__minus_6_bar_7_bar_1_bar_30 - location
        loc_bar__minus_9_bar_6_bar_0_bar_30 - location
        loc_bar__minus_9_bar_7_bar_0_bar_30 - location
        loc_bar_0_bar__minus_3_bar_3_bar_30 - location
        loc_bar_0_bar__minus_4_bar_1_bar_30 - location
        loc_bar_0_bar__minus_6_bar_0_bar_30 - location
        loc_bar_0_bar__minus_6_bar_0_bar_45 - location
        loc_bar_0_bar__minus_8_bar_1_bar_30 - location
        loc_bar_0_bar_4_bar_3_bar_30 - location
        loc_bar_0_bar_5_bar_0_bar_30 - location
        loc_bar_0_bar_5_bar_1_bar_0 - location
        loc_bar_1_bar__minus_1_bar_1_bar_30 - location
        loc_bar_1_bar__minus_5_bar_1_bar_0 - location
        loc_bar_1_bar__minus_8_bar_1_bar__minus_30 - location
        loc_bar_1_bar__minus_8_bar_1_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar__minus_2_bar__minus_8_bar_0_bar_30)
        (canContain CabinetType BowlType)
        (canContain CabinetType CupType)
        (canContain CabinetType PanType)
        (canContain CabinetType PotType)
        (canContain CabinetType VaseType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType CreditCardType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SpatulaType)
        (canContain CounterTopType StatueType)
        (canContain CounterTopType VaseType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType SpatulaType)
        (canContain FridgeType BowlType)
        (canContain FridgeType CupType)
        (canContain FridgeType EggType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType PanType)
        (canContain FridgeType PotType)
        (canContain FridgeType PotatoType)
        (canContain GarbageCanType EggType)
        (canContain GarbageCanType LettuceType)
        (canContain GarbageCanType PotatoType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType PotatoType)
        (canContain ShelfType BowlType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType CupType)
        (canContain ShelfType PotType)
        (canContain ShelfType StatueType)
        (canContain ShelfType VaseType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType SpatulaType)
        (canContain StoveBurnerType PanType)
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
        (receptacleAtLocation StoveBurner_bar_1 loc_bar__minus_6_bar_7_bar_1_bar_30)
        (receptacleType StoveBurner_bar_2 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar_2 loc_bar__minus_12_bar_0_bar_3_bar_30)
        (receptacleType StoveBurner_bar_3 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar_3 loc_bar_0_bar_5_bar_0_bar_30)
        (receptacleType StoveBurner_bar_4 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar_4 loc_bar__minus_14_bar__minus_2_bar_3_bar_30)
        (receptacleType CoffeeMachine_bar_1 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar_1 loc_bar__minus_11_bar__minus_2_bar_2_bar_30)
        (receptacleType Toaster_bar_1 ToasterType)
        (receptacleAtLocation Toaster_bar_1 loc_bar__minus_10_bar_6_bar_3_bar_30)
        (objectType Bowl_bar_1 BowlType)
        (inReceptacle Bowl_bar_1 CounterTop_bar_3)
        (objectAtLocation Bowl_bar_1 loc_bar__minus_3_bar__minus_8_bar_0_bar_30)
        (pickupable Bowl_bar_1)
        (isReceptacleObject Bowl_bar_1)
        (cleanable Bowl_bar_1)
        (coolable Bowl_bar_1)
        (objectType CreditCard_bar_1 CreditCardType)
        (inReceptacle CreditCard_bar_1 CounterTop_bar_1)
        (objectAtLocation CreditCard_bar_1 loc_bar_1_bar__minus_1_bar_1_bar_30)
        (pickupable CreditCard_bar_1)
        (objectType Cup_bar_1 CupType)
        (inReceptacle Cup_bar_1 Sink_bar_1_bar_SinkBasin)
        (objectAtLocation Cup_bar_1 loc_bar_0_bar__minus_3_bar_3_bar_30)
        (pickupable Cup_bar_1)
        (isReceptacleObject Cup_bar_1)
        (cleanable Cup_bar_1)
        (heatable Cup_bar_1)
        (coolable Cup_bar_1)
        (objectType Cup_bar_2 CupType)
        (inReceptacle Cup_bar_2 Fridge_bar_1)
        (objectAtLocation Cup_bar_2 loc_bar_0_bar_5_bar_1_bar_0)
        (pickupable Cup_bar_2)
        (isReceptacleObject Cup_bar_2)
        (cleanable Cup_bar_2)
        (heatable Cup_bar_2)
        (coolable Cup_bar_2)
        (isCool Cup_bar_2)
        (objectType Egg_bar_1 EggType)
        (inReceptacle Egg_bar_1 CounterTop_bar_3)
        (objectAtLocation Egg_bar_1 loc_bar__minus_3_bar__minus_8_bar_0_bar_30)
        (pickupable Egg_bar_1)
        (cleanable Egg_bar_1)
        (heatable Egg_bar_1)
        (coolable Egg_bar_1)
        (sliceable Egg_bar_1)
        (objectType Egg_bar_2 EggType)
        (inReceptacle Egg_bar_2 Fridge_bar_1)
        (objectAtLocation Egg_bar_2 loc_bar_0_bar_5_bar_1_bar_0)
        (pickupable Egg_bar_2)
        (cleanable Egg_bar_2)
        (heatable Egg_bar_2)
        (coolable Egg_bar_2)
        (sliceable Egg_bar_2)
        (objectType Lettuce_bar_1 LettuceType)
        (inReceptacle Lettuce_bar_1 CounterTop_bar_1)
        (objectAtLocation Lettuce_bar_1 loc_bar_1_bar__minus_1_bar_1_bar_30)
        (pickupable Lettuce_bar_1)
        (cleanable Lettuce_bar_1)
        (coolable Lettuce_bar_1)
        (sliceable Lettuce_bar_1)
        (objectType Pan_bar_1 PanType)
        (inReceptacle Pan_bar_1 CounterTop_bar_2)
        (objectAtLocation Pan_bar_1 loc_bar_1_bar__minus_8_bar_1_bar_30)
        (pickupable Pan_bar_1)
        (isReceptacleObject Pan_bar_1)
        (cleanable Pan_bar_1)
        (coolable Pan_bar_1)
        (objectType Pan_bar_2 PanType)
        (inReceptacle Pan_bar_2 StoveBurner_bar_2)
        (objectAtLocation Pan_bar_2 loc_bar__minus_12_bar_0_bar_3_bar_30)
        (pickupable Pan_bar_2)
        (isReceptacleObject Pan_bar_2)
        (cleanable Pan_bar_2)
        (coolable Pan_bar_2)
        (objectType Pot_bar_1 PotType)
        (inReceptacle Pot_bar_1 CounterTop_bar_2)
        (objectAtLocation Pot_bar_1 loc_bar_1_bar__minus_8_bar_1_bar_30)
        (pickupable Pot_bar_1)
        (isReceptacleObject Pot_bar_1)
        (cleanable Pot_bar_1)
        (coolable Pot_bar_1)
        (objectType Pot_bar_2 PotType)
        (inReceptacle Pot_bar_2 Shelf_bar_3)
        (objectAtLocation Pot_bar_2 loc_bar__minus_9_bar_7_bar_0_bar_30)
        (pickupable Pot_bar_2)
        (isReceptacleObject Pot_bar_2)
        (cleanable Pot_bar_2)
        (coolable Pot_bar_2)
        (objectType Potato_bar_1 PotatoType)
        (inReceptacle Potato_bar_1 Fridge_bar_1)
        (objectAtLocation Potato_bar_1 loc_bar_0_bar_5_bar_1_bar_0)
        (pickupable Potato_bar_1)
        (cleanable Potato_bar_1)
        (heatable Potato_bar_1)
        (coolable Potato_bar_1)
        (sliceable Potato_bar_1)
        (objectType Potato_bar_2 PotatoType)
        (inReceptacle Potato_bar_2 GarbageCan_bar_1)
        (objectAtLocation Potato_bar_2 loc_bar_0_bar_4_bar_3_bar_30)
        (pickupable Potato_bar_2)
        (cleanable Potato_bar_2)
        (heatable Potato_bar_2)
        (coolable Potato_bar_2)
        (sliceable Potato_bar_2)
        (objectType Spatula_bar_1 SpatulaType)
        (inReceptacle Spatula_bar_1 CounterTop_bar_1)
        (objectAtLocation Spatula_bar_1 loc_bar_1_bar__minus_1_bar_1_bar_30)
        (pickupable Spatula_bar_1)
        (cleanable Spatula_bar_1)
        (objectType Spatula_bar_2 SpatulaType)
        (inReceptacle Spatula_bar_2 Drawer_bar_1)
        (objectAtLocation Spatula_bar_2 loc_bar_0_bar__minus_6_bar_0_bar_30)
        (pickupable Spatula_bar_2)
        (cleanable Spatula_bar_2)
        (objectType Statue_bar_1 StatueType)
        (inReceptacle Statue_bar_1 Shelf_bar_2)
        (objectAtLocation Statue_bar_1 loc_bar__minus_9_bar_6_bar_0_bar_30)
        (pickupable Statue_bar_1)
        (objectType Statue_bar_2 StatueType)
        (inReceptacle Statue_bar_2 CounterTop_bar_3)
        (objectAtLocation Statue_bar_2 loc_bar__minus_3_bar__minus_8_bar_0_bar_30)
        (pickupable Statue_bar_2)
        (objectType Vase_bar_1 VaseType)
        (inReceptacle Vase_bar_1 CounterTop_bar_3)
        (objectAtLocation Vase_bar_1 loc_bar__minus_3_bar__minus_8_bar_0_bar_30)
        (pickupable Vase_bar_1)
        )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o CupType)
                            (receptacleType ?r CounterTopType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    