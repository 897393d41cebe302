
(define (problem plan_a2rl_201_876815)
    (:domain alfred)
    (:objects
        agent1 - agent
        BookType - otype
        BowlType - otype
        BoxType - otype
        LaptopType - otype
        NewspaperType - otype
        PenType - otype
        PillowType - otype
        RemoteControlType - otype
        StatueType - otype
        TissueBoxType - otype
        WatchType - otype
        ArmChairType - rtype
        CoffeeTableType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        GarbageCanType - rtype
        SideTableType - rtype
        SofaType - rtype
        TVStandType - rtype
        Book_bar_1 - object
        Bowl_bar_1 - object
        Box_bar_1 - object
        Laptop_bar_1 - object
        Newspaper_bar_1 - object
        Newspaper_bar_2 - object
        Pen_bar_1 - object
        Pen_bar_2 - object
        Pillow_bar_1 - object
        RemoteControl_bar_1 - object
        RemoteControl_bar_2 - object
        Statue_bar_1 - object
        TissueBox_bar_1 - object
        TissueBox_bar_2 - object
        Watch_bar_1 - object
        Watch_bar_2 - object
        ArmChair_bar_1 - receptacle
        ArmChair_bar_2 - receptacle
        CoffeeTable_bar_1 - receptacle
        DiningTable_bar_1 - receptacle
        DiningTable_bar_2 - receptacle
        Drawer_bar_1 - receptacle
        Drawer_bar_2 - receptacle
        SideTable_bar_1 - receptacle
        SideTable_bar_2 - receptacle
        Sofa_bar_1 - receptacle
        TVStand_bar_1 - receptacle
        GarbageCan_bar_1 - receptacle
        loc_bar__minus_10_bar_10_bar_2_bar_30 - location
        loc_bar__minus_10_bar_22_bar_0_bar_30 - location
        loc_bar__minus_12_bar_2_bar_1_bar_30 - location
        loc_bar__minus_14_bar_18_bar_1_bar_30 - location
        loc_bar__minus_16_bar_2_bar_1_bar_30 - location
        loc_bar__minus_17_bar_20_bar_0_bar_30 - location
        loc_bar__minus_2_bar_20_bar_3_bar_30 - location
        loc_bar__minus_3_bar_9_bar_0_bar_30 - location
        loc_bar__minus_4_bar_17_bar_2_bar_30 - location
        loc_bar__minus_4_bar_20_bar_0_bar_30 - location
        loc_bar__minus_7_bar_19_bar_0_bar_30 - location
        loc_bar__minus_8_bar_2_bar_2_bar_30 - location
        loc_bar__minus_9_bar_17_bar_2_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar__minus_7_bar_19_bar_0_bar_30)
        (canContain ArmChairType BookType)
        (canContain ArmChairType BoxType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType NewspaperType)
        (canContain ArmChairType PillowType)
        (canContain ArmChairType RemoteControlType)
        (canContain CoffeeTableType BookType)
        (canContain CoffeeTableType BowlType)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType NewspaperType)
        (canContain CoffeeTableType PenType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain CoffeeTableType StatueType)
        (canContain CoffeeTableType TissueBoxType)
        (canContain CoffeeTableType WatchType)
        (canContain DiningTableType BookType)
        (canContain DiningTableType BowlType)
        (canContain DiningTableType BoxType)
        (canContain DiningTableType LaptopType)
        (canContain DiningTableType NewspaperType)
        (canContain DiningTableType PenType)
        (canContain DiningTableType RemoteControlType)
        (canContain DiningTableType StatueType)
        (canContain DiningTableType TissueBoxType)
        (canContain DiningTableType WatchType)
        (canContain DrawerType BookType)
        (canContain DrawerType NewspaperType)
        (canContain DrawerType PenType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType TissueBoxType)
        (canContain DrawerType WatchType)
        (canContain GarbageCanType NewspaperType)
        (canContain GarbageCanType PenType)
        (canContain GarbageCanType TissueBoxType)
        (canContain SideTableType BookType)
        (canContain SideTableType BowlType)
        (canContain SideTableType BoxType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType NewspaperType)
        (canContain SideTableType PenType)
        (canContain SideTableType RemoteControlType)
        (canContain SideTableType StatueType)
        (canContain SideTableType TissueBoxType)
        (canContain SideTableType WatchType)
        (canContain SofaType BookType)
        (canContain SofaType BoxType)
        (canContain SofaType LaptopType)
        (canContain SofaType NewspaperType)
        (canContain SofaType PillowType)
        (canContain SofaType RemoteControlType)
        (canContain TVStandType TissueBoxType)
        (receptacleType ArmChair_bar_1 ArmChairType)
        (receptacleAtLocation ArmChair_bar_1 loc_bar__minus_4_bar_20_bar_0_bar_30)
        (receptacleType ArmChair_bar_2 ArmChairType)
        (receptacleAtLocation ArmChair_bar_2 loc_bar__minus_17_bar_20_bar_0_bar_30)
        (receptacleType CoffeeTable_bar_1 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar_1 loc_bar__minus_14_bar_18_bar_1_bar_30)
        (receptacleType DiningTable_bar_1 DiningTableType)
        (receptacleAtLocation DiningTable_bar_1 loc_bar__minus_10_bar_10_bar_2_bar_30)
        (receptacleType DiningTable_bar_2 DiningTableType)
        (receptacleAtLocation DiningTable_bar_2 loc_bar__minus_16_bar_2_bar_1_bar_30)
        (receptacleType Drawer_bar_1 DrawerType)
        (receptacleAtLocation Drawer_bar_1 loc_bar__minus_4_bar_17_bar_2_bar_30)
        (openable Drawer_bar_1)
        (receptacleType Drawer_bar_2 DrawerType)
        (receptacleAtLocation Drawer_bar_2 loc_bar__minus_12_bar_2_bar_1_bar_30)
        (openable Drawer_bar_2)
        (receptacleType SideTable_bar_1 SideTableType)
        (receptacleAtLocation SideTable_bar_1 loc_bar__minus_3_bar_9_bar_0_bar_30)
        (receptacleType SideTable_bar_2 SideTableType)
        (receptacleAtLocation SideTable_bar_2 loc_bar__minus_8_bar_2_bar_2_bar_30)
        (receptacleType Sofa_bar_1 SofaType)
        (receptacleAtLocation Sofa_bar_1 loc_bar__minus_9_bar_17_bar_2_bar_30)
        (receptacleType TVStand_bar_1 TVStandType)
        (receptacleAtLocation TVStand_bar_1 loc_bar__minus_10_bar_22_bar_0_bar_30)
        (receptacleType GarbageCan_bar_1 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar_1 loc_bar__minus_2_bar_20_bar_3_bar_30)
        (objectType Book_bar_1 BookType)
        (inReceptacle Book_bar_1 ArmChair_bar_2)
        (objectAtLocation Book_bar_1 loc_bar__minus_17_bar_20_bar_0_bar_30)
        (pickupable Book_bar_1)
        (objectType Bowl_bar_1 BowlType)
        (inReceptacle Bowl_bar_1 DiningTable_bar_2)
        (objectAtLocation Bowl_bar_1 loc_bar__minus_16_bar_2_bar_1_bar_30)
        (pickupable Bowl_bar_1)
        (isReceptacleObject Bowl_bar_1)
        (cleanable Bowl_bar_1)
        (coolable Bowl_bar_1)
        (objectType Box_bar_1 BoxType)
        (inReceptacle Box_bar_1 CoffeeTable_bar_1)
        (objectAtLocation Box_bar_1 loc_bar__minus_14_bar_18_bar_1_bar_30)
        (pickupable Box_bar_1)
        (isReceptacleObject Box_bar_1)
        (objectType Laptop_bar_1 LaptopType)
        (inReceptacle Laptop_bar_1 SideTable_bar_2)
        (objectAtLocation Laptop_bar_1 loc_bar__minus_8_bar_2_bar_2_bar_30)
        (pickupable Laptop_bar_1)
        (objectType Newspaper_bar_1 NewspaperType)
        (inReceptacle Newspaper_bar_1 Sofa_bar_1)
        (objectAtLocation Newspaper_bar_1 loc_bar__minus_9_bar_17_bar_2_bar_30)
        (pickupable Newspaper_bar_1)
        (objectType Newspaper_bar_2 NewspaperType)
        (inReceptacle Newspaper_bar_2 Sofa_bar_1)
        (objectAtLocation Newspaper_bar_2 loc_bar__minus_9_bar_17_bar_2_bar_30)
        (pickupable Newspaper_bar_2)
        (objectType Pen_bar_1 PenType)
        (inReceptacle Pen_bar_1 SideTable_bar_1)
        (objectAtLocation Pen_bar_1 loc_bar__minus_3_bar_9_bar_0_bar_30)
        (pickupable Pen_bar_1)
        (objectType Pen_bar_2 PenType)
        (inReceptacle Pen_bar_2 DiningTable_bar_1)
        (objectAtLocation Pen_bar_2 loc_bar__minus_10_bar_10_bar_2_bar_30)
        (pickupable Pen_bar_2)
        (objectType Pillow_bar_1 PillowType)
        (inReceptacle Pillow_bar_1 ArmChair_bar_2)
        (objectAtLocation Pillow_bar_1 loc_bar__minus_17_bar_20_bar_0_bar_30)
        (pickupable Pillow_bar_1)
        (objectType RemoteControl_bar_1 RemoteControlType)
        (inReceptacle RemoteControl_bar_1 Drawer_bar_2)
        (objectAtLocation RemoteControl_bar_1 loc_bar__minus_12_bar_2_bar_1_bar_30)
        (pickupable RemoteControl_bar_1)
        (objectType RemoteControl_bar_2 RemoteControlType)
        (inReceptacle RemoteControl_bar_2 Sofa_bar_1)
        (objectAtLocation RemoteControl_bar_2 loc_bar__minus_9_bar_17_bar_2_bar_30)
        (pickupable RemoteControl_bar_2)
        (objectType Statue_bar_1 StatueType)
        (inReceptacle Statue_bar_1 DiningTable_bar_1)
        (objectAtLocation Statue_bar_1 loc_bar__minus_10_bar_10_bar_2_bar_30)
        (pickupable Statue_bar_1)
        (objectType TissueBox_bar_1 TissueBoxType)
        (inReceptacle TissueBox_bar_1 Drawer_bar_2)
        (objectAtLocation TissueBox_bar_1 loc_bar__minus_12_bar_2_bar_1_bar_30)
        (pickupable TissueBox_bar_1)
        (objectType TissueBox_bar_2 TissueBoxType)
        (inReceptacle TissueBox_bar_2 SideTable_bar_2)
        (objectAtLocation TissueBox_bar_2 loc_bar__minus_8_bar_2_bar_2_bar_30)
        (pickupable TissueBox_bar_2)
        (objectType Watch_bar_1 WatchType)
        (inReceptacle Watch_bar_1 Drawer_bar_1)
        (objectAtLocation Watch_bar_1 loc_bar__minus_4_bar_17_bar_2_bar_30)
        (pickupable Watch_bar_1)
        (objectType Watch_bar_2 WatchType)
        (inReceptacle Watch_bar_2 Drawer_bar_2)
        (objectAtLocation Watch_bar_2 loc_bar__minus_12_bar_2_bar_1_bar_30)
        (pickupable Watch_bar_2)
        )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o RemoteControlType)
                            (receptacleType ?r DiningTableType)
                        )
                    )
                )
            )
        )
    )
    