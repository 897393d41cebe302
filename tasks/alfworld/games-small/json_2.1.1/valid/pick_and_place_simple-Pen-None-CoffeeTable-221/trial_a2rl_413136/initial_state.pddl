
(define (problem plan_a2rl_221_413136)
    (:domain alfred)
    (:objects
        agent1 - agent
        BoxType - otype
        CreditCardType - otype
        KeyChainType - otype
        LaptopType - otype
        PenType - otype
        PillowType - otype
        PlateType - otype
        RemoteControlType - otype
        StatueType - otype
        VaseType - otype
        ArmChairType - rtype
        CoffeeTableType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        GarbageCanType - rtype
        SideTableType - rtype
        SofaType - rtype
        Box_bar_1 - object
        CreditCard_bar_1 - object
        CreditCard_bar_2 - object
        KeyChain_bar_1 - object
        Laptop_bar_1 - object
        Pen_bar_1 - object
        Pen_bar_2 - object
        Pen_bar_3 - object
        Pillow_bar_1 - object
        Pillow_bar_2 - object
        Plate_bar_1 - object
        Plate_bar_2 - object
        RemoteControl_bar_1 - object
        RemoteControl_bar_2 - object
        Statue_bar_1 - object
        Statue_bar_2 - object
        Vase_bar_1 - object
        Vase_bar_2 - object
        ArmChair_bar_1 - receptacle
        CoffeeTable_bar_1 - receptacle
        CoffeeTable_bar_2 - receptacle
        DiningTable_bar_1 - receptacle
        Drawer_bar_1 - receptacle
        SideTable_bar_1 - receptacle
        Sofa_bar_1 - receptacle
        GarbageCan_bar_1 - receptacle
        loc_bar__minus_11_bar_3_bar_1_bar_30 - location
        loc_bar__minus_14_bar__minus_8_bar_0_bar_30 - location
        loc_bar__minus_1_bar__minus_6_bar_2_bar_30 - location
        loc_bar__minus_2_bar__minus_6_bar_1_bar_30 - location
        loc_bar__minus_5_bar__minus_6_bar_2_bar_30 - location
        loc_bar__minus_5_bar__minus_7_bar_0_bar_30 - location
        loc_bar__minus_5_bar_1_bar_0_bar_30 - location
        loc_bar__minus_6_bar_0_bar_0_bar_30 - location
        loc_bar_0_bar__minus_7_bar_2_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar__minus_11_bar_3_bar_1_bar_30)
        (canContain ArmChairType BoxType)
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType PillowType)
        (canContain ArmChairType RemoteControlType)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType PenType)
        (canContain CoffeeTableType PlateType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain CoffeeTableType StatueType)
        (canContain CoffeeTableType VaseType)
        (canContain DiningTableType BoxType)
        (canContain DiningTableType CreditCardType)
        (canContain DiningTableType KeyChainType)
        (canContain DiningTableType LaptopType)
        (canContain DiningTableType PenType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType RemoteControlType)
        (canContain DiningTableType StatueType)
        (canContain DiningTableType VaseType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType PenType)
        (canContain DrawerType RemoteControlType)
        (canContain GarbageCanType PenType)
        (canContain SideTableType BoxType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType PenType)
        (canContain SideTableType PlateType)
        (canContain SideTableType RemoteControlType)
        (canContain SideTableType StatueType)
        (canContain SideTableType VaseType)
        (canContain SofaType BoxType)
        (canContain SofaType CreditCardType)
        (canContain SofaType KeyChainType)
        (canContain SofaType LaptopType)
        (canContain SofaType PillowType)
        (canContain SofaType RemoteControlType)
        (receptacleType ArmChair_bar_1 ArmChairType)
        (receptacleAtLocation ArmChair_bar_1 loc_bar__minus_2_bar__minus_6_bar_1_bar_30)
        (receptacleType CoffeeTable_bar_1 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar_1 loc_bar__minus_5_bar__minus_6_bar_2_bar_30)
        (receptacleType CoffeeTable_bar_2 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar_2 loc_bar__minus_5_bar__minus_7_bar_0_bar_30)
        (receptacleType DiningTable_bar_1 DiningTableType)
        (receptacleAtLocation DiningTable_bar_1 loc_bar__minus_14_bar__minus_8_bar_0_bar_30)
        (receptacleType Drawer_bar_1 DrawerType)
        (receptacleAtLocation Drawer_bar_1 loc_bar__minus_1_bar__minus_6_bar_2_bar_30)
        (openable Drawer_bar_1)
        (receptacleType SideTable_bar_1 SideTableType)
        (receptacleAtLocation SideTable_bar_1 loc_bar_0_bar__minus_7_bar_2_bar_30)
        (receptacleType Sofa_bar_1 SofaType)
        (receptacleAtLocation Sofa_bar_1 loc_bar__minus_6_bar_0_bar_0_bar_30)
        (receptacleType GarbageCan_bar_1 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar_1 loc_bar__minus_5_bar_1_bar_0_bar_30)
        (objectType Box_bar_1 BoxType)
        (inReceptacle Box_bar_1 DiningTable_bar_1)
        (objectAtLocation Box_bar_1 loc_bar__minus_14_bar__minus_8_bar_0_bar_30)
        (pickupable Box_bar_1)
        (isReceptacleObject Box_bar_1)
        (objectType CreditCard_bar_1 CreditCardType)
        (inReceptacle CreditCard_bar_1 SideTable_bar_1)
        (objectAtLocation CreditCard_bar_1 loc_bar_0_bar__minus_7_bar_2_bar_30)
        (pickupable CreditCard_bar_1)
        (objectType CreditCard_bar_2 CreditCardType)
        (inReceptacle CreditCard_bar_2 DiningTable_bar_1)
        (objectAtLocation CreditCard_bar_2 loc_bar__minus_14_bar__minus_8_bar_0_bar_30)
        (pickupable CreditCard_bar_2)
        (objectType KeyChain_bar_1 KeyChainType)
        (inReceptacle KeyChain_bar_1 CoffeeTable_bar_2)
        (objectAtLocation KeyChain_bar_1 loc_bar__minus_5_bar__minus_7_bar_0_bar_30)
        (pickupable KeyChain_bar_1)
        (objectType Laptop_bar_1 LaptopType)
        (inReceptacle Laptop_bar_1 SideTable_bar_1)
        (objectAtLocation Laptop_bar_1 loc_bar_0_bar__minus_7_bar_2_bar_30)
        (pickupable Laptop_bar_1)
        (objectType Pen_bar_1 PenType)
        (inReceptacle Pen_bar_1 Drawer_bar_1)
        (objectAtLocation Pen_bar_1 loc_bar__minus_1_bar__minus_6_bar_2_bar_30)
        (pickupable Pen_bar_1)
        (objectType Pen_bar_2 PenType)
        (inReceptacle Pen_bar_2 GarbageCan_bar_1)
        (objectAtLocation Pen_bar_2 loc_bar__minus_5_bar_1_bar_0_bar_30)
        (pickupable Pen_bar_2)
        (objectType Pen_bar_3 PenType)
        (inReceptacle Pen_bar_3 DiningTable_bar_1)
        (objectAtLocation Pen_bar_3 loc_bar__minus_14_bar__minus_8_bar_0_bar_30)
        (pickupable Pen_bar_3)
        (objectType Pillow_bar_1 PillowType)
        (inReceptacle Pillow_bar_1 ArmChair_bar_1)
        (objectAtLocation Pillow_bar_1 loc_bar__minus_2_bar__minus_6_bar_1_bar_30)
        (pickupable Pillow_bar_1)
        (objectType Pillow_bar_2 PillowType)
        (inReceptacle Pillow_bar_2 Sofa_bar_1)
        (objectAtLocation Pillow_bar_2 loc_bar__minus_6_bar_0_bar_0_bar_30)
        (pickupable Pillow_bar_2)
        (objectType Plate_bar_1 PlateType)
        (inReceptacle Plate_bar_1 CoffeeTable_bar_2)
        (objectAtLocation Plate_bar_1 loc_bar__minus_5_bar__minus_7_bar_0_bar_30)
        (pickupable Plate_bar_1)
        (isReceptacleObject Plate_bar_1)
        (cleanable Plate_bar_1)
        (heatable Plate_bar_1)
        (coolable Plate_bar_1)
        (objectType Plate_bar_2 PlateType)
        (inReceptacle Plate_bar_2 DiningTable_bar_1)
        (objectAtLocation Plate_bar_2 loc_bar__minus_14_bar__minus_8_bar_0_bar_30)
        (pickupable Plate_bar_2)
        (isReceptacleObject Plate_bar_2)
        (cleanable Plate_bar_2)
        (heatable Plate_bar_2)
        (coolable Plate_bar_2)
        (objectType RemoteControl_bar_1 RemoteControlType)
        (inReceptacle RemoteControl_bar_1 CoffeeTable_bar_2)
        (objectAtLocation RemoteControl_bar_1 loc_bar__minus_5_bar__minus_7_bar_0_bar_30)
        (pickupable RemoteControl_bar_1)
        (objectType RemoteControl_bar_2 RemoteControlType)
        (inReceptacle RemoteControl_bar_2 Sofa_bar_1)
        (objectAtLocation RemoteControl_bar_2 loc_bar__minus_6_bar_0_bar_0_bar_30)
        (pickupable RemoteControl_bar_2)
        (objectType Statue_bar_1 StatueType)
        (inReceptacle Statue_bar_1 DiningTable_bar_1)
        (objectAtLocation Statue_bar_1 loc_bar__minus_14_bar__minus_8_bar_0_bar_30)
        (pickupable Statue_bar_1)
        (objectType Statue_bar_2 StatueType)
        (inReceptacle Statue_bar_2 CoffeeTable_bar_1)
        (objectAtLocation Statue_bar_2 loc_bar__minus_5_bar__minus_6_bar_2_bar_30)
        (pickupable Statue_bar_2)
        (objectType Vase_bar_1 VaseType)
        (inReceptacle Vase_bar_1 CoffeeTable_bar_1)
        (objectAtLocation Vase_bar_1 loc_bar__minus_5_bar__minus_6_bar_2_bar_30)
        (pickupable Vase_bar_1)
        (objectType Vase_bar_2 VaseType)
        (inReceptacle Vase_bar_2 CoffeeTable_bar_2)
        (objectAtLocation Vase_bar_2 loc_bar__minus_5_bar__minus_7_bar_0_bar_30)
        (pickupable Vase_bar_2)
        )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o PenType)
                            (receptacleType ?r CoffeeTableType)
                        )
                    )
                )
            )
        )
    )
    