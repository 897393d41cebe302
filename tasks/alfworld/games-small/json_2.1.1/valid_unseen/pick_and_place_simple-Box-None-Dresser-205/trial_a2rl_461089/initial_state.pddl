
(define (problem plan_a2rl_205_461089)
    (:domain alfred)
    (:objects
        agent1 - agent
        BoxType - otype
        CreditCardType - otype
        KeyChainType - otype
        LaptopType - otype
        PillowType - otype
        RemoteControlType - otype
        StatueType - otype
        WatchType - otype
        WateringCanType - otype
        ArmChairType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        GarbageCanType - rtype
        SideTableType - rtype
        SofaType - rtype
        Box_bar_1 - object
        Box_bar_2 - object
        Box_bar_3 - object
        CreditCard_bar_1 - object
        KeyChain_bar_1 - object
        KeyChain_bar_2 - object
        Laptop_bar_1 - object
        Pillow_bar_1 - object
        RemoteControl_bar_1 - object
        RemoteControl_bar_2 - object
        Statue_bar_1 - object
        Watch_bar_1 - object
        Watch_bar_2 - object
        WateringCan_bar_1 - object
        ArmChair_bar_1 - receptacle
        ArmChair_bar_2 - receptacle
        DiningTable_bar_1 - receptacle
        Drawer_bar_1 - receptacle
        Drawer_bar_2 - receptacle
        Drawer_bar_3 - receptacle
        Drawer_bar_4 - receptacle
        Dresser_bar_1 - receptacle
        SideTable_bar_1 - receptacle
        SideTable_bar_2 - receptacle
        SideTable_bar_3 - receptacle
        Sofa_bar_1 - receptacle
        GarbageCan_bar_1 - receptacle
        loc_bar__minus_10_bar_10_bar_0_bar_30 - location
        loc_bar__minus_10_bar_23_bar_0_bar_30 - location
        loc_bar__minus_12_bar_22_bar_0_bar_30 - location
        loc_bar__minus_12_bar_23_bar_0_bar_30 - location
        loc_bar__minus_13_bar_21_bar_3_bar_30 - location
        loc_bar__minus_13_bar_24_bar_0_bar_30 - location
        loc_bar__minus_14_bar_22_bar_0_bar_30 - location
        loc_bar__minus_15_bar_11_bar_0_bar_30 - location
        loc_bar__minus_15_bar_18_bar_2_bar_30 - location
        loc_bar__minus_18_bar_11_bar_3_bar_30 - location
        loc_bar__minus_4_bar_14_bar_1_bar_30 - location
        loc_bar__minus_6_bar_9_bar_2_bar_30 - location
        loc_bar__minus_7_bar_24_bar_0_bar_30 - location
        loc_bar__minus_9_bar_24_bar_3_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar__minus_18_bar_11_bar_3_bar_30)
        (canContain ArmChairType BoxType)
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType PillowType)
        (canContain ArmChairType RemoteControlType)
        (canContain DiningTableType BoxType)
        (canContain DiningTableType CreditCardType)
        (canContain DiningTableType KeyChainType)
        (canContain DiningTableType LaptopType)
        (canContain DiningTableType RemoteControlType)
        (canContain DiningTableType StatueType)
        (canContain DiningTableType WatchType)
        (canContain DiningTableType WateringCanType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType WatchType)
        (canContain DrawerType WateringCanType)
        (canContain DresserType BoxType)
        (canContain DresserType CreditCardType)
        (canContain DresserType KeyChainType)
        (canContain DresserType LaptopType)
        (canContain DresserType RemoteControlType)
        (canContain DresserType StatueType)
        (canContain DresserType WatchType)
        (canContain DresserType WateringCanType)
        (canContain SideTableType BoxType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType RemoteControlType)
        (canContain SideTableType StatueType)
        (canContain SideTableType WatchType)
        (canContain SideTableType WateringCanType)
        (canContain SofaType BoxType)
        (canContain SofaType CreditCardType)
        (canContain SofaType KeyChainType)
        (canContain SofaType LaptopType)
        (canContain SofaType PillowType)
        (canContain SofaType RemoteControlType)
        (receptacleType ArmChair_bar_1 ArmChairType)
        (receptacleAtLocation ArmChair_bar_1 loc_bar__minus_10_bar_10_bar_0_bar_30)
        (receptacleType ArmChair_bar_2 ArmChairType)
        (receptacleAtLocation ArmChair_bar_2 loc_bar__minus_15_bar_18_bar_2_bar_30)
        (receptacleType DiningTable_bar_1 DiningTableType)
        (receptacleAtLocation DiningTable_bar_1 loc_bar__minus_6_bar_9_bar_2_bar_30)
        (receptacleType Drawer_bar_1 DrawerType)
        (receptacleAtLocation Drawer_bar_1 loc_bar__minus_14_bar_22_bar_0_bar_30)
        (openable Drawer_bar_1)
        (receptacleType Drawer_bar_2 DrawerType)
        (receptacleAtLocation Drawer_bar_2 loc_bar__minus_10_bar_23_bar_0_bar_30)
        (openable Drawer_bar_2)
        (receptacleType Drawer_bar_3 DrawerType)
        (receptacleAtLocation Drawer_bar_3 loc_bar__minus_12_bar_22_bar_0_bar_30)
        (openable Drawer_bar_3)
        (receptacleType Drawer_bar_4 DrawerType)
        (receptacleAtLocation Drawer_bar_4 loc_bar__minus_12_bar_23_bar_0_bar_30)
        (openable Drawer_bar_4)
        (receptacleType Dresser_bar_1 DresserType)
        (receptacleAtLocation Dresser_bar_1 loc_bar__minus_13_bar_24_bar_0_bar_30)
        (receptacleType SideTable_bar_1 SideTableType)
        (receptacleAtLocation SideTable_bar_1 loc_bar__minus_4_bar_14_bar_1_bar_30)
        (receptacleType SideTable_bar_2 SideTableType)
        (receptacleAtLocation SideTable_bar_2 loc_bar__minus_7_bar_24_bar_0_bar_30)
        (receptacleType SideTable_bar_3 SideTableType)
        (receptacleAtLocation SideTable_bar_3 loc_bar__minus_15_bar_11_bar_0_bar_30)
        (receptacleType Sofa_bar_1 SofaType)
        (receptacleAtLocation Sofa_bar_1 loc_bar__minus_13_bar_21_bar_3_bar_30)
        (receptacleType GarbageCan_bar_1 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar_1 loc_bar__minus_9_bar_24_bar_3_bar_30)
        (objectType Box_bar_1 BoxType)
        (inReceptacle Box_bar_1 SideTable_bar_1)
        (objectAtLocation Box_bar_1 loc_bar__minus_4_bar_14_bar_1_bar_30)
        (pickupable Box_bar_1)
        (isReceptacleObject Box_bar_1)
        (objectType Box_bar_2 BoxType)
        (inReceptacle Box_bar_2 Sofa_bar_1)
        (objectAtLocation Box_bar_2 loc_bar__minus_13_bar_21_bar_3_bar_30)
        (pickupable Box_bar_2)
        (isReceptacleObject Box_bar_2)
        (objectType Box_bar_3 BoxType)
        (inReceptacle Box_bar_3 SideTable_bar_2)
        (objectAtLocation Box_bar_3 loc_bar__minus_7_bar_24_bar_0_bar_30)
        (pickupable Box_bar_3)
        (isReceptacleObject Box_bar_3)
        (objectType CreditCard_bar_1 CreditCardType)
        (inReceptacle CreditCard_bar_1 ArmChair_bar_1)
        (objectAtLocation CreditCard_bar_1 loc_bar__minus_10_bar_10_bar_0_bar_30)
        (pickupable CreditCard_bar_1)
        (objectType KeyChain_bar_1 KeyChainType)
        (inReceptacle KeyChain_bar_1 SideTable_bar_1)
        (objectAtLocation KeyChain_bar_1 loc_bar__minus_4_bar_14_bar_1_bar_30)
        (pickupable KeyChain_bar_1)
        (objectType KeyChain_bar_2 KeyChainType)
        (inReceptacle KeyChain_bar_2 ArmChair_bar_2)
        (objectAtLocation KeyChain_bar_2 loc_bar__minus_15_bar_18_bar_2_bar_30)
        (pickupable KeyChain_bar_2)
        (objectType Laptop_bar_1 LaptopType)
        (inReceptacle Laptop_bar_1 SideTable_bar_1)
        (objectAtLocation Laptop_bar_1 loc_bar__minus_4_bar_14_bar_1_bar_30)
        (pickupable Laptop_bar_1)
        (objectType Pillow_bar_1 PillowType)
        (inReceptacle Pillow_bar_1 ArmChair_bar_2)
        (objectAtLocation Pillow_bar_1 loc_bar__minus_15_bar_18_bar_2_bar_30)
        (pickupable Pillow_bar_1)
        (objectType RemoteControl_bar_1 RemoteControlType)
        (inReceptacle RemoteControl_bar_1 SideTable_bar_1)
        (objectAtLocation RemoteControl_bar_1 loc_bar__minus_4_bar_14_bar_1_bar_30)
        (pickupable RemoteControl_bar_1)
        (objectType RemoteControl_bar_2 RemoteControlType)
        (inReceptacle RemoteControl_bar_2 SideTable_bar_3)
        (objectAtLocation RemoteControl_bar_2 loc_bar__minus_15_bar_11_bar_0_bar_30)
        (pickupable RemoteControl_bar_2)
        (objectType Statue_bar_1 StatueType)
        (inReceptacle Statue_bar_1 Dresser_bar_1)
        (objectAtLocation Statue_bar_1 loc_bar__minus_13_bar_24_bar_0_bar_30)
        (pickupable Statue_bar_1)
        (objectType Watch_bar_1 WatchType)
        (inReceptacle Watch_bar_1 SideTable_bar_3)
        (objectAtLocation Watch_bar_1 loc_bar__minus_15_bar_11_bar_0_bar_30)
        (pickupable Watch_bar_1)
        (objectType Watch_bar_2 WatchType)
        (inReceptacle Watch_bar_2 Dresser_bar_1)
        (objectAtLocation Watch_bar_2 loc_bar__minus_13_bar_24_bar_0_bar_30)
        (pickupable Watch_bar_2)
        (objectType WateringCan_bar_1 WateringCanType)
        (inReceptacle WateringCan_bar_1 Drawer_bar_1)
        (objectAtLocation WateringCan_bar_1 loc_bar__minus_14_bar_22_bar_0_bar_30)
        (pickupable WateringCan_bar_1)
        )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o BoxType)
                            (receptacleType ?r DresserType)
                        )
                    )
                )
            )
        )
    )
    