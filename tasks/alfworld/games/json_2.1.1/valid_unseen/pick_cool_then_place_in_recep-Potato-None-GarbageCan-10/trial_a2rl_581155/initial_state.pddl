
(define (problem plan_a2rl_10_581155)
    (:domain alfred)
    (:objects
        agent1 - agent
        BreadType - otype
        ButterKnifeType - otype
        CellPhoneType - otype
        CreditCardType - otype
        ForkType - otype
        MugType - otype
        PanType - otype
        PotatoType - otype
        SoapBottleType - otype
        SpatulaType - otype
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
        Bread_bar_1 - object
        ButterKnife_bar_1 - object
        ButterKnife_bar_2 - object
        CellPhone_bar_1 - object
        CellPhone_bar_2 - object
        CreditCard_bar_1 - object
        CreditCard_bar_2 - object
        Fork_bar_1 - object
        Mug_bar_1 - object
        Mug_bar_2 - object
        Pan_bar_1 - object
        Pan_bar_2 - object
        Potato_bar_1 - object
        Potato_bar_2 - object
        SoapBottle_bar_1 - object
        Spatula_bar_1 - object
        Spatula_bar_2 - object
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
        loc_bar__minus_11_bar_3_bar_3_bar_30 - location
        loc_bar__minus_11_bar_7_bar_1_bar_30 - location
        loc_bar__minus_14_bar__minus_5_bar_2_bar_30 - location
        loc_bar__minus_14_bar_2_bar_3_bar_30 - location
        loc_bar__minus_1_bar_3_bar_1_bar_30 - location
        loc_bar__minus_3_bar__minus_8_bar_0_bar_30 - location
        loc_bar__minus_6_bar_6_bar_0_bar_30 - location
        loc_bar__minus_8_bar_6_bar_2_bar_30 - location
        loc_bar__minus_9_bar_5_bar_2_bar_30 - location
        loc_bar__minus_9_bar_6_bar_0_bar_30 - location
        loc_bar__minus_9_bar_7_bar_0_bar_30 - location
        loc_bar_0_bar__minus_3_bar_3_bar_30 - location
        loc_bar_0_bar__minus_4_bar_1_bar_30 - location
        loc_bar_0_bar__minus_6_bar_0_bar_30 - location
        loc_bar_0_bar__minus_6_bar_0_bar_45 - location
        loc_bar_0_bar__minus_8_bar_1_bar_30 - location
        loc_bar_0_bar_4_bar_3_bar_30 - location
        loc_bar_0_bar_5_bar_1_bar_0 - location
        loc_bar_1_bar__minus_1_bar_1_bar_30 - location
        loc_bar_1_bar__minus_3_bar_2_bar_30 - location
        loc_bar_1_bar__minus_5_bar_1_bar_0 - location
        loc_bar_1_bar__minus_8_bar_1_bar__minus_30 - location
        loc_bar_1_bar__minus_8_bar_1_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar_1_bar__minus_3_bar_2_bar_30)
        (canContain CabinetType MugType)
        (canContain CabinetType PanType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType VaseType)
        (canContain CoffeeMachineType MugType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CellPhoneType)
        (canContain CounterTopType CreditCardType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SpatulaType)
        (canContain CounterTopType VaseType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType ForkType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SpatulaType)
        (canContain FridgeType BreadType)
        (canContain FridgeType MugType)
        (canContain FridgeType PanType)
        (canContain FridgeType PotatoType)
        (canContain GarbageCanType BreadType)
        (canContain GarbageCanType PotatoType)
        (canContain GarbageCanType SoapBottleType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType PotatoType)
        (canContain ShelfType CellPhoneType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType MugType)
        (canContain ShelfType SoapBottleType)
        (canContain ShelfType VaseType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType SpatulaType)
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
        (receptacleAtLocation StoveBurner_bar_1 loc_bar__minus_14_bar__minus_5_bar_2_bar_30)
        (receptacleType StoveBurner_bar_2 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar_2 loc_bar__minus_11_bar_3_bar_3_bar_30)
        (receptacleType StoveBurner_bar_3 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar_3 loc_bar__minus_14_bar_2_bar_3_bar_30)
        (receptacleType StoveBurner_bar_4 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar_4 loc_bar__minus_9_bar_5_bar_2_bar_30)
        (receptacleType CoffeeMachine_bar_1 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar_1 loc_bar__minus_8_bar_6_bar_2_bar_30)
        (receptacleType Toaster_bar_1 ToasterType)
        (receptacleAtLocation Toaster_bar_1 loc_bar__minus_11_bar_7_bar_1_bar_30)
        (objectType Bread_bar_1 BreadType)
        (inReceptacle Bread_bar_1 Fridge_bar_1)
        (objectAtLocation Bread_bar_1 loc_bar_0_bar_5_bar_1_bar_0)
        (pickupable Bread_bar_1)
        (heatable Bread_bar_1)
        (coolable Bread_bar_1)
        (sliceable Bread_bar_1)
        (objectType ButterKnife_bar_1 ButterKnifeType)
        (inReceptacle ButterKnife_bar_1 CounterTop_bar_3)
        (objectAtLocation ButterKnife_bar_1 loc_bar__minus_3_bar__minus_8_bar_0_bar_30)
        (pickupable ButterKnife_bar_1)
        (cleanable ButterKnife_bar_1)
        (objectType ButterKnife_bar_2 ButterKnifeType)
        (inReceptacle ButterKnife_bar_2 CounterTop_bar_1)
        (objectAtLocation ButterKnife_bar_2 loc_bar_1_bar__minus_1_bar_1_bar_30)
        (pickupable ButterKnife_bar_2)
        (cleanable ButterKnife_bar_2)
        (objectType CellPhone_bar_1 CellPhoneType)
        (inReceptacle CellPhone_bar_1 Drawer_bar_3)
        (objectAtLocation CellPhone_bar_1 loc_bar_0_bar__minus_4_bar_1_bar_30)
        (pickupable CellPhone_bar_1)
        (objectType CellPhone_bar_2 CellPhoneType)
        (inReceptacle CellPhone_bar_2 CounterTop_bar_3)
        (objectAtLocation CellPhone_bar_2 loc_bar__minus_3_bar__minus_8_bar_0_bar_30)
        (pickupable CellPhone_bar_2)
        (objectType CreditCard_bar_1 CreditCardType)
        (inReceptacle CreditCard_bar_1 CounterTop_bar_3)
        (objectAtLocation CreditCard_bar_1 loc_bar__minus_3_bar__minus_8_bar_0_bar_30)
        (pickupable CreditCard_bar_1)
        (objectType CreditCard_bar_2 CreditCardType)
        (inReceptacle CreditCard_bar_2 CounterTop_bar_1)
        (objectAtLocation CreditCard_bar_2 loc_bar_1_bar__minus_1_bar_1_bar_30)
        (pickupable CreditCard_bar_2)
        (objectType Fork_bar_1 ForkType)
        (inReceptacle Fork_bar_1 Sink_bar_1_bar_SinkBasin)
        (objectAtLocation Fork_bar_1 loc_bar_0_bar__minus_3_bar_3_bar_30)
        (pickupable Fork_bar_1)
        (cleanable Fork_bar_1)
        (objectType Mug_bar_1 MugType)
        (inReceptacle Mug_bar_1 Cabinet_bar_3)
        (objectAtLocation Mug_bar_1 loc_bar_1_bar__minus_8_bar_1_bar__minus_30)
        (pickupable Mug_bar_1)
        (isReceptacleObject Mug_bar_1)
        (cleanable Mug_bar_1)
        (heatable Mug_bar_1)
        (coolable Mug_bar_1)
        (objectType Mug_bar_2 MugType)
        (inReceptacle Mug_bar_2 Shelf_bar_1)
        (objectAtLocation Mug_bar_2 loc_bar__minus_6_bar_6_bar_0_bar_30)
        (pickupable Mug_bar_2)
        (isReceptacleObject Mug_bar_2)
        (cleanable Mug_bar_2)
        (heatable Mug_bar_2)
        (coolable Mug_bar_2)
        (objectType Pan_bar_1 PanType)
        (inReceptacle Pan_bar_1 Cabinet_bar_2)
        (objectAtLocation Pan_bar_1 loc_bar_0_bar__minus_8_bar_1_bar_30)
        (pickupable Pan_bar_1)
        (isReceptacleObject Pan_bar_1)
        (cleanable Pan_bar_1)
        (coolable Pan_bar_1)
        (objectType Pan_bar_2 PanType)
        (inReceptacle Pan_bar_2 StoveBurner_bar_3)
        (objectAtLocation Pan_bar_2 loc_bar__minus_14_bar_2_bar_3_bar_30)
        (pickupable Pan_bar_2)
        (isReceptacleObject Pan_bar_2)
        (cleanable Pan_bar_2)
        (coolable Pan_bar_2)
        (objectType Potato_bar_1 PotatoType)
        (inReceptacle Potato_bar_1 Fridge_bar_1)
        (objectAtLocation Potato_bar_1 loc_bar_0_bar_5_bar_1_bar_0)
        (pickupable Potato_bar_1)
        (cleanable Potato_bar_1)
        (heatable Potato_bar_1)
        (coolable Potato_bar_1)
        (sliceable Potato_bar_1)
        (isCool Potato_bar_1)
        (objectType Potato_bar_2 PotatoType)
        (inReceptacle Potato_bar_2 CounterTop_bar_1)
        (objectAtLocation Potato_bar_2 loc_bar_1_bar__minus_1_bar_1_bar_30)
        (pickupable Potato_bar_2)
        (cleanable Potato_bar_2)
        (heatable Potato_bar_2)
        (coolable Potato_bar_2)
        (sliceable Potato_bar_2)
        (objectType SoapBottle_bar_1 SoapBottleType)
        (inReceptacle SoapBottle_bar_1 CounterTop_bar_1)
        (objectAtLocation SoapBottle_bar_1 loc_bar_1_bar__minus_1_bar_1_bar_30)
        (pickupable SoapBottle_bar_1)
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
        (objectType Vase_bar_1 VaseType)
        (inReceptacle Vase_bar_1 Cabinet_bar_2)
        (objectAtLocation Vase_bar_1 loc_bar_0_bar__minus_8_bar_1_bar_30)
        (pickupable Vase_bar_1)
        )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o PotatoType)
                            (receptacleType ?r GarbageCanType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    