
(define (problem plan_a2rl_7_870575)
    (:domain alfred)
    (:objects
        agent1 - agent
        BookType - otype
        ButterKnifeType - otype
        KettleType - otype
        PanType - otype
        PlateType - otype
        PotType - otype
        SaltShakerType - otype
        SoapBottleType - otype
        SpatulaType - otype
        TomatoType - otype
        VaseType - otype
        CabinetType - rtype
        CoffeeMachineType - rtype
        CounterTopType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        StoveBurnerType - rtype
        ToasterType - rtype
        Book_bar_1 - object
        Book_bar_2 - object
        ButterKnife_bar_1 - object
        Kettle_bar_1 - object
        Pan_bar_1 - object
        Plate_bar_1 - object
        Plate_bar_2 - object
        Pot_bar_1 - object
        SaltShaker_bar_1 - object
        SaltShaker_bar_2 - object
        SoapBottle_bar_1 - object
        Spatula_bar_1 - object
        Tomato_bar_1 - object
        Vase_bar_1 - object
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
        DiningTable_bar_1 - receptacle
        Drawer_bar_1 - receptacle
        Drawer_bar_2 - receptacle
        Drawer_bar_3 - receptacle
        Drawer_bar_4 - receptacle
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
        loc_bar__minus_11_bar__minus_4_bar_1_bar_30 - location
        loc_bar__minus_11_bar__minus_5_bar_1_bar__minus_30 - location
        loc_bar__minus_11_bar_8_bar_0_bar_30 - location
        loc_bar__minus_12_bar__minus_5_bar_1_bar_30 - location
        loc_bar__minus_13_bar__minus_3_bar_3_bar_30 - location
        loc_bar__minus_13_bar__minus_5_bar_1_bar_30 - location
        loc_bar__minus_13_bar__minus_5_bar_1_bar_45 - location
        loc_bar__minus_14_bar_5_bar_3_bar_30 - location
        loc_bar__minus_1_bar__minus_1_bar_2_bar_30 - location
        loc_bar__minus_2_bar__minus_2_bar_3_bar_30 - location
        loc_bar__minus_2_bar__minus_2_bar_3_bar_45 - location
        loc_bar__minus_3_bar__minus_1_bar_2_bar_30 - location
        loc_bar__minus_4_bar__minus_3_bar_2_bar__minus_15 - location
        loc_bar__minus_4_bar__minus_3_bar_2_bar__minus_30 - location
        loc_bar__minus_5_bar_4_bar_2_bar_30 - location
        loc_bar__minus_8_bar_9_bar_3_bar_30 - location
        loc_bar__minus_9_bar_6_bar_1_bar_30 - location
        loc_bar_0_bar__minus_1_bar_2_bar_30 - location
        loc_bar_0_bar__minus_3_bar_2_bar_30 - location
        loc_bar_0_bar_5_bar_0_bar_0 - location
        loc_bar_10_bar_4_bar_1_bar_30 - location
        loc_bar_12_bar_2_bar_0_bar_30 - location
        loc_bar_13_bar_3_bar_0_bar_30 - location
        loc_bar_1_bar__minus_2_bar_2_bar_30 - location
        loc_bar_2_bar__minus_2_bar_2_bar__minus_30 - location
        loc_bar_2_bar_0_bar_0_bar_30 - location
        loc_bar_3_bar__minus_2_bar_2_bar__minus_30 - location
        loc_bar_4_bar__minus_3_bar_2_bar__minus_30 - location
        loc_bar_5_bar__minus_1_bar_2_bar_30 - location
        loc_bar_5_bar__minus_3_bar_2_bar__minus_30 - location
        loc_bar_5_bar__minus_3_bar_2_bar_0 - location
        loc_bar_5_bar_6_bar_3_bar_30 - location
        loc_bar_7_bar__minus_1_bar_2_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar_5_bar_6_bar_3_bar_30)
        (canContain CabinetType BookType)
        (canContain CabinetType KettleType)
        (canContain CabinetType PanType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PotType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType VaseType)
        (canContain CounterTopType BookType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SpatulaType)
        (canContain CounterTopType TomatoType)
        (canContain CounterTopType VaseType)
        (canContain DiningTableType BookType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType KettleType)
        (canContain DiningTableType PanType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType PotType)
        (canContain DiningTableType SaltShakerType)
        (canContain DiningTableType SoapBottleType)
        (canContain DiningTableType SpatulaType)
        (canContain DiningTableType TomatoType)
        (canContain DiningTableType VaseType)
        (canContain DrawerType BookType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SpatulaType)
        (canContain FridgeType PanType)
        (canContain FridgeType PlateType)
        (canContain FridgeType PotType)
        (canContain FridgeType TomatoType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType TomatoType)
        (canContain MicrowaveType PlateType)
        (canContain MicrowaveType TomatoType)
        (canContain ShelfType BookType)
        (canContain ShelfType KettleType)
        (canContain ShelfType PlateType)
        (canContain ShelfType PotType)
        (canContain ShelfType SaltShakerType)
        (canContain ShelfType SoapBottleType)
        (canContain ShelfType VaseType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType SpatulaType)
        (canContain SinkBasinType TomatoType)
        (canContain StoveBurnerType KettleType)
        (canContain StoveBurnerType PanType)
        (canContain StoveBurnerType PotType)
        (receptacleType Cabinet_bar_1 CabinetType)
        (receptacleAtLocation Cabinet_bar_1 loc_bar__minus_1_bar__minus_1_bar_2_bar_30)
        (openable Cabinet_bar_1)
        (receptacleType Cabinet_bar_2 CabinetType)
        (receptacleAtLocation Cabinet_bar_2 loc_bar_4_bar__minus_3_bar_2_bar__minus_30)
        (openable Cabinet_bar_2)
        (receptacleType Cabinet_bar_3 CabinetType)
        (receptacleAtLocation Cabinet_bar_3 loc_bar_0_bar__minus_1_bar_2_bar_30)
        (openable Cabinet_bar_3)
        (receptacleType Cabinet_bar_4 CabinetType)
        (receptacleAtLocation Cabinet_bar_4 loc_bar_2_bar__minus_2_bar_2_bar__minus_30)
        (openable Cabinet_bar_4)
        (receptacleType Cabinet_bar_5 CabinetType)
        (receptacleAtLocation Cabinet_bar_5 loc_bar_3_bar__minus_2_bar_2_bar__minus_30)
        (openable Cabinet_bar_5)
        (receptacleType Cabinet_bar_6 CabinetType)
        (receptacleAtLocation Cabinet_bar_6 loc_bar_5_bar__minus_1_bar_2_bar_30)
        (openable Cabinet_bar_6)
        (receptacleType Cabinet_bar_7 CabinetType)
        (receptacleAtLocation Cabinet_bar_7 loc_bar_5_bar__minus_3_bar_2_bar__minus_30)
        (openable Cabinet_bar_7)
        (receptacleType Cabinet_bar_8 CabinetType)
        (receptacleAtLocation Cabinet_bar_8 loc_bar__minus_3_bar__minus_1_bar_2_bar_30)
        (openable Cabinet_bar_8)
        (receptacleType Cabinet_bar_9 CabinetType)
        (receptacleAtLocation Cabinet_bar_9 loc_bar__minus_4_bar__minus_3_bar_2_bar__minus_30)
        (openable Cabinet_bar_9)
        (receptacleType Cabinet_bar_10 CabinetType)
        (receptacleAtLocation Cabinet_bar_10 loc_bar__minus_2_bar__minus_2_bar_3_bar_30)
        (openable Cabinet_bar_10)
        (receptacleType Cabinet_bar_11 CabinetType)
        (receptacleAtLocation Cabinet_bar_11 loc_bar__minus_4_bar__minus_3_bar_2_bar__minus_15)
        (openable Cabinet_bar_11)
        (receptacleType Cabinet_bar_12 CabinetType)
        (receptacleAtLocation Cabinet_bar_12 loc_bar__minus_11_bar__minus_5_bar_1_bar__minus_30)
        (openable Cabinet_bar_12)
        (receptacleType Cabinet_bar_13 CabinetType)
        (receptacleAtLocation Cabinet_bar_13 loc_bar__minus_12_bar__minus_5_bar_1_bar_30)
        (openable Cabinet_bar_13)
        (receptacleType CounterTop_bar_1 CounterTopType)
        (receptacleAtLocation CounterTop_bar_1 loc_bar__minus_11_bar__minus_4_bar_1_bar_30)
        (receptacleType DiningTable_bar_1 DiningTableType)
        (receptacleAtLocation DiningTable_bar_1 loc_bar__minus_11_bar_8_bar_0_bar_30)
        (receptacleType Drawer_bar_1 DrawerType)
        (receptacleAtLocation Drawer_bar_1 loc_bar_1_bar__minus_2_bar_2_bar_30)
        (openable Drawer_bar_1)
        (receptacleType Drawer_bar_2 DrawerType)
        (receptacleAtLocation Drawer_bar_2 loc_bar_7_bar__minus_1_bar_2_bar_30)
        (openable Drawer_bar_2)
        (receptacleType Drawer_bar_3 DrawerType)
        (receptacleAtLocation Drawer_bar_3 loc_bar__minus_2_bar__minus_2_bar_3_bar_45)
        (openable Drawer_bar_3)
        (receptacleType Drawer_bar_4 DrawerType)
        (receptacleAtLocation Drawer_bar_4 loc_bar__minus_13_bar__minus_5_bar_1_bar_30)
        (openable Drawer_bar_4)
        (receptacleType Fridge_bar_1 FridgeType)
        (receptacleAtLocation Fridge_bar_1 loc_bar_0_bar_5_bar_0_bar_0)
        (openable Fridge_bar_1)
        (receptacleType Microwave_bar_1 MicrowaveType)
        (receptacleAtLocation Microwave_bar_1 loc_bar_5_bar__minus_3_bar_2_bar_0)
        (openable Microwave_bar_1)
        (receptacleType Shelf_bar_1 ShelfType)
        (receptacleAtLocation Shelf_bar_1 loc_bar_13_bar_3_bar_0_bar_30)
        (receptacleType Shelf_bar_2 ShelfType)
        (receptacleAtLocation Shelf_bar_2 loc_bar_10_bar_4_bar_1_bar_30)
        (receptacleType Shelf_bar_3 ShelfType)
        (receptacleAtLocation Shelf_bar_3 loc_bar_12_bar_2_bar_0_bar_30)
        (receptacleType Sink_bar_1_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar_1_bar_SinkBasin loc_bar_0_bar__minus_3_bar_2_bar_30)
        (receptacleType StoveBurner_bar_1 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar_1 loc_bar__minus_9_bar_6_bar_1_bar_30)
        (receptacleType StoveBurner_bar_2 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar_2 loc_bar__minus_13_bar__minus_3_bar_3_bar_30)
        (receptacleType StoveBurner_bar_3 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar_3 loc_bar_2_bar_0_bar_0_bar_30)
        (receptacleType StoveBurner_bar_4 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar_4 loc_bar__minus_8_bar_9_bar_3_bar_30)
        (receptacleType CoffeeMachine_bar_1 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar_1 loc_bar__minus_5_bar_4_bar_2_bar_30)
        (receptacleType Toaster_bar_1 ToasterType)
        (receptacleAtLocation Toaster_bar_1 loc_bar__minus_14_bar_5_bar_3_bar_30)
        (receptacleType GarbageCan_bar_1 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar_1 loc_bar__minus_13_bar__minus_5_bar_1_bar_45)
        (objectType Book_bar_1 BookType)
        (inReceptacle Book_bar_1 Cabinet_bar_12)
        (objectAtLocation Book_bar_1 loc_bar__minus_11_bar__minus_5_bar_1_bar__minus_30)
        (pickupable Book_bar_1)
        (objectType Book_bar_2 BookType)
        (inReceptacle Book_bar_2 Cabinet_bar_11)
        (objectAtLocation Book_bar_2 loc_bar__minus_4_bar__minus_3_bar_2_bar__minus_15)
        (pickupable Book_bar_2)
        (objectType ButterKnife_bar_1 ButterKnifeType)
        (inReceptacle ButterKnife_bar_1 DiningTable_bar_1)
        (objectAtLocation ButterKnife_bar_1 loc_bar__minus_11_bar_8_bar_0_bar_30)
        (pickupable ButterKnife_bar_1)
        (cleanable ButterKnife_bar_1)
        (objectType Kettle_bar_1 KettleType)
        (inReceptacle Kettle_bar_1 Cabinet_bar_1)
        (objectAtLocation Kettle_bar_1 loc_bar__minus_1_bar__minus_1_bar_2_bar_30)
        (pickupable Kettle_bar_1)
        (cleanable Kettle_bar_1)
        (objectType Pan_bar_1 PanType)
        (inReceptacle Pan_bar_1 StoveBurner_bar_1)
        (objectAtLocation Pan_bar_1 loc_bar__minus_9_bar_6_bar_1_bar_30)
        (pickupable Pan_bar_1)
        (isReceptacleObject Pan_bar_1)
        (cleanable Pan_bar_1)
        (coolable Pan_bar_1)
        (objectType Plate_bar_1 PlateType)
        (inReceptacle Plate_bar_1 Cabinet_bar_6)
        (objectAtLocation Plate_bar_1 loc_bar_5_bar__minus_1_bar_2_bar_30)
        (pickupable Plate_bar_1)
        (isReceptacleObject Plate_bar_1)
        (cleanable Plate_bar_1)
        (heatable Plate_bar_1)
        (coolable Plate_bar_1)
        (objectType Plate_bar_2 PlateType)
        (inReceptacle Plate_bar_2 Cabinet_bar_9)
        (objectAtLocation Plate_bar_2 loc_bar__minus_4_bar__minus_3_bar_2_bar__minus_30)
        (pickupable Plate_bar_2)
        (isReceptacleObject Plate_bar_2)
        (cleanable Plate_bar_2)
        (heatable Plate_bar_2)
        (coolable Plate_bar_2)
        (objectType Pot_bar_1 PotType)
        (inReceptacle Pot_bar_1 Shelf_bar_2)
        (objectAtLocation Pot_bar_1 loc_bar_10_bar_4_bar_1_bar_30)
        (pickupable Pot_bar_1)
        (isReceptacleObject Pot_bar_1)
        (cleanable Pot_bar_1)
        (coolable Pot_bar_1)
        (objectType SaltShaker_bar_1 SaltShakerType)
        (inReceptacle SaltShaker_bar_1 Drawer_bar_1)
        (objectAtLocation SaltShaker_bar_1 loc_bar_1_bar__minus_2_bar_2_bar_30)
        (pickupable SaltShaker_bar_1)
        (objectType SaltShaker_bar_2 SaltShakerType)
        (inReceptacle SaltShaker_bar_2 Cabinet_bar_3)
        (objectAtLocation SaltShaker_bar_2 loc_bar_0_bar__minus_1_bar_2_bar_30)
        (pickupable SaltShaker_bar_2)
        (objectType SoapBottle_bar_1 SoapBottleType)
        (inReceptacle SoapBottle_bar_1 Cabinet_bar_10)
        (objectAtLocation SoapBottle_bar_1 loc_bar__minus_2_bar__minus_2_bar_3_bar_30)
        (pickupable SoapBottle_bar_1)
        (objectType Spatula_bar_1 SpatulaType)
        (inReceptacle Spatula_bar_1 DiningTable_bar_1)
        (objectAtLocation Spatula_bar_1 loc_bar__minus_11_bar_8_bar_0_bar_30)
        (pickupable Spatula_bar_1)
        (cleanable Spatula_bar_1)
        (objectType Tomato_bar_1 TomatoType)
        (inReceptacle Tomato_bar_1 DiningTable_bar_1)
        (objectAtLocation Tomato_bar_1 loc_bar__minus_11_bar_8_bar_0_bar_30)
        (pickupable Tomato_bar_1)
        (cleanable Tomato_bar_1)
        (heatable Tomato_bar_1)
        (coolable Tomato_bar_1)
        (sliceable Tomato_bar_1)
        (objectType Vase_bar_1 VaseType)
        (inReceptacle Vase_bar_1 Cabinet_bar_7)
        (objectAtLocation Vase_bar_1 loc_bar_5_bar__minus_3_bar_2_bar__minus_30)
        (pickupable Vase_bar_1)
        )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o SpatulaType)
                            (receptacleType ?r DrawerType)
                        )
                    )
                )
            )
        )
    )
    