
(define (problem plan_a2rl_229_523479)
    (:domain alfred)
    (:objects
        agent1 - agent
        BookType - otype
        BoxType - otype
        CreditCardType - otype
        LaptopType - otype
        PenType - otype
        PencilType - otype
        PillowType - otype
        RemoteControlType - otype
        StatueType - otype
        TissueBoxType - otype
        WateringCanType - otype
        ArmChairType - rtype
        CoffeeTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        GarbageCanType - rtype
        SideTableType - rtype
        SofaType - rtype
        Book_bar_1 - object
        Box_bar_1 - object
        CreditCard_bar_1 - object
        CreditCard_bar_2 - object
        Laptop_bar_1 - object
        Pen_bar_1 - object
        Pen_bar_2 - object
        Pencil_bar_1 - object
        Pillow_bar_1 - object
        RemoteControl_bar_1 - object
        RemoteControl_bar_2 - object
        Statue_bar_1 - object
        TissueBox_bar_1 - object
        WateringCan_bar_1 - object
        WateringCan_bar_2 - object
        ArmChair_bar_1 - receptacle
        CoffeeTable_bar_1 - receptacle
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
        loc_bar__minus_12_bar_14_bar_2_bar_30 - location
        loc_bar__minus_14_bar_6_bar_2_bar_30 - location
        loc_bar__minus_20_bar_10_bar_3_bar_30 - location
        loc_bar__minus_20_bar_13_bar_2_bar_30 - location
        loc_bar__minus_20_bar_15_bar_1_bar_30 - location
        loc_bar__minus_20_bar_15_bar_2_bar_30 - location
        loc_bar__minus_21_bar_12_bar_2_bar_30 - location
        loc_bar__minus_21_bar_14_bar_2_bar_30 - location
        loc_bar__minus_21_bar_5_bar_2_bar_30 - location
        loc_bar__minus_4_bar_7_bar_1_bar_30 - location
        loc_bar__minus_5_bar_2_bar_1_bar_30 - location
        loc_bar__minus_6_bar_11_bar_0_bar_30 - location
        loc_bar__minus_7_bar_9_bar_0_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar__minus_7_bar_9_bar_0_bar_30)
        (canContain ArmChairType BookType)
        (canContain ArmChairType BoxType)
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType PillowType)
        (canContain ArmChairType RemoteControlType)
        (canContain CoffeeTableType BookType)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType PenType)
        (canContain CoffeeTableType PencilType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain CoffeeTableType StatueType)
        (canContain CoffeeTableType TissueBoxType)
        (canContain CoffeeTableType WateringCanType)
        (canContain DrawerType BookType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType PenType)
        (canContain DrawerType PencilType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType TissueBoxType)
        (canContain DrawerType WateringCanType)
        (canContain DresserType BookType)
        (canContain DresserType BoxType)
        (canContain DresserType CreditCardType)
        (canContain DresserType LaptopType)
        (canContain DresserType PenType)
        (canContain DresserType PencilType)
        (canContain DresserType RemoteControlType)
        (canContain DresserType StatueType)
        (canContain DresserType TissueBoxType)
        (canContain DresserType WateringCanType)
        (canContain GarbageCanType PenType)
        (canContain GarbageCanType PencilType)
        (canContain GarbageCanType TissueBoxType)
        (canContain SideTableType BookType)
        (canContain SideTableType BoxType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType PenType)
        (canContain SideTableType PencilType)
        (canContain SideTableType RemoteControlType)
        (canContain SideTableType StatueType)
        (canContain SideTableType TissueBoxType)
        (canContain SideTableType WateringCanType)
        (canContain SofaType BookType)
        (canContain SofaType BoxType)
        (canContain SofaType CreditCardType)
        (canContain SofaType LaptopType)
        (canContain SofaType PillowType)
        (canContain SofaType RemoteControlType)
        (receptacleType ArmChair_bar_1 ArmChairType)
        (receptacleAtLocation ArmChair_bar_1 loc_bar__minus_6_bar_11_bar_0_bar_30)
        (receptacleType CoffeeTable_bar_1 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar_1 loc_bar__minus_12_bar_14_bar_2_bar_30)
        (receptacleType Drawer_bar_1 DrawerType)
        (receptacleAtLocation Drawer_bar_1 loc_bar__minus_20_bar_13_bar_2_bar_30)
        (openable Drawer_bar_1)
        (receptacleType Drawer_bar_2 DrawerType)
        (receptacleAtLocation Drawer_bar_2 loc_bar__minus_20_bar_15_bar_2_bar_30)
        (openable Drawer_bar_2)
        (receptacleType Drawer_bar_3 DrawerType)
        (receptacleAtLocation Drawer_bar_3 loc_bar__minus_21_bar_12_bar_2_bar_30)
        (openable Drawer_bar_3)
        (receptacleType Drawer_bar_4 DrawerType)
        (receptacleAtLocation Drawer_bar_4 loc_bar__minus_21_bar_14_bar_2_bar_30)
        (openable Drawer_bar_4)
        (receptacleType Dresser_bar_1 DresserType)
        (receptacleAtLocation Dresser_bar_1 loc_bar__minus_20_bar_10_bar_3_bar_30)
        (receptacleType SideTable_bar_1 SideTableType)
        (receptacleAtLocation SideTable_bar_1 loc_bar__minus_4_bar_7_bar_1_bar_30)
        (receptacleType SideTable_bar_2 SideTableType)
        (receptacleAtLocation SideTable_bar_2 loc_bar__minus_5_bar_2_bar_1_bar_30)
        (receptacleType SideTable_bar_3 SideTableType)
        (receptacleAtLocation SideTable_bar_3 loc_bar__minus_21_bar_5_bar_2_bar_30)
        (receptacleType Sofa_bar_1 SofaType)
        (receptacleAtLocation Sofa_bar_1 loc_bar__minus_14_bar_6_bar_2_bar_30)
        (receptacleType GarbageCan_bar_1 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar_1 loc_bar__minus_20_bar_15_bar_1_bar_30)
        (objectType Book_bar_1 BookType)
        (inReceptacle Book_bar_1 Drawer_bar_2)
        (objectAtLocation Book_bar_1 loc_bar__minus_20_bar_15_bar_2_bar_30)
        (pickupable Book_bar_1)
        (objectType Box_bar_1 BoxType)
        (inReceptacle Box_bar_1 SideTable_bar_1)
        (objectAtLocation Box_bar_1 loc_bar__minus_4_bar_7_bar_1_bar_30)
        (pickupable Box_bar_1)
        (isReceptacleObject Box_bar_1)
        (objectType CreditCard_bar_1 CreditCardType)
        (inReceptacle CreditCard_bar_1 Sofa_bar_1)
        (objectAtLocation CreditCard_bar_1 loc_bar__minus_14_bar_6_bar_2_bar_30)
        (pickupable CreditCard_bar_1)
        (objectType CreditCard_bar_2 CreditCardType)
        (inReceptacle CreditCard_bar_2 CoffeeTable_bar_1)
        (objectAtLocation CreditCard_bar_2 loc_bar__minus_12_bar_14_bar_2_bar_30)
        (pickupable CreditCard_bar_2)
        (objectType Laptop_bar_1 LaptopType)
        (inReceptacle Laptop_bar_1 SideTable_bar_2)
        (objectAtLocation Laptop_bar_1 loc_bar__minus_5_bar_2_bar_1_bar_30)
        (pickupable Laptop_bar_1)
        (objectType Pen_bar_1 PenType)
        (inReceptacle Pen_bar_1 SideTable_bar_3)
        (objectAtLocation Pen_bar_1 loc_bar__minus_21_bar_5_bar_2_bar_30)
        (pickupable Pen_bar_1)
        (objectType Pen_bar_2 PenType)
        (inReceptacle Pen_bar_2 GarbageCan_bar_1)
        (objectAtLocation Pen_bar_2 loc_bar__minus_20_bar_15_bar_1_bar_30)
        (pickupable Pen_bar_2)
        (objectType Pencil_bar_1 PencilType)
        (inReceptacle Pencil_bar_1 Drawer_bar_1)
        (objectAtLocation Pencil_bar_1 loc_bar__minus_20_bar_13_bar_2_bar_30)
        (pickupable Pencil_bar_1)
        (objectType Pillow_bar_1 PillowType)
        (inReceptacle Pillow_bar_1 ArmChair_bar_1)
        (objectAtLocation Pillow_bar_1 loc_bar__minus_6_bar_11_bar_0_bar_30)
        (pickupable Pillow_bar_1)
        (objectType RemoteControl_bar_1 RemoteControlType)
        (inReceptacle RemoteControl_bar_1 Dresser_bar_1)
        (objectAtLocation RemoteControl_bar_1 loc_bar__minus_20_bar_10_bar_3_bar_30)
        (pickupable RemoteControl_bar_1)
        (objectType RemoteControl_bar_2 RemoteControlType)
        (inReceptacle RemoteControl_bar_2 Sofa_bar_1)
        (objectAtLocation RemoteControl_bar_2 loc_bar__minus_14_bar_6_bar_2_bar_30)
        (pickupable RemoteControl_bar_2)
        (objectType Statue_bar_1 StatueType)
        (inReceptacle Statue_bar_1 Dresser_bar_1)
        (objectAtLocation Statue_bar_1 loc_bar__minus_20_bar_10_bar_3_bar_30)
        (pickupable Statue_bar_1)
        (objectType TissueBox_bar_1 TissueBoxType)
        (inReceptacle TissueBox_bar_1 Dresser_bar_1)
        (objectAtLocation TissueBox_bar_1 loc_bar__minus_20_bar_10_bar_3_bar_30)
        (pickupable TissueBox_bar_1)
        (objectType WateringCan_bar_1 WateringCanType)
        (inReceptacle WateringCan_bar_1 Dresser_bar_1)
        (objectAtLocation WateringCan_bar_1 loc_bar__minus_20_bar_10_bar_3_bar_30)
        (pickupable WateringCan_bar_1)
        (objectType WateringCan_bar_2 WateringCanType)
        (inReceptacle WateringCan_bar_2 Drawer_bar_3)
        (objectAtLocation WateringCan_bar_2 loc_bar__minus_21_bar_12_bar_2_bar_30)
        (pickupable WateringCan_bar_2)
        )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o PenType)
                            (receptacleType ?r DrawerType)
                        )
                    )
                )
            )
        )
    )
    