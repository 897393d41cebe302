
(define (problem plan_a2rl_203_142441)
    (:domain alfred)
    (:objects
        agent1 - agent
        BookType - otype
        BoxType - otype
        CreditCardType - otype
        KeyChainType - otype
        NewspaperType - otype
        PillowType - otype
        PlateType - otype
        RemoteControlType - otype
        TissueBoxType - otype
        WatchType - otype
        WateringCanType - otype
        ArmChairType - rtype
        CoffeeTableType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        GarbageCanType - rtype
        OttomanType - rtype
        SideTableType - rtype
        SofaType - rtype
        Book_bar_1 - object
        Book_bar_2 - object
        Box_bar_1 - object
        Box_bar_2 - object
        Box_bar_3 - object
        CreditCard_bar_1 - object
        KeyChain_bar_1 - object
        KeyChain_bar_2 - object
        Newspaper_bar_1 - object
        Newspaper_bar_2 - object
        Pillow_bar_1 - object
        Plate_bar_1 - object
        Plate_bar_2 - object
        RemoteControl_bar_1 - object
        RemoteControl_bar_2 - object
        TissueBox_bar_1 - object
        TissueBox_bar_2 - object
        Watch_bar_1 - object
        WateringCan_bar_1 - object
        WateringCan_bar_2 - object
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
        loc_bar__minus_14_bar_2_bar_2_bar_30 - location
        loc_bar__minus_17_bar__minus_5_bar_0_bar_30 - location
        loc_bar__minus_18_bar_6_bar_1_bar_30 - location
        loc_bar__minus_1_bar_10_bar_3_bar_30 - location
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
        (atLocation agent1 loc_bar__minus_18_bar_6_bar_1_bar_30)
        (canContain ArmChairType BookType)
        (canContain ArmChairType BoxType)
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType NewspaperType)
        (canContain ArmChairType PillowType)
        (canContain ArmChairType RemoteControlType)
        (canContain CoffeeTableType BookType)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType NewspaperType)
        (canContain CoffeeTableType PlateType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain CoffeeTableType TissueBoxType)
        (canContain CoffeeTableType WatchType)
        (canContain CoffeeTableType WateringCanType)
        (canContain DiningTableType BookType)
        (canContain DiningTableType BoxType)
        (canContain DiningTableType CreditCardType)
        (canContain DiningTableType KeyChainType)
        (canContain DiningTableType NewspaperType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType RemoteControlType)
        (canContain DiningTableType TissueBoxType)
        (canContain DiningTableType WatchType)
        (canContain DiningTableType WateringCanType)
        (canContain DrawerType BookType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType NewspaperType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType TissueBoxType)
        (canContain DrawerType WatchType)
        (canContain DrawerType WateringCanType)
        (canContain GarbageCanType NewspaperType)
        (canContain GarbageCanType TissueBoxType)
        (canContain OttomanType BookType)
        (canContain OttomanType BoxType)
        (canContain OttomanType CreditCardType)
        (canContain OttomanType KeyChainType)
        (canContain OttomanType NewspaperType)
        (canContain OttomanType PillowType)
        (canContain OttomanType RemoteControlType)
        (canContain SideTableType BookType)
        (canContain SideTableType BoxType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType NewspaperType)
        (canContain SideTableType PlateType)
        (canContain SideTableType RemoteControlType)
        (canContain SideTableType TissueBoxType)
        (canContain SideTableType WatchType)
        (canContain SideTableType WateringCanType)
        (canContain SofaType BookType)
        (canContain SofaType BoxType)
        (canContain SofaType CreditCardType)
        (canContain SofaType KeyChainType)
        (canContain SofaType NewspaperType)
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
        (receptacleAtLocation GarbageCan_bar_1 loc_bar__minus_14_bar_2_bar_2_bar_30)
        (objectType Book_bar_1 BookType)
        (inReceptacle Book_bar_1 ArmChair_bar_1)
        (objectAtLocation Book_bar_1 loc_bar_2_bar_25_bar_2_bar_30)
        (pickupable Book_bar_1)
        (objectType Book_bar_2 BookType)
        (inReceptacle Book_bar_2 DiningTable_bar_1)
        (objectAtLocation Book_bar_2 loc_bar__minus_17_bar__minus_5_bar_0_bar_30)
        (pickupable Book_bar_2)
        (objectType Box_bar_1 BoxType)
        (inReceptacle Box_bar_1 DiningTable_bar_1)
        (objectAtLocation Box_bar_1 loc_bar__minus_17_bar__minus_5_bar_0_bar_30)
        (pickupable Box_bar_1)
        (isReceptacleObject Box_bar_1)
        (objectType Box_bar_2 BoxType)
        (inReceptacle Box_bar_2 DiningTable_bar_1)
        (objectAtLocation Box_bar_2 loc_bar__minus_17_bar__minus_5_bar_0_bar_30)
        (pickupable Box_bar_2)
        (isReceptacleObject Box_bar_2)
        (objectType Box_bar_3 BoxType)
        (inReceptacle Box_bar_3 Sofa_bar_1)
        (objectAtLocation Box_bar_3 loc_bar__minus_1_bar_10_bar_3_bar_30)
        (pickupable Box_bar_3)
        (isReceptacleObject Box_bar_3)
        (objectType CreditCard_bar_1 CreditCardType)
        (inReceptacle CreditCard_bar_1 Drawer_bar_6)
        (objectAtLocation CreditCard_bar_1 loc_bar__minus_2_bar_4_bar_2_bar_30)
        (pickupable CreditCard_bar_1)
        (objectType KeyChain_bar_1 KeyChainType)
        (inReceptacle KeyChain_bar_1 Drawer_bar_3)
        (objectAtLocation KeyChain_bar_1 loc_bar__minus_2_bar_6_bar_0_bar_30)
        (pickupable KeyChain_bar_1)
        (objectType KeyChain_bar_2 KeyChainType)
        (inReceptacle KeyChain_bar_2 ArmChair_bar_1)
        (objectAtLocation KeyChain_bar_2 loc_bar_2_bar_25_bar_2_bar_30)
        (pickupable KeyChain_bar_2)
        (objectType Newspaper_bar_1 NewspaperType)
        (inReceptacle Newspaper_bar_1 Drawer_bar_2)
        (objectAtLocation Newspaper_bar_1 loc_bar__minus_2_bar_5_bar_0_bar_30)
        (pickupable Newspaper_bar_1)
        (objectType Newspaper_bar_2 NewspaperType)
        (inReceptacle Newspaper_bar_2 Drawer_bar_4)
        (objectAtLocation Newspaper_bar_2 loc_bar_4_bar_7_bar_0_bar_30)
        (pickupable Newspaper_bar_2)
        (objectType Pillow_bar_1 PillowType)
        (inReceptacle Pillow_bar_1 ArmChair_bar_1)
        (objectAtLocation Pillow_bar_1 loc_bar_2_bar_25_bar_2_bar_30)
        (pickupable Pillow_bar_1)
        (objectType Plate_bar_1 PlateType)
        (inReceptacle Plate_bar_1 CoffeeTable_bar_1)
        (objectAtLocation Plate_bar_1 loc_bar__minus_2_bar_10_bar_1_bar_30)
        (pickupable Plate_bar_1)
        (isReceptacleObject Plate_bar_1)
        (cleanable Plate_bar_1)
        (heatable Plate_bar_1)
        (coolable Plate_bar_1)
        (objectType Plate_bar_2 PlateType)
        (inReceptacle Plate_bar_2 DiningTable_bar_1)
        (objectAtLocation Plate_bar_2 loc_bar__minus_17_bar__minus_5_bar_0_bar_30)
        (pickupable Plate_bar_2)
        (isReceptacleObject Plate_bar_2)
        (cleanable Plate_bar_2)
        (heatable Plate_bar_2)
        (coolable Plate_bar_2)
        (objectType RemoteControl_bar_1 RemoteControlType)
        (inReceptacle RemoteControl_bar_1 Sofa_bar_1)
        (objectAtLocation RemoteControl_bar_1 loc_bar__minus_1_bar_10_bar_3_bar_30)
        (pickupable RemoteControl_bar_1)
        (objectType RemoteControl_bar_2 RemoteControlType)
        (inReceptacle RemoteControl_bar_2 Drawer_bar_6)
        (objectAtLocation RemoteControl_bar_2 loc_bar__minus_2_bar_4_bar_2_bar_30)
        (pickupable RemoteControl_bar_2)
        (objectType TissueBox_bar_1 TissueBoxType)
        (inReceptacle TissueBox_bar_1 Drawer_bar_5)
        (objectAtLocation TissueBox_bar_1 loc_bar_4_bar_15_bar_2_bar_30)
        (pickupable TissueBox_bar_1)
        (objectType TissueBox_bar_2 TissueBoxType)
        (inReceptacle TissueBox_bar_2 Drawer_bar_2)
        (objectAtLocation TissueBox_bar_2 loc_bar__minus_2_bar_5_bar_0_bar_30)
        (pickupable TissueBox_bar_2)
        (objectType Watch_bar_1 WatchType)
        (inReceptacle Watch_bar_1 Drawer_bar_1)
        (objectAtLocation Watch_bar_1 loc_bar__minus_3_bar_4_bar_0_bar_30)
        (pickupable Watch_bar_1)
        (objectType WateringCan_bar_1 WateringCanType)
        (inReceptacle WateringCan_bar_1 Drawer_bar_6)
        (objectAtLocation WateringCan_bar_1 loc_bar__minus_2_bar_4_bar_2_bar_30)
        (pickupable WateringCan_bar_1)
        (objectType WateringCan_bar_2 WateringCanType)
        (inReceptacle WateringCan_bar_2 CoffeeTable_bar_1)
        (objectAtLocation WateringCan_bar_2 loc_bar__minus_2_bar_10_bar_1_bar_30)
        (pickupable WateringCan_bar_2)
        )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o BoxType)
                            (receptacleType ?r SideTableType)
                        )
                    )
                )
            )
        )
    )
    