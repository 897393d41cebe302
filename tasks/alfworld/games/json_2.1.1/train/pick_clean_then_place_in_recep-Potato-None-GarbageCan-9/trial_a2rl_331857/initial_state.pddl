
(define (problem plan_a2rl_9_331857)
    (:domain alfred)
    (:objects
        agent1 - agent
        BreadType - otype
        DishSpongeType - otype
        ForkType - otype
        KettleType - otype
        PanType - otype
        PepperShakerType - otype
        PlateType - otype
        PotatoType - otype
        SaltShakerType - otype
        SoapBottleType - otype
        TomatoType - otype
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
        Bread_bar_1 - object
        DishSponge_bar_1 - object
        DishSponge_bar_2 - object
        Fork_bar_1 - object
        Fork_bar_2 - object
        Kettle_bar_1 - object
        Pan_bar_1 - object
        PepperShaker_bar_1 - object
        Plate_bar_1 - object
        Potato_bar_1 - object
        Potato_bar_2 - object
        Potato_bar_3 - object
        SaltShaker_bar_1 - object
        SoapBottle_bar_1 - object
        SoapBottle_bar_2 - object
        Tomato_bar_1 - object
        Tomato_bar_2 - object
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
        Cabinet_bar_21 - receptacle
        Cabinet_bar_22 - receptacle
        Cabinet_bar_23 - receptacle
        Cabinet_bar_24 - receptacle
        Cabinet_bar_25 - receptacle
        Cabinet_bar_26 - receptacle
        Cabinet_bar_27 - receptacle
        Cabinet_bar_28 - receptacle
        CounterTop_bar_1 - receptacle
        CounterTop_bar_2 - receptacle
        CounterTop_bar_3 - receptacle
        DiningTable_bar_1 - receptacle
        Drawer_bar_1 - receptacle
        Drawer_bar_2 - receptacle
        Drawer_bar_3 - receptacle
        Drawer_bar_4 - receptacle
        Drawer_bar_5 - receptacle
        Drawer_bar_6 - receptacle
        Drawer_bar_7 - receptacle
        Drawer_bar_8 - receptacle
        Drawer_bar_9 - receptacle
        Drawer_bar_10 - receptacle
        Drawer_bar_11 - receptacle
        Fridge_bar_1 - receptacle
        GarbageCan_bar_1 - receptacle
        Microwave_bar_1 - receptacle
        Sink_bar_1_bar_SinkBasin - receptacle
        StoveBurner_bar_1 - receptacle
        StoveBurner_bar_2 - receptacle
        StoveBurner_bar_3 - receptacle
        StoveBurner_bar_4 - receptacle
        CoffeeMachine_bar_1 - receptacle
        Toaster_bar_1 - receptacle
        loc_bar__minus_1_bar_3_bar_0_bar__minus_30 - location
        loc_bar__minus_2_bar_1_bar_0_bar_30 - location
        loc_bar__minus_3_bar_2_bar_0_bar_30 - location
        loc_bar__minus_3_bar_4_bar_1_bar_30 - location
        loc_bar__minus_4_bar_4_bar_3_bar_30 - location
        loc_bar__minus_5_bar__minus_1_bar_2_bar_30 - location
        loc_bar__minus_5_bar_4_bar_1_bar_30 - location
        loc_bar__minus_6_bar_3_bar_1_bar_30 - location
        loc_bar__minus_6_bar_3_bar_2_bar_30 - location
        loc_bar_0_bar_0_bar_2_bar__minus_15 - location
        loc_bar_0_bar_0_bar_2_bar__minus_30 - location
        loc_bar_0_bar_2_bar_0_bar__minus_30 - location
        loc_bar_10_bar_3_bar_0_bar__minus_30 - location
        loc_bar_11_bar_1_bar_0_bar_30 - location
        loc_bar_11_bar_3_bar_0_bar__minus_30 - location
        loc_bar_12_bar_2_bar_2_bar_30 - location
        loc_bar_1_bar_0_bar_0_bar_30 - location
        loc_bar_1_bar_0_bar_2_bar__minus_30 - location
        loc_bar_1_bar_0_bar_2_bar_30 - location
        loc_bar_2_bar_1_bar_2_bar__minus_30 - location
        loc_bar_2_bar_2_bar_0_bar_0 - location
        loc_bar_3_bar_1_bar_0_bar_30 - location
        loc_bar_4_bar_1_bar_2_bar_30 - location
        loc_bar_4_bar_2_bar_0_bar__minus_30 - location
        loc_bar_4_bar_2_bar_2_bar_30 - location
        loc_bar_5_bar_0_bar_2_bar__minus_30 - location
        loc_bar_5_bar_1_bar_0_bar_30 - location
        loc_bar_5_bar_1_bar_0_bar_45 - location
        loc_bar_5_bar_1_bar_2_bar_30 - location
        loc_bar_5_bar_1_bar_2_bar_45 - location
        loc_bar_5_bar_3_bar_0_bar__minus_30 - location
        loc_bar_6_bar_1_bar_0_bar_30 - location
        loc_bar_6_bar_1_bar_2_bar_30 - location
        loc_bar_6_bar_1_bar_2_bar_45 - location
        loc_bar_6_bar_3_bar_0_bar__minus_30 - location
        loc_bar_7_bar_0_bar_0_bar_30 - location
        loc_bar_7_bar_0_bar_0_bar_45 - location
        loc_bar_7_bar_0_bar_2_bar__minus_30 - location
        loc_bar_7_bar_1_bar_0_bar_30 - location
        loc_bar_7_bar_2_bar_2_bar_30 - location
        loc_bar_7_bar_2_bar_2_bar_45 - location
        loc_bar_8_bar_0_bar_0_bar_30 - location
        loc_bar_8_bar_0_bar_0_bar_45 - location
        loc_bar_8_bar_0_bar_2_bar__minus_15 - location
        loc_bar_8_bar_0_bar_2_bar__minus_30 - location
        loc_bar_8_bar_1_bar_2_bar_30 - location
        loc_bar_8_bar_2_bar_2_bar_30 - location
        loc_bar_8_bar_3_bar_0_bar__minus_15 - location
        loc_bar_8_bar_3_bar_0_bar__minus_30 - location
        loc_bar_9_bar_1_bar_0_bar_30 - location
        loc_bar_9_bar_1_bar_0_bar_45 - location
        loc_bar_9_bar_2_bar_0_bar_30 - location
        loc_bar_9_bar_2_bar_1_bar_30 - location
        loc_bar_9_bar_2_bar_2_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar__minus_6_bar_3_bar_2_bar_30)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType KettleType)
        (canContain CabinetType PanType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PlateType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType SoapBottleType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType TomatoType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType DishSpongeType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType KettleType)
        (canContain DiningTableType PanType)
        (canContain DiningTableType PepperShakerType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType PotatoType)
        (canContain DiningTableType SaltShakerType)
        (canContain DiningTableType SoapBottleType)
        (canContain DiningTableType TomatoType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType SoapBottleType)
        (canContain FridgeType BreadType)
        (canContain FridgeType PanType)
        (canContain FridgeType PlateType)
        (canContain FridgeType PotatoType)
        (canContain FridgeType TomatoType)
        (canContain GarbageCanType BreadType)
        (canContain GarbageCanType DishSpongeType)
        (canContain GarbageCanType PotatoType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType TomatoType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType PlateType)
        (canContain MicrowaveType PotatoType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType TomatoType)
        (canContain StoveBurnerType KettleType)
        (canContain StoveBurnerType PanType)
        (receptacleType Cabinet_bar_1 CabinetType)
        (receptacleAtLocation Cabinet_bar_1 loc_bar__minus_1_bar_3_bar_0_bar__minus_30)
        (openable Cabinet_bar_1)
        (receptacleType Cabinet_bar_2 CabinetType)
        (receptacleAtLocation Cabinet_bar_2 loc_bar_0_bar_2_bar_0_bar__minus_30)
        (openable Cabinet_bar_2)
        (receptacleType Cabinet_bar_3 CabinetType)
        (receptacleAtLocation Cabinet_bar_3 loc_bar_0_bar_0_bar_2_bar__minus_30)
        (openable Cabinet_bar_3)
        (receptacleType Cabinet_bar_4 CabinetType)
        (receptacleAtLocation Cabinet_bar_4 loc_bar_1_bar_0_bar_2_bar__minus_30)
        (openable Cabinet_bar_4)
        (receptacleType Cabinet_bar_5 CabinetType)
        (receptacleAtLocation Cabinet_bar_5 loc_bar_4_bar_2_bar_0_bar__minus_30)
        (openable Cabinet_bar_5)
        (receptacleType Cabinet_bar_6 CabinetType)
        (receptacleAtLocation Cabinet_bar_6 loc_bar_2_bar_1_bar_2_bar__minus_30)
        (openable Cabinet_bar_6)
        (receptacleType Cabinet_bar_7 CabinetType)
        (receptacleAtLocation Cabinet_bar_7 loc_bar_7_bar_2_bar_2_bar_30)
        (openable Cabinet_bar_7)
        (receptacleType Cabinet_bar_8 CabinetType)
        (receptacleAtLocation Cabinet_bar_8 loc_bar_5_bar_0_bar_2_bar__minus_30)
        (openable Cabinet_bar_8)
        (receptacleType Cabinet_bar_9 CabinetType)
        (receptacleAtLocation Cabinet_bar_9 loc_bar_7_bar_0_bar_0_bar_30)
        (openable Cabinet_bar_9)
        (receptacleType Cabinet_bar_10 CabinetType)
        (receptacleAtLocation Cabinet_bar_10 loc_bar_5_bar_3_bar_0_bar__minus_30)
        (openable Cabinet_bar_10)
        (receptacleType Cabinet_bar_11 CabinetType)
        (receptacleAtLocation Cabinet_bar_11 loc_bar_4_bar_2_bar_2_bar_30)
        (openable Cabinet_bar_11)
        (receptacleType Cabinet_bar_12 CabinetType)
        (receptacleAtLocation Cabinet_bar_12 loc_bar_6_bar_3_bar_0_bar__minus_30)
        (openable Cabinet_bar_12)
        (receptacleType Cabinet_bar_13 CabinetType)
        (receptacleAtLocation Cabinet_bar_13 loc_bar_8_bar_0_bar_0_bar_30)
        (openable Cabinet_bar_13)
        (receptacleType Cabinet_bar_14 CabinetType)
        (receptacleAtLocation Cabinet_bar_14 loc_bar_7_bar_0_bar_2_bar__minus_30)
        (openable Cabinet_bar_14)
        (receptacleType Cabinet_bar_15 CabinetType)
        (receptacleAtLocation Cabinet_bar_15 loc_bar_9_bar_1_bar_0_bar_30)
        (openable Cabinet_bar_15)
        (receptacleType Cabinet_bar_16 CabinetType)
        (receptacleAtLocation Cabinet_bar_16 loc_bar_9_bar_2_bar_2_bar_30)
        (openable Cabinet_bar_16)
        (receptacleType Cabinet_bar_17 CabinetType)
        (receptacleAtLocation Cabinet_bar_17 loc_bar_8_bar_0_bar_2_bar__minus_30)
        (openable Cabinet_bar_17)
        (receptacleType Cabinet_bar_18 CabinetType)
        (receptacleAtLocation Cabinet_bar_18 loc_bar_8_bar_3_bar_0_bar__minus_30)
        (openable Cabinet_bar_18)
        (receptacleType Cabinet_bar_19 CabinetType)
        (receptacleAtLocation Cabinet_bar_19 loc_bar_7_bar_0_bar_0_bar_45)
        (openable Cabinet_bar_19)
        (receptacleType Cabinet_bar_20 CabinetType)
        (receptacleAtLocation Cabinet_bar_20 loc_bar_8_bar_3_bar_0_bar__minus_15)
        (openable Cabinet_bar_20)
        (receptacleType Cabinet_bar_21 CabinetType)
        (receptacleAtLocation Cabinet_bar_21 loc_bar_7_bar_2_bar_2_bar_45)
        (openable Cabinet_bar_21)
        (receptacleType Cabinet_bar_22 CabinetType)
        (receptacleAtLocation Cabinet_bar_22 loc_bar_8_bar_0_bar_2_bar__minus_15)
        (openable Cabinet_bar_22)
        (receptacleType Cabinet_bar_23 CabinetType)
        (receptacleAtLocation Cabinet_bar_23 loc_bar_8_bar_0_bar_0_bar_45)
        (openable Cabinet_bar_23)
        (receptacleType Cabinet_bar_24 CabinetType)
        (receptacleAtLocation Cabinet_bar_24 loc_bar_10_bar_3_bar_0_bar__minus_30)
        (openable Cabinet_bar_24)
        (receptacleType Cabinet_bar_25 CabinetType)
        (receptacleAtLocation Cabinet_bar_25 loc_bar_9_bar_1_bar_0_bar_45)
        (openable Cabinet_bar_25)
        (receptacleType Cabinet_bar_26 CabinetType)
        (receptacleAtLocation Cabinet_bar_26 loc_bar_11_bar_3_bar_0_bar__minus_30)
        (openable Cabinet_bar_26)
        (receptacleType Cabinet_bar_27 CabinetType)
        (receptacleAtLocation Cabinet_bar_27 loc_bar_1_bar_0_bar_0_bar_30)
        (openable Cabinet_bar_27)
        (receptacleType Cabinet_bar_28 CabinetType)
        (receptacleAtLocation Cabinet_bar_28 loc_bar_0_bar_0_bar_2_bar__minus_15)
        (openable Cabinet_bar_28)
        (receptacleType CounterTop_bar_1 CounterTopType)
        (receptacleAtLocation CounterTop_bar_1 loc_bar_4_bar_1_bar_2_bar_30)
        (receptacleType CounterTop_bar_2 CounterTopType)
        (receptacleAtLocation CounterTop_bar_2 loc_bar_9_bar_2_bar_0_bar_30)
        (receptacleType CounterTop_bar_3 CounterTopType)
        (receptacleAtLocation CounterTop_bar_3 loc_bar__minus_3_bar_4_bar_1_bar_30)
        (receptacleType DiningTable_bar_1 DiningTableType)
        (receptacleAtLocation DiningTable_bar_1 loc_bar__minus_5_bar__minus_1_bar_2_bar_30)
        (receptacleType Drawer_bar_1 DrawerType)
        (receptacleAtLocation Drawer_bar_1 loc_bar_6_bar_1_bar_2_bar_30)
        (openable Drawer_bar_1)
        (receptacleType Drawer_bar_2 DrawerType)
        (receptacleAtLocation Drawer_bar_2 loc_bar_3_bar_1_bar_0_bar_30)
        (openable Drawer_bar_2)
        (receptacleType Drawer_bar_3 DrawerType)
        (receptacleAtLocation Drawer_bar_3 loc_bar_5_bar_1_bar_2_bar_30)
        (openable Drawer_bar_3)
        (receptacleType Drawer_bar_4 DrawerType)
        (receptacleAtLocation Drawer_bar_4 loc_bar_5_bar_1_bar_0_bar_30)
        (openable Drawer_bar_4)
        (receptacleType Drawer_bar_5 DrawerType)
        (receptacleAtLocation Drawer_bar_5 loc_bar_6_bar_1_bar_0_bar_30)
        (openable Drawer_bar_5)
        (receptacleType Drawer_bar_6 DrawerType)
        (receptacleAtLocation Drawer_bar_6 loc_bar_6_bar_1_bar_2_bar_45)
        (openable Drawer_bar_6)
        (receptacleType Drawer_bar_7 DrawerType)
        (receptacleAtLocation Drawer_bar_7 loc_bar_7_bar_1_bar_0_bar_30)
        (openable Drawer_bar_7)
        (receptacleType Drawer_bar_8 DrawerType)
        (receptacleAtLocation Drawer_bar_8 loc_bar_8_bar_1_bar_2_bar_30)
        (openable Drawer_bar_8)
        (receptacleType Drawer_bar_9 DrawerType)
        (receptacleAtLocation Drawer_bar_9 loc_bar_11_bar_1_bar_0_bar_30)
        (openable Drawer_bar_9)
        (receptacleType Drawer_bar_10 DrawerType)
        (receptacleAtLocation Drawer_bar_10 loc_bar_9_bar_2_bar_1_bar_30)
        (openable Drawer_bar_10)
        (receptacleType Drawer_bar_11 DrawerType)
        (receptacleAtLocation Drawer_bar_11 loc_bar__minus_2_bar_1_bar_0_bar_30)
        (openable Drawer_bar_11)
        (receptacleType Fridge_bar_1 FridgeType)
        (receptacleAtLocation Fridge_bar_1 loc_bar_12_bar_2_bar_2_bar_30)
        (openable Fridge_bar_1)
        (receptacleType GarbageCan_bar_1 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar_1 loc_bar__minus_4_bar_4_bar_3_bar_30)
        (receptacleType Microwave_bar_1 MicrowaveType)
        (receptacleAtLocation Microwave_bar_1 loc_bar_2_bar_2_bar_0_bar_0)
        (openable Microwave_bar_1)
        (receptacleType Sink_bar_1_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar_1_bar_SinkBasin loc_bar_1_bar_0_bar_2_bar_30)
        (receptacleType StoveBurner_bar_1 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar_1 loc_bar__minus_6_bar_3_bar_1_bar_30)
        (receptacleType StoveBurner_bar_2 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar_2 loc_bar__minus_5_bar_4_bar_1_bar_30)
        (receptacleType StoveBurner_bar_3 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar_3 loc_bar_5_bar_1_bar_0_bar_45)
        (receptacleType StoveBurner_bar_4 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar_4 loc_bar_8_bar_2_bar_2_bar_30)
        (receptacleType CoffeeMachine_bar_1 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar_1 loc_bar__minus_3_bar_2_bar_0_bar_30)
        (receptacleType Toaster_bar_1 ToasterType)
        (receptacleAtLocation Toaster_bar_1 loc_bar_5_bar_1_bar_2_bar_45)
        (objectType Bread_bar_1 BreadType)
        (inReceptacle Bread_bar_1 CounterTop_bar_3)
        (objectAtLocation Bread_bar_1 loc_bar__minus_3_bar_4_bar_1_bar_30)
        (pickupable Bread_bar_1)
        (heatable Bread_bar_1)
        (coolable Bread_bar_1)
        (sliceable Bread_bar_1)
        (objectType DishSponge_bar_1 DishSpongeType)
        (inReceptacle DishSponge_bar_1 Cabinet_bar_27)
        (objectAtLocation DishSponge_bar_1 loc_bar_1_bar_0_bar_0_bar_30)
        (pickupable DishSponge_bar_1)
        (cleanable DishSponge_bar_1)
        (objectType DishSponge_bar_2 DishSpongeType)
        (inReceptacle DishSponge_bar_2 CounterTop_bar_2)
        (objectAtLocation DishSponge_bar_2 loc_bar_9_bar_2_bar_0_bar_30)
        (pickupable DishSponge_bar_2)
        (cleanable DishSponge_bar_2)
        (objectType Fork_bar_1 ForkType)
        (inReceptacle Fork_bar_1 Drawer_bar_4)
        (objectAtLocation Fork_bar_1 loc_bar_5_bar_1_bar_0_bar_30)
        (pickupable Fork_bar_1)
        (cleanable Fork_bar_1)
        (objectType Fork_bar_2 ForkType)
        (inReceptacle Fork_bar_2 CounterTop_bar_1)
        (objectAtLocation Fork_bar_2 loc_bar_4_bar_1_bar_2_bar_30)
        (pickupable Fork_bar_2)
        (cleanable Fork_bar_2)
        (objectType Kettle_bar_1 KettleType)
        (inReceptacle Kettle_bar_1 Cabinet_bar_24)
        (objectAtLocation Kettle_bar_1 loc_bar_10_bar_3_bar_0_bar__minus_30)
        (pickupable Kettle_bar_1)
        (cleanable Kettle_bar_1)
        (objectType Pan_bar_1 PanType)
        (inReceptacle Pan_bar_1 Cabinet_bar_5)
        (objectAtLocation Pan_bar_1 loc_bar_4_bar_2_bar_0_bar__minus_30)
        (pickupable Pan_bar_1)
        (isReceptacleObject Pan_bar_1)
        (cleanable Pan_bar_1)
        (coolable Pan_bar_1)
        (objectType PepperShaker_bar_1 PepperShakerType)
        (inReceptacle PepperShaker_bar_1 Cabinet_bar_16)
        (objectAtLocation PepperShaker_bar_1 loc_bar_9_bar_2_bar_2_bar_30)
        (pickupable PepperShaker_bar_1)
        (objectType Plate_bar_1 PlateType)
        (inReceptacle Plate_bar_1 Cabinet_bar_2)
        (objectAtLocation Plate_bar_1 loc_bar_0_bar_2_bar_0_bar__minus_30)
        (pickupable Plate_bar_1)
        (isReceptacleObject Plate_bar_1)
        (cleanable Plate_bar_1)
        (heatable Plate_bar_1)
        (coolable Plate_bar_1)
        (objectType Potato_bar_1 PotatoType)
        (inReceptacle Potato_bar_1 CounterTop_bar_3)
        (objectAtLocation Potato_bar_1 loc_bar__minus_3_bar_4_bar_1_bar_30)
        (pickupable Potato_bar_1)
        (cleanable Potato_bar_1)
        (heatable Potato_bar_1)
        (coolable Potato_bar_1)
        (sliceable Potato_bar_1)
        (objectType Potato_bar_2 PotatoType)
        (inReceptacle Potato_bar_2 DiningTable_bar_1)
        (objectAtLocation Potato_bar_2 loc_bar__minus_5_bar__minus_1_bar_2_bar_30)
        (pickupable Potato_bar_2)
        (cleanable Potato_bar_2)
        (heatable Potato_bar_2)
        (coolable Potato_bar_2)
        (sliceable Potato_bar_2)
        (objectType Potato_bar_3 PotatoType)
        (inReceptacle Potato_bar_3 Sink_bar_1_bar_SinkBasin)
        (objectAtLocation Potato_bar_3 loc_bar_1_bar_0_bar_2_bar_30)
        (pickupable Potato_bar_3)
        (cleanable Potato_bar_3)
        (heatable Potato_bar_3)
        (coolable Potato_bar_3)
        (sliceable Potato_bar_3)
        (objectType SaltShaker_bar_1 SaltShakerType)
        (inReceptacle SaltShaker_bar_1 Cabinet_bar_14)
        (objectAtLocation SaltShaker_bar_1 loc_bar_7_bar_0_bar_2_bar__minus_30)
        (pickupable SaltShaker_bar_1)
        (objectType SoapBottle_bar_1 SoapBottleType)
        (inReceptacle SoapBottle_bar_1 Cabinet_bar_18)
        (objectAtLocation SoapBottle_bar_1 loc_bar_8_bar_3_bar_0_bar__minus_30)
        (pickupable SoapBottle_bar_1)
        (objectType SoapBottle_bar_2 SoapBottleType)
        (inReceptacle SoapBottle_bar_2 Cabinet_bar_7)
        (objectAtLocation SoapBottle_bar_2 loc_bar_7_bar_2_bar_2_bar_30)
        (pickupable SoapBottle_bar_2)
        (objectType Tomato_bar_1 TomatoType)
        (inReceptacle Tomato_bar_1 Microwave_bar_1)
        (objectAtLocation Tomato_bar_1 loc_bar_2_bar_2_bar_0_bar_0)
        (pickupable Tomato_bar_1)
        (cleanable Tomato_bar_1)
        (heatable Tomato_bar_1)
        (coolable Tomato_bar_1)
        (sliceable Tomato_bar_1)
        (objectType Tomato_bar_2 TomatoType)
        (inReceptacle Tomato_bar_2 Microwave_bar_1)
        (objectAtLocation Tomato_bar_2 loc_bar_2_bar_2_bar_0_bar_0)
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
                            (cleanable ?o)
                            (objectType ?o PotatoType)
                            (receptacleType ?r GarbageCanType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    