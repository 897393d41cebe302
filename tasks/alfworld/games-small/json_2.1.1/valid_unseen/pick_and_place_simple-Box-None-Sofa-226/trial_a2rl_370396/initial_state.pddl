
(define (problem plan_a2rl_226_370396)
    (:domain alfred)
    (:objects
        agent1 - agent
        BoxType - otype
        CreditCardType - otype
        KeyChainType - otype
        LaptopType - otype
        NewspaperType - otype
        PillowType - otype
        RemoteControlType - otype
        StatueType - otype
        WatchType - otype
        ArmChairType - rtype
        CoffeeTableType - rtype
        DrawerType - rtype
        GarbageCanType - rtype
        SideTableType - rtype
        SofaType - rtype
        Box_bar_1 - object
        Box_bar_2 - object
        Box_bar_3 - object
        CreditCard_bar_1 - object
        CreditCard_bar_2 - object
        KeyChain_bar_1 - object
        Laptop_bar_1 - object
        Newspaper_bar_1 - object
        Pillow_bar_1 - object
        RemoteControl_bar_1 - object
        Statue_bar_1 - object
        Statue_bar_2 - object
        Watch_bar_1 - object
        ArmChair_bar_1 - receptacle
        CoffeeTable_bar_1 - receptacle
        Drawer_bar_1 - receptacle
        Drawer_bar_2 - receptacle
        Drawer_bar_3 - receptacle
        Drawer_bar_4 - receptacle
        Drawer_bar_5 - receptacle
        Drawer_bar_6 - receptacle
        Drawer_bar_7 - receptacle
        SideTable_bar_1 - receptacle
        Sofa_bar_1 - receptacle
        GarbageCan_bar_1 - receptacle
        loc_bar__minus_3_bar__minus_5_bar_0_bar_30 - location
        loc_bar__minus_3_bar__minus_5_bar_2_bar_30 - location
        loc_bar_1_bar_2_bar_3_bar_30 - location
        loc_bar_1_bar_2_bar_3_bar_45 - location
        loc_bar_1_bar_2_bar_3_bar_60 - location
        loc_bar_2_bar__minus_2_bar_1_bar_30 - location
        loc_bar_2_bar__minus_5_bar_3_bar_30 - location
        loc_bar_3_bar__minus_6_bar_3_bar_30 - location
        loc_bar_3_bar__minus_6_bar_3_bar_45 - location
        loc_bar_4_bar__minus_6_bar_0_bar_30 - location
        loc_bar_4_bar_0_bar_1_bar_30 - location
        loc_bar_4_bar_1_bar_1_bar_30 - location
        loc_bar_5_bar_1_bar_1_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar_4_bar__minus_6_bar_0_bar_30)
        (canContain ArmChairType BoxType)
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType NewspaperType)
        (canContain ArmChairType PillowType)
        (canContain ArmChairType RemoteControlType)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType NewspaperType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain CoffeeTableType StatueType)
        (canContain CoffeeTableType WatchType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType NewspaperType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType WatchType)
        (canContain GarbageCanType NewspaperType)
        (canContain SideTableType BoxType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType NewspaperType)
        (canContain SideTableType RemoteControlType)
        (canContain SideTableType StatueType)
        (canContain SideTableType WatchType)
        (canContain SofaType BoxType)
        (canContain SofaType CreditCardType)
        (canContain SofaType KeyChainType)
        (canContain SofaType LaptopType)
        (canContain SofaType NewspaperType)
        (canContain SofaType PillowType)
        (canContain SofaType RemoteControlType)
        (receptacleType ArmChair_bar_1 ArmChairType)
        (receptacleAtLocation ArmChair_bar_1 loc_bar_2_bar__minus_2_bar_1_bar_30)
        (receptacleType CoffeeTable_bar_1 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar_1 loc_bar__minus_3_bar__minus_5_bar_0_bar_30)
        (receptacleType Drawer_bar_1 DrawerType)
        (receptacleAtLocation Drawer_bar_1 loc_bar_4_bar_1_bar_1_bar_30)
        (openable Drawer_bar_1)
        (receptacleType Drawer_bar_2 DrawerType)
        (receptacleAtLocation Drawer_bar_2 loc_bar_1_bar_2_bar_3_bar_30)
        (openable Drawer_bar_2)
        (receptacleType Drawer_bar_3 DrawerType)
        (receptacleAtLocation Drawer_bar_3 loc_bar_3_bar__minus_6_bar_3_bar_30)
        (openable Drawer_bar_3)
        (receptacleType Drawer_bar_4 DrawerType)
        (receptacleAtLocation Drawer_bar_4 loc_bar_1_bar_2_bar_3_bar_45)
        (openable Drawer_bar_4)
        (receptacleType Drawer_bar_5 DrawerType)
        (receptacleAtLocation Drawer_bar_5 loc_bar_3_bar__minus_6_bar_3_bar_45)
        (openable Drawer_bar_5)
        (receptacleType Drawer_bar_6 DrawerType)
        (receptacleAtLocation Drawer_bar_6 loc_bar_1_bar_2_bar_3_bar_60)
        (openable Drawer_bar_6)
        (receptacleType Drawer_bar_7 DrawerType)
        (receptacleAtLocation Drawer_bar_7 loc_bar_2_bar__minus_5_bar_3_bar_30)
        (openable Drawer_bar_7)
        (receptacleType SideTable_bar_1 SideTableType)
        (receptacleAtLocation SideTable_bar_1 loc_bar_5_bar_1_bar_1_bar_30)
        (receptacleType Sofa_bar_1 SofaType)
        (receptacleAtLocation Sofa_bar_1 loc_bar__minus_3_bar__minus_5_bar_2_bar_30)
        (receptacleType GarbageCan_bar_1 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar_1 loc_bar_4_bar_0_bar_1_bar_30)
        (objectType Box_bar_1 BoxType)
        (inReceptacle Box_bar_1 SideTable_bar_1)
        (objectAtLocation Box_bar_1 loc_bar_5_bar_1_bar_1_bar_30)
        (pickupable Box_bar_1)
        (isReceptacleObject Box_bar_1)
        (objectType Box_bar_2 BoxType)
        (inReceptacle Box_bar_2 SideTable_bar_1)
        (objectAtLocation Box_bar_2 loc_bar_5_bar_1_bar_1_bar_30)
        (pickupable Box_bar_2)
        (isReceptacleObject Box_bar_2)
        (objectType Box_bar_3 BoxType)
        (inReceptacle Box_bar_3 ArmChair_bar_1)
        (objectAtLocation Box_bar_3 loc_bar_2_bar__minus_2_bar_1_bar_30)
        (pickupable Box_bar_3)
        (isReceptacleObject Box_bar_3)
        (objectType CreditCard_bar_1 CreditCardType)
        (inReceptacle CreditCard_bar_1 ArmChair_bar_1)
        (objectAtLocation CreditCard_bar_1 loc_bar_2_bar__minus_2_bar_1_bar_30)
        (pickupable CreditCard_bar_1)
        (objectType CreditCard_bar_2 CreditCardType)
        (inReceptacle CreditCard_bar_2 Drawer_bar_5)
        (objectAtLocation CreditCard_bar_2 loc_bar_3_bar__minus_6_bar_3_bar_45)
        (pickupable CreditCard_bar_2)
        (objectType KeyChain_bar_1 KeyChainType)
        (inReceptacle KeyChain_bar_1 Drawer_bar_4)
        (objectAtLocation KeyChain_bar_1 loc_bar_1_bar_2_bar_3_bar_45)
        (pickupable KeyChain_bar_1)
        (objectType Laptop_bar_1 LaptopType)
        (inReceptacle Laptop_bar_1 CoffeeTable_bar_1)
        (objectAtLocation Laptop_bar_1 loc_bar__minus_3_bar__minus_5_bar_0_bar_30)
        (pickupable Laptop_bar_1)
        (objectType Newspaper_bar_1 NewspaperType)
        (inReceptacle Newspaper_bar_1 GarbageCan_bar_1)
        (objectAtLocation Newspaper_bar_1 loc_bar_4_bar_0_bar_1_bar_30)
        (pickupable Newspaper_bar_1)
        (objectType Pillow_bar_1 PillowType)
        (inReceptacle Pillow_bar_1 ArmChair_bar_1)
        (objectAtLocation Pillow_bar_1 loc_bar_2_bar__minus_2_bar_1_bar_30)
        (pickupable Pillow_bar_1)
        (objectType RemoteControl_bar_1 RemoteControlType)
        (inReceptacle RemoteControl_bar_1 CoffeeTable_bar_1)
        (objectAtLocation RemoteControl_bar_1 loc_bar__minus_3_bar__minus_5_bar_0_bar_30)
        (pickupable RemoteControl_bar_1)
        (objectType Statue_bar_1 StatueType)
        (inReceptacle Statue_bar_1 CoffeeTable_bar_1)
        (objectAtLocation Statue_bar_1 loc_bar__minus_3_bar__minus_5_bar_0_bar_30)
        (pickupable Statue_bar_1)
        (objectType Statue_bar_2 StatueType)
        (inReceptacle Statue_bar_2 SideTable_bar_1)
        (objectAtLocation Statue_bar_2 loc_bar_5_bar_1_bar_1_bar_30)
        (pickupable Statue_bar_2)
        (objectType Watch_bar_1 WatchType)
        (inReceptacle Watch_bar_1 Drawer_bar_4)
        (objectAtLocation Watch_bar_1 loc_bar_1_bar_2_bar_3_bar_45)
        (pickupable Watch_bar_1)
        )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o BoxType)
                            (receptacleType ?r SofaType)
                        )
                    )
                )
            )
        )
    )
    