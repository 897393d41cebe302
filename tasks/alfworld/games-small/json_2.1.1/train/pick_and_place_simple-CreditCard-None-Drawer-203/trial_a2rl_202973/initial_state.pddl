
(define (problem plan_a2rl_203_202973)
    (:domain alfred)
    (:objects
        agent1 - agent
        BowlType - otype
        BoxType - otype
        CellPhoneType - otype
        CreditCardType - otype
        KeyChainType - otype
        PillowType - otype
        PlateType - otype
        RemoteControlType - otype
        TissueBoxType - otype
        VaseType - otype
        WateringCanType - otype
        ArmChairType - rtype
        CoffeeTableType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        GarbageCanType - rtype
        OttomanType - rtype
        SideTableType - rtype
        SofaType - rtype
        Bowl_bar_1 - object
        Box_bar_1 - object
        Box_bar_2 - object
        CellPhone_bar_1 - object
        CreditCard_bar_1 - object
        KeyChain_bar_1 - object
        KeyChain_bar_2 - object
        Pillow_bar_1 - object
        Pillow_bar_2 - object
        Plate_bar_1 - object
        RemoteControl_bar_1 - object
        TissueBox_bar_1 - object
        TissueBox_bar_2 - object
        Vase_bar_1 - object
        WateringCan_bar_1 - object
        ArmChair_bar_1 - receptacle
        CoffeeTable_bar_1 - receptacle
        DiningTable_bar_1 - receptacle
        Drawer_bar_1 - receptacle
        Drawer_bar_2 - receptacle
        Drawer_bar_3 - receptacle
        Drawer_bar_4 - receptacle
        Drawer_bar_5 - receptacle
        Drawer_bar_6 - receptacle
        Ottoman_bar_1 - receptacle
        SideTable_bar_1 - receptacle
        Sofa_bar_1 - receptacle
        GarbageCan_bar_1 - receptacle
        loc_bar__minus_15_bar_7_bar_2_bar_30 - location
        loc_bar__minus_17_bar__minus_5_bar_0_bar_30 - location
        loc_bar__minus_1_bar_10_bar_3_bar_30 - location
        loc_bar__minus_22_bar_22_bar_0_bar_30 - location
        loc_bar__minus_2_bar_10_bar_1_bar_30 - location
        loc_bar__minus_2_bar_4_bar_2_bar_30 - location
        loc_bar__minus_2_bar_5_bar_0_bar_30 - location
        loc_bar__minus_2_bar_6_bar_0_bar_30 - location
        loc_bar__minus_3_bar_4_bar_0_bar_30 - location
        loc_bar__minus_5_bar_3_bar_2_bar_30 - location
        loc_bar_2_bar_25_bar_2_bar_30 - location
        loc_bar_4_bar_12_bar_0_bar_30 - location
        loc_bar_4_bar_15_bar_2_bar_30 - location
        loc_bar_4_bar_7_bar_0_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar__minus_15_bar_7_bar_2_bar_30)
        (canContain ArmChairType BoxType)
        (canContain ArmChairType CellPhoneType)
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType PillowType)
        (canContain ArmChairType RemoteControlType)
        (canContain CoffeeTableType BowlType)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType CellPhoneType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType PlateType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain CoffeeTableType TissueBoxType)
        (canContain CoffeeTableType VaseType)
        (canContain CoffeeTableType WateringCanType)
        (canContain DiningTableType BowlType)
        (canContain DiningTableType BoxType)
        (canContain DiningTableType CellPhoneType)
        (canContain DiningTableType CreditCardType)
        (canContain DiningTableType KeyChainType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType RemoteControlType)
        (canContain DiningTableType TissueBoxType)
        (canContain DiningTableType VaseType)
        (canContain DiningTableType WateringCanType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType TissueBoxType)
        (canContain DrawerType WateringCanType)
        (canContain GarbageCanType TissueBoxType)
        (canContain OttomanType BoxType)
        (canContain OttomanType CellPhoneType)
        (canContain OttomanType CreditCardType)
        (canContain OttomanType KeyChainType)
        (canContain OttomanType PillowType)
        (canContain OttomanType RemoteControlType)
        (canContain SideTableType BowlType)
        (canContain SideTableType BoxType)
        (canContain SideTableType CellPhoneType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType PlateType)
        (canContain SideTableType RemoteControlType)
        (canContain SideTableType TissueBoxType)
        (canContain SideTableType VaseType)
        (canContain SideTableType WateringCanType)
        (canContain SofaType BoxType)
        (canContain SofaType CellPhoneType)
        (canContain SofaType CreditCardType)
        (canContain SofaType KeyChainType)
        (canContain SofaType PillowType)
        (canContain SofaType RemoteControlType)
        (receptacleType ArmChair_bar_1 ArmChairType)
        (receptacleAtLocation ArmChair_bar_1 loc_bar_2_bar_25_bar_2_bar_30)
        (receptacleType CoffeeTable_bar_1 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar_1 loc_bar__minus_2_bar_10_bar_1_bar_30)
        (receptacleType DiningTable_bar_1 DiningTableType)
        (receptacleAtLocation DiningTable_bar_1 loc_bar__minus_17_bar__minus_5_bar_0_bar_30)
        (receptacleType Drawer_bar_1 DrawerType)
        (receptacleAtLocation Drawer_bar_1 loc_bar__minus_3_bar_4_bar_0_bar_30)
        (openable Drawer_bar_1)
        (receptacleType Drawer_bar_2 DrawerType)
        (receptacleAtLocation Drawer_bar_2 loc_bar__minus_2_bar_5_bar_0_bar_30)
        (openable Drawer_bar_2)
        (receptacleType Drawer_bar_3 DrawerType)
        (receptacleAtLocation Drawer_bar_3 loc_bar__minus_2_bar_6_bar_0_bar_30)
        (openable Drawer_bar_3)
        (receptacleType Drawer_bar_4 DrawerType)
        (receptacleAtLocation Drawer_bar_4 loc_bar_4_bar_7_bar_0_bar_30)
        (openable Drawer_bar_4)
        (receptacleType Drawer_bar_5 DrawerType)
        (receptacleAtLocation Drawer_bar_5 loc_bar_4_bar_15_bar_2_bar_30)
        (openable Drawer_bar_5)
        (receptacleType Drawer_bar_6 DrawerType)
        (receptacleAtLocation Drawer_bar_6 loc_bar__minus_2_bar_4_bar_2_bar_30)
        (openable Drawer_bar_6)
        (receptacleType Ottoman_bar_1 OttomanType)
        (receptacleAtLocation Ottoman_bar_1 loc_bar_4_bar_12_bar_0_bar_30)
        (receptacleType SideTable_bar_1 SideTableType)
        (receptacleAtLocation SideTable_bar_1 loc_bar__minus_5_bar_3_bar_2_bar_30)
        (receptacleType Sofa_bar_1 SofaType)
        (receptacleAtLocation Sofa_bar_1 loc_bar__minus_1_bar_10_bar_3_bar_30)
        (receptacleType GarbageCan_bar_1 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar_1 loc_bar__minus_22_bar_22_bar_0_bar_30)
        (objectType Bowl_bar_1 BowlType)
        (inReceptacle Bowl_bar_1 DiningTable_bar_1)
        (objectAtLocation Bowl_bar_1 loc_bar__minus_17_bar__minus_5_bar_0_bar_30)
        (pickupable Bowl_bar_1)
        (isReceptacleObject Bowl_bar_1)
        (cleanable Bowl_bar_1)
        (coolable Bowl_bar_1)
        (objectType Box_bar_1 BoxType)
        (inReceptacle Box_bar_1 DiningTable_bar_1)
        (objectAtLocation Box_bar_1 loc_bar__minus_17_bar__minus_5_bar_0_bar_30)
        (pickupable Box_bar_1)
        (isReceptacleObject Box_bar_1)
        (objectType Box_bar_2 BoxType)
        (inReceptacle Box_bar_2 ArmChair_bar_1)
        (objectAtLocation Box_bar_2 loc_bar_2_bar_25_bar_2_bar_30)
        (pickupable Box_bar_2)
        (isReceptacleObject Box_bar_2)
        (objectType CellPhone_bar_1 CellPhoneType)
        (inReceptacle CellPhone_bar_1 Drawer_bar_3)
        (objectAtLocation CellPhone_bar_1 loc_bar__minus_2_bar_6_bar_0_bar_30)
        (pickupable CellPhone_bar_1)
        (objectType CreditCard_bar_1 CreditCardType)
        (inReceptacle CreditCard_bar_1 Sofa_bar_1)
        (objectAtLocation CreditCard_bar_1 loc_bar__minus_1_bar_10_bar_3_bar_30)
        (pickupable CreditCard_bar_1)
        (objectType KeyChain_bar_1 KeyChainType)
        (inReceptacle KeyChain_bar_1 SideTable_bar_1)
        (objectAtLocation KeyChain_bar_1 loc_bar__minus_5_bar_3_bar_2_bar_30)
        (pickupable KeyChain_bar_1)
        (objectType KeyChain_bar_2 KeyChainType)
        (inReceptacle KeyChain_bar_2 SideTable_bar_1)
        (objectAtLocation KeyChain_bar_2 loc_bar__minus_5_bar_3_bar_2_bar_30)
        (pickupable KeyChain_bar_2)
        (objectType Pillow_bar_1 PillowType)
        (inReceptacle Pillow_bar_1 Sofa_bar_1)
        (objectAtLocation Pillow_bar_1 loc_bar__minus_1_bar_10_bar_3_bar_30)
        (pickupable Pillow_bar_1)
        (objectType Pillow_bar_2 PillowType)
        (inReceptacle Pillow_bar_2 ArmChair_bar_1)
        (objectAtLocation Pillow_bar_2 loc_bar_2_bar_25_bar_2_bar_30)
        (pickupable Pillow_bar_2)
        (objectType Plate_bar_1 PlateType)
        (inReceptacle Plate_bar_1 SideTable_bar_1)
        (objectAtLocation Plate_bar_1 loc_bar__minus_5_bar_3_bar_2_bar_30)
        (pickupable Plate_bar_1)
        (isReceptacleObject Plate_bar_1)
        (cleanable Plate_bar_1)
        (heatable Plate_bar_1)
        (coolable Plate_bar_1)
        (objectType RemoteControl_bar_1 RemoteControlType)
        (inReceptacle RemoteControl_bar_1 Ottoman_bar_1)
        (objectAtLocation RemoteControl_bar_1 loc_bar_4_bar_12_bar_0_bar_30)
        (pickupable RemoteControl_bar_1)
        (objectType TissueBox_bar_1 TissueBoxType)
        (inReceptacle TissueBox_bar_1 SideTable_bar_1)
        (objectAtLocation TissueBox_bar_1 loc_bar__minus_5_bar_3_bar_2_bar_30)
        (pickupable TissueBox_bar_1)
        (objectType TissueBox_bar_2 TissueBoxType)
        (inReceptacle TissueBox_bar_2 GarbageCan_bar_1)
        (objectAtLocation TissueBox_bar_2 loc_bar__minus_22_bar_22_bar_0_bar_30)
        (pickupable TissueBox_bar_2)
        (objectType Vase_bar_1 VaseType)
        (inReceptacle Vase_bar_1 CoffeeTable_bar_1)
        (objectAtLocation Vase_bar_1 loc_bar__minus_2_bar_10_bar_1_bar_30)
        (pickupable Vase_bar_1)
        (objectType WateringCan_bar_1 WateringCanType)
        (inReceptacle WateringCan_bar_1 Drawer_bar_3)
        (objectAtLocation WateringCan_bar_1 loc_bar__minus_2_bar_6_bar_0_bar_30)
        (pickupable WateringCan_bar_1)
        )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o CreditCardType)
                            (receptacleType ?r DrawerType)
                        )
                    )
                )
            )
        )
    )
    