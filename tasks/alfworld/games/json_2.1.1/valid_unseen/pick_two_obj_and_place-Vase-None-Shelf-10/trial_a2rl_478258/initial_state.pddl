
(define (problem plan_a2rl_10_478258)
    (:domain alfred)
    (:objects
        agent1 - agent
        AppleType - otype
        BowlType - otype
        BreadType - otype
        ButterKnifeType - otype
        CreditCardType - otype
        KnifeType - otype
        PanType - otype
        PepperShakerType - otype
        PlateType - otype
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
        Bowl_bar_1 - object
        Bowl_bar_2 - object
        Bread_bar_1 - object
        Bread_bar_2 - object
        ButterKnife_bar_1 - object
        CreditCard_bar_1 - object
        CreditCard_bar_2 - object
        Knife_bar_1 - object
        Pan_bar_1 - object
        PepperShaker_bar_1 - object
        Plate_bar_1 - object
        Plate_bar_2 - object
        Spoon_bar_1 - object
        Spoon_bar_2 - object
        Vase_bar_1 - object
        Vase_bar_2 - object
        Vase_bar_3 - object
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
        loc_bar__minus_11_bar_4_bar_2_bar_30 - location
        loc_bar__minus_13_bar_3_bar_2_bar_30 - location
        loc_bar__minus_14_bar_2_bar_0_bar_30 - location
        loc_bar__minus_1_bar_3_bar_1_bar_30 - location
        loc_bar__minus_3_bar__minus_8_bar_0_bar_30 - location
        loc_bar__minus_5_bar_9_bar_0_bar_30 - location
        loc_bar__minus_6_bar_6_bar_0_bar_30 - location
        loc_bar__minus_8_bar_6_bar_1_bar_30 - location
        loc_bar__minus_9_bar_6_bar_0_bar_30 - location
        loc_bar__minus_9_bar_7_bar_0_bar_30 - location
        loc_bar_0_bar__minus_3_bar_3_bar_30 - location
        loc_bar_0_bar__minus_4_bar_1_bar_30 - location
        loc_bar_0_bar__minus_6_bar_0_bar_30 - location
        loc_bar_0_bar__minus_6_bar_0_bar_45 - location
        loc_bar_0_bar__minus_7_bar_3_bar_30 - location
        loc_bar_0_bar__minus_8_bar_1_bar_30 - location
        loc_bar_0_bar_4_bar_3_bar_30 - location
        loc_bar_0_bar_5_bar_1_bar_0 - location
        loc_bar_1_bar__minus_1_bar_1_bar_30 - location
        loc_bar_1_bar__minus_5_bar_1_bar_0 - location
        loc_bar_1_bar__minus_8_bar_1_bar__minus_30 - location
        loc_bar_1_bar__minus_8_bar_1_bar_30 - location
        loc_bar_1_bar_1_bar_2_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar_0_bar__minus_7_bar_3_bar_30)
        (canContain CabinetType BowlType)
        (canContain CabinetType PanType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PlateType)
        (canContain CabinetType VaseType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CreditCardType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType SpoonType)
        (canContain CounterTopType VaseType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType AppleType)
        (canContain FridgeType BowlType)
        (canContain FridgeType BreadType)
        (canContain FridgeType PanType)
        (canContain FridgeType PlateType)
        (canContain GarbageCanType AppleType)
        (canContain GarbageCanType BreadType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType PlateType)
        (canContain ShelfType BowlType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType PepperShakerType)
        (canContain ShelfType PlateType)
        (canContain ShelfType VaseType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType SpoonType)
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
        (receptacleAtLocation StoveBurner_bar_1 loc_bar__minus_8_bar_6_bar_1_bar_30)
        (receptacleType StoveBurner_bar_2 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar_2 loc_bar__minus_11_bar_4_bar_2_bar_30)
        (receptacleType StoveBurner_bar_3 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar_3 loc_bar__minus_5_bar_9_bar_0_bar_30)
        (receptacleType StoveBurner_bar_4 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar_4 loc_bar__minus_13_bar_3_bar_2_bar_30)
        (receptacleType CoffeeMachine_bar_1 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar_1 loc_bar__minus_14_bar_2_bar_0_bar_30)
        (receptacleType Toaster_bar_1 ToasterType)
        (receptacleAtLocation Toaster_bar_1 loc_bar_1_bar_1_bar_2_bar_30)
        (objectType Apple_bar_1 AppleType)
        (inReceptacle Apple_bar_1 CounterTop_bar_1)
        (objectAtLocation Apple_bar_1 loc_bar_1_bar__minus_1_bar_1_bar_30)
        (pickupable Apple_bar_1)
        (cleanable Apple_bar_1)
        (heatable Apple_bar_1)
        (coolable Apple_bar_1)
        (sliceable Apple_bar_1)
        (objectType Apple_bar_2 AppleType)
        (inReceptacle Apple_bar_2 GarbageCan_bar_1)
        (objectAtLocation Apple_bar_2 loc_bar_0_bar_4_bar_3_bar_30)
        (pickupable Apple_bar_2)
        (cleanable Apple_bar_2)
        (heatable Apple_bar_2)
        (coolable Apple_bar_2)
        (sliceable Apple_bar_2)
        (objectType Bowl_bar_1 BowlType)
        (inReceptacle Bowl_bar_1 Cabinet_bar_3)
        (objectAtLocation Bowl_bar_1 loc_bar_1_bar__minus_8_bar_1_bar__minus_30)
        (pickupable Bowl_bar_1)
        (isReceptacleObject Bowl_bar_1)
        (cleanable Bowl_bar_1)
        (coolable Bowl_bar_1)
        (objectType Bowl_bar_2 BowlType)
        (inReceptacle Bowl_bar_2 CounterTop_bar_1)
        (objectAtLocation Bowl_bar_2 loc_bar_1_bar__minus_1_bar_1_bar_30)
        (pickupable Bowl_bar_2)
        (isReceptacleObject Bowl_bar_2)
        (cleanable Bowl_bar_2)
        (coolable Bowl_bar_2)
        (objectType Bread_bar_1 BreadType)
        (inReceptacle Bread_bar_1 GarbageCan_bar_1)
        (objectAtLocation Bread_bar_1 loc_bar_0_bar_4_bar_3_bar_30)
        (pickupable Bread_bar_1)
        (heatable Bread_bar_1)
        (coolable Bread_bar_1)
        (sliceable Bread_bar_1)
        (objectType Bread_bar_2 BreadType)
        (inReceptacle Bread_bar_2 Fridge_bar_1)
        (objectAtLocation Bread_bar_2 loc_bar_0_bar_5_bar_1_bar_0)
        (pickupable Bread_bar_2)
        (heatable Bread_bar_2)
        (coolable Bread_bar_2)
        (sliceable Bread_bar_2)
        (objectType ButterKnife_bar_1 ButterKnifeType)
        (inReceptacle ButterKnife_bar_1 CounterTop_bar_1)
        (objectAtLocation ButterKnife_bar_1 loc_bar_1_bar__minus_1_bar_1_bar_30)
        (pickupable ButterKnife_bar_1)
        (cleanable ButterKnife_bar_1)
        (objectType CreditCard_bar_1 CreditCardType)
        (inReceptacle CreditCard_bar_1 Drawer_bar_3)
        (objectAtLocation CreditCard_bar_1 loc_bar_0_bar__minus_4_bar_1_bar_30)
        (pickupable CreditCard_bar_1)
        (objectType CreditCard_bar_2 CreditCardType)
        (inReceptacle CreditCard_bar_2 Drawer_bar_3)
        (objectAtLocation CreditCard_bar_2 loc_bar_0_bar__minus_4_bar_1_bar_30)
        (pickupable CreditCard_bar_2)
        (objectType Knife_bar_1 KnifeType)
        (inReceptacle Knife_bar_1 CounterTop_bar_2)
        (objectAtLocation Knife_bar_1 loc_bar_1_bar__minus_8_bar_1_bar_30)
        (pickupable Knife_bar_1)
        (cleanable Knife_bar_1)
        (objectType Pan_bar_1 PanType)
        (inReceptacle Pan_bar_1 Sink_bar_1_bar_SinkBasin)
        (objectAtLocation Pan_bar_1 loc_bar_0_bar__minus_3_bar_3_bar_30)
        (pickupable Pan_bar_1)
        (isReceptacleObject Pan_bar_1)
        (cleanable Pan_bar_1)
        (coolable Pan_bar_1)
        (objectType PepperShaker_bar_1 PepperShakerType)
        (inReceptacle PepperShaker_bar_1 Drawer_bar_3)
        (objectAtLocation PepperShaker_bar_1 loc_bar_0_bar__minus_4_bar_1_bar_30)
        (pickupable PepperShaker_bar_1)
        (objectType Plate_bar_1 PlateType)
        (inReceptacle Plate_bar_1 Cabinet_bar_3)
        (objectAtLocation Plate_bar_1 loc_bar_1_bar__minus_8_bar_1_bar__minus_30)
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
        (objectType Spoon_bar_1 SpoonType)
        (inReceptacle Spoon_bar_1 Drawer_bar_1)
        (objectAtLocation Spoon_bar_1 loc_bar_0_bar__minus_6_bar_0_bar_30)
        (pickupable Spoon_bar_1)
        (cleanable Spoon_bar_1)
        (objectType Spoon_bar_2 SpoonType)
        (inReceptacle Spoon_bar_2 Drawer_bar_2)
        (objectAtLocation Spoon_bar_2 loc_bar_0_bar__minus_6_bar_0_bar_45)
        (pickupable Spoon_bar_2)
        (cleanable Spoon_bar_2)
        (objectType Vase_bar_1 VaseType)
        (inReceptacle Vase_bar_1 CounterTop_bar_2)
        (objectAtLocation Vase_bar_1 loc_bar_1_bar__minus_8_bar_1_bar_30)
        (pickupable Vase_bar_1)
        (objectType Vase_bar_2 VaseType)
        (inReceptacle Vase_bar_2 CounterTop_bar_2)
        (objectAtLocation Vase_bar_2 loc_bar_1_bar__minus_8_bar_1_bar_30)
        (pickupable Vase_bar_2)
        (objectType Vase_bar_3 VaseType)
        (inReceptacle Vase_bar_3 Cabinet_bar_1)
        (objectAtLocation Vase_bar_3 loc_bar__minus_1_bar_3_bar_1_bar_30)
        (pickupable Vase_bar_3)
        )

                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 VaseType)
                                    (receptacleType ?r ShelfType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 VaseType)
                                            (receptacleType ?r ShelfType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
            