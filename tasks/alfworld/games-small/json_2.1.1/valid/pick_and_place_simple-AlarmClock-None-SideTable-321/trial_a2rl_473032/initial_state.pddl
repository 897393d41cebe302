
(define (problem plan_a2rl_321_473032)
    (:domain alfred)
    (:objects
        agent1 - agent
        AlarmClockType - otype
        BookType - otype
        CDType - otype
        CellPhoneType - otype
        CreditCardType - otype
        KeyChainType - otype
        LaptopType - otype
        PenType - otype
        PencilType - otype
        PillowType - otype
        TissueBoxType - otype
        ArmChairType - rtype
        BedType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        GarbageCanType - rtype
        SideTableType - rtype
        AlarmClock_bar_1 - object
        AlarmClock_bar_2 - object
        Book_bar_1 - object
        CD_bar_1 - object
        CD_bar_2 - object
        CellPhone_bar_1 - object
        CellPhone_bar_2 - object
        CreditCard_bar_1 - object
        KeyChain_bar_1 - object
        Laptop_bar_1 - object
        Laptop_bar_2 - object
        Pen_bar_1 - object
        Pen_bar_2 - object
        Pencil_bar_1 - object
        Pillow_bar_1 - object
        Pillow_bar_2 - object
        TissueBox_bar_1 - object
        TissueBox_bar_2 - object
        ArmChair_bar_1 - receptacle
        Bed_bar_1 - receptacle
        DiningTable_bar_1 - receptacle
        Drawer_bar_1 - receptacle
        Drawer_bar_2 - receptacle
        SideTable_bar_1 - receptacle
        SideTable_bar_2 - receptacle
        GarbageCan_bar_1 - receptacle
        loc_bar_11_bar_1_bar_3_bar_30 - location
        loc_bar_12_bar__minus_2_bar_1_bar_30 - location
        loc_bar_13_bar__minus_3_bar_2_bar_30 - location
        loc_bar_3_bar_5_bar_3_bar_30 - location
        loc_bar_4_bar__minus_4_bar_3_bar_30 - location
        loc_bar_4_bar__minus_4_bar_3_bar_45 - location
        loc_bar_6_bar__minus_8_bar_2_bar_30 - location
        loc_bar_7_bar__minus_8_bar_3_bar_30 - location
        loc_bar_7_bar_5_bar_3_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar_6_bar__minus_8_bar_2_bar_30)
        (canContain ArmChairType BookType)
        (canContain ArmChairType CellPhoneType)
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType PillowType)
        (canContain BedType BookType)
        (canContain BedType CellPhoneType)
        (canContain BedType LaptopType)
        (canContain BedType PillowType)
        (canContain DiningTableType AlarmClockType)
        (canContain DiningTableType BookType)
        (canContain DiningTableType CDType)
        (canContain DiningTableType CellPhoneType)
        (canContain DiningTableType CreditCardType)
        (canContain DiningTableType KeyChainType)
        (canContain DiningTableType LaptopType)
        (canContain DiningTableType PenType)
        (canContain DiningTableType PencilType)
        (canContain DiningTableType TissueBoxType)
        (canContain DrawerType BookType)
        (canContain DrawerType CDType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType PenType)
        (canContain DrawerType PencilType)
        (canContain DrawerType TissueBoxType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType PenType)
        (canContain GarbageCanType PencilType)
        (canContain GarbageCanType TissueBoxType)
        (canContain SideTableType AlarmClockType)
        (canContain SideTableType BookType)
        (canContain SideTableType CDType)
        (canContain SideTableType CellPhoneType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType PenType)
        (canContain SideTableType PencilType)
        (canContain SideTableType TissueBoxType)
        (receptacleType ArmChair_bar_1 ArmChairType)
        (receptacleAtLocation ArmChair_bar_1 loc_bar_7_bar__minus_8_bar_3_bar_30)
        (receptacleType Bed_bar_1 BedType)
        (receptacleAtLocation Bed_bar_1 loc_bar_11_bar_1_bar_3_bar_30)
        (receptacleType DiningTable_bar_1 DiningTableType)
        (receptacleAtLocation DiningTable_bar_1 loc_bar_13_bar__minus_3_bar_2_bar_30)
        (receptacleType Drawer_bar_1 DrawerType)
        (receptacleAtLocation Drawer_bar_1 loc_bar_7_bar_5_bar_3_bar_30)
        (openable Drawer_bar_1)
        (receptacleType Drawer_bar_2 DrawerType)
        (receptacleAtLocation Drawer_bar_2 loc_bar_4_bar__minus_4_bar_3_bar_30)
        (openable Drawer_bar_2)
        (receptacleType SideTable_bar_1 SideTableType)
        (receptacleAtLocation SideTable_bar_1 loc_bar_3_bar_5_bar_3_bar_30)
        (receptacleType SideTable_bar_2 SideTableType)
        (receptacleAtLocation SideTable_bar_2 loc_bar_4_bar__minus_4_bar_3_bar_45)
        (receptacleType GarbageCan_bar_1 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar_1 loc_bar_12_bar__minus_2_bar_1_bar_30)
        (objectType AlarmClock_bar_1 AlarmClockType)
        (inReceptacle AlarmClock_bar_1 DiningTable_bar_1)
        (objectAtLocation AlarmClock_bar_1 loc_bar_13_bar__minus_3_bar_2_bar_30)
        (pickupable AlarmClock_bar_1)
        (objectType AlarmClock_bar_2 AlarmClockType)
        (inReceptacle AlarmClock_bar_2 DiningTable_bar_1)
        (objectAtLocation AlarmClock_bar_2 loc_bar_13_bar__minus_3_bar_2_bar_30)
        (pickupable AlarmClock_bar_2)
        (objectType Book_bar_1 BookType)
        (inReceptacle Book_bar_1 Bed_bar_1)
        (objectAtLocation Book_bar_1 loc_bar_11_bar_1_bar_3_bar_30)
        (pickupable Book_bar_1)
        (objectType CD_bar_1 CDType)
        (inReceptacle CD_bar_1 Drawer_bar_2)
        (objectAtLocation CD_bar_1 loc_bar_4_bar__minus_4_bar_3_bar_30)
        (pickupable CD_bar_1)
        (objectType CD_bar_2 CDType)
        (inReceptacle CD_bar_2 Drawer_bar_1)
        (objectAtLocation CD_bar_2 loc_bar_7_bar_5_bar_3_bar_30)
        (pickupable CD_bar_2)
        (objectType CellPhone_bar_1 CellPhoneType)
        (inReceptacle CellPhone_bar_1 DiningTable_bar_1)
        (objectAtLocation CellPhone_bar_1 loc_bar_13_bar__minus_3_bar_2_bar_30)
        (pickupable CellPhone_bar_1)
        (objectType CellPhone_bar_2 CellPhoneType)
        (inReceptacle CellPhone_bar_2 DiningTable_bar_1)
        (objectAtLocation CellPhone_bar_2 loc_bar_13_bar__minus_3_bar_2_bar_30)
        (pickupable CellPhone_bar_2)
        (objectType CreditCard_bar_1 CreditCardType)
        (inReceptacle CreditCard_bar_1 SideTable_bar_1)
        (objectAtLocation CreditCard_bar_1 loc_bar_3_bar_5_bar_3_bar_30)
        (pickupable CreditCard_bar_1)
        (objectType KeyChain_bar_1 KeyChainType)
        (inReceptacle KeyChain_bar_1 DiningTable_bar_1)
        (objectAtLocation KeyChain_bar_1 loc_bar_13_bar__minus_3_bar_2_bar_30)
        (pickupable KeyChain_bar_1)
        (objectType Laptop_bar_1 LaptopType)
        (inReceptacle Laptop_bar_1 SideTable_bar_1)
        (objectAtLocation Laptop_bar_1 loc_bar_3_bar_5_bar_3_bar_30)
        (pickupable Laptop_bar_1)
        (objectType Laptop_bar_2 LaptopType)
        (inReceptacle Laptop_bar_2 ArmChair_bar_1)
        (objectAtLocation Laptop_bar_2 loc_bar_7_bar__minus_8_bar_3_bar_30)
        (pickupable Laptop_bar_2)
        (objectType Pen_bar_1 PenType)
        (inReceptacle Pen_bar_1 Drawer_bar_1)
        (objectAtLocation Pen_bar_1 loc_bar_7_bar_5_bar_3_bar_30)
        (pickupable Pen_bar_1)
        (objectType Pen_bar_2 PenType)
        (inReceptacle Pen_bar_2 Drawer_bar_1)
        (objectAtLocation Pen_bar_2 loc_bar_7_bar_5_bar_3_bar_30)
        (pickupable Pen_bar_2)
        (objectType Pencil_bar_1 PencilType)
        (inReceptacle Pencil_bar_1 Drawer_bar_2)
        (objectAtLocation Pencil_bar_1 loc_bar_4_bar__minus_4_bar_3_bar_30)
        (pickupable Pencil_bar_1)
        (objectType Pillow_bar_1 PillowType)
        (inReceptacle Pillow_bar_1 Bed_bar_1)
        (objectAtLocation Pillow_bar_1 loc_bar_11_bar_1_bar_3_bar_30)
        (pickupable Pillow_bar_1)
        (objectType Pillow_bar_2 PillowType)
        (inReceptacle Pillow_bar_2 ArmChair_bar_1)
        (objectAtLocation Pillow_bar_2 loc_bar_7_bar__minus_8_bar_3_bar_30)
        (pickupable Pillow_bar_2)
        (objectType TissueBox_bar_1 TissueBoxType)
        (inReceptacle TissueBox_bar_1 SideTable_bar_1)
        (objectAtLocation TissueBox_bar_1 loc_bar_3_bar_5_bar_3_bar_30)
        (pickupable TissueBox_bar_1)
        (objectType TissueBox_bar_2 TissueBoxType)
        (inReceptacle TissueBox_bar_2 Drawer_bar_2)
        (objectAtLocation TissueBox_bar_2 loc_bar_4_bar__minus_4_bar_3_bar_30)
        (pickupable TissueBox_bar_2)
        )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o AlarmClockType)
                            (receptacleType ?r SideTableType)
                        )
                    )
                )
            )
        )
    )
    