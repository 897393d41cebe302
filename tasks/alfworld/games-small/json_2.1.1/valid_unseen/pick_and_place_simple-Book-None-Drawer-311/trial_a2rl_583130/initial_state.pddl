
(define (problem plan_a2rl_311_583130)
    (:domain alfred)
    (:objects
        agent1 - agent
        AlarmClockType - otype
        BookType - otype
        BowlType - otype
        CDType - otype
        CreditCardType - otype
        KeyChainType - otype
        MugType - otype
        PenType - otype
        PencilType - otype
        PillowType - otype
        RemoteControlType - otype
        ArmChairType - rtype
        BedType - rtype
        CounterTopType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        GarbageCanType - rtype
        LaundryHamperType - rtype
        SideTableType - rtype
        AlarmClock_bar_1 - object
        AlarmClock_bar_2 - object
        Book_bar_1 - object
        Book_bar_2 - object
        Bowl_bar_1 - object
        Bowl_bar_2 - object
        CD_bar_1 - object
        CreditCard_bar_1 - object
        CreditCard_bar_2 - object
        KeyChain_bar_1 - object
        KeyChain_bar_2 - object
        Mug_bar_1 - object
        Pen_bar_1 - object
        Pencil_bar_1 - object
        Pillow_bar_1 - object
        RemoteControl_bar_1 - object
        RemoteControl_bar_2 - object
        ArmChair_bar_1 - receptacle
        ArmChair_bar_2 - receptacle
        Bed_bar_1 - receptacle
        CounterTop_bar_1 - receptacle
        DiningTable_bar_1 - receptacle
        Drawer_bar_1 - receptacle
        Drawer_bar_2 - receptacle
        Dresser_bar_1 - receptacle
        SideTable_bar_1 - receptacle
        GarbageCan_bar_1 - receptacle
        LaundryHamper_bar_1 - receptacle
        loc_bar__minus_1_bar__minus_5_bar_3_bar_30 - location
        loc_bar__minus_1_bar_18_bar_3_bar_30 - location
        loc_bar__minus_2_bar_2_bar_0_bar_30 - location
        loc_bar__minus_4_bar_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar_1_bar_3_bar_30 - location
        loc_bar_5_bar__minus_3_bar_1_bar_30 - location
        loc_bar_5_bar_0_bar_1_bar_30 - location
        loc_bar_6_bar_3_bar_1_bar_30 - location
        loc_bar_7_bar__minus_6_bar_1_bar_30 - location
        loc_bar_7_bar__minus_6_bar_2_bar_30 - location
        loc_bar_7_bar_13_bar_1_bar_30 - location
        loc_bar_8_bar_3_bar_1_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar__minus_4_bar_1_bar_1_bar_30)
        (canContain ArmChairType BookType)
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType PillowType)
        (canContain ArmChairType RemoteControlType)
        (canContain BedType BookType)
        (canContain BedType PillowType)
        (canContain CounterTopType AlarmClockType)
        (canContain CounterTopType BookType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType CDType)
        (canContain CounterTopType CreditCardType)
        (canContain CounterTopType KeyChainType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PenType)
        (canContain CounterTopType PencilType)
        (canContain CounterTopType RemoteControlType)
        (canContain DiningTableType AlarmClockType)
        (canContain DiningTableType BookType)
        (canContain DiningTableType BowlType)
        (canContain DiningTableType CDType)
        (canContain DiningTableType CreditCardType)
        (canContain DiningTableType KeyChainType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType PenType)
        (canContain DiningTableType PencilType)
        (canContain DiningTableType RemoteControlType)
        (canContain DrawerType BookType)
        (canContain DrawerType CDType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType PenType)
        (canContain DrawerType PencilType)
        (canContain DrawerType RemoteControlType)
        (canContain DresserType AlarmClockType)
        (canContain DresserType BookType)
        (canContain DresserType BowlType)
        (canContain DresserType CDType)
        (canContain DresserType CreditCardType)
        (canContain DresserType KeyChainType)
        (canContain DresserType MugType)
        (canContain DresserType PenType)
        (canContain DresserType PencilType)
        (canContain DresserType RemoteControlType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType PenType)
        (canContain GarbageCanType PencilType)
        (canContain SideTableType AlarmClockType)
        (canContain SideTableType BookType)
        (canContain SideTableType BowlType)
        (canContain SideTableType CDType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType MugType)
        (canContain SideTableType PenType)
        (canContain SideTableType PencilType)
        (canContain SideTableType RemoteControlType)
        (receptacleType ArmChair_bar_1 ArmChairType)
        (receptacleAtLocation ArmChair_bar_1 loc_bar_5_bar__minus_3_bar_1_bar_30)
        (receptacleType ArmChair_bar_2 ArmChairType)
        (receptacleAtLocation ArmChair_bar_2 loc_bar__minus_1_bar__minus_5_bar_3_bar_30)
        (receptacleType Bed_bar_1 BedType)
        (receptacleAtLocation Bed_bar_1 loc_bar__minus_2_bar_2_bar_0_bar_30)
        (receptacleType CounterTop_bar_1 CounterTopType)
        (receptacleAtLocation CounterTop_bar_1 loc_bar__minus_1_bar_18_bar_3_bar_30)
        (receptacleType DiningTable_bar_1 DiningTableType)
        (receptacleAtLocation DiningTable_bar_1 loc_bar_7_bar_13_bar_1_bar_30)
        (receptacleType Drawer_bar_1 DrawerType)
        (receptacleAtLocation Drawer_bar_1 loc_bar_5_bar_0_bar_1_bar_30)
        (openable Drawer_bar_1)
        (receptacleType Drawer_bar_2 DrawerType)
        (receptacleAtLocation Drawer_bar_2 loc_bar_6_bar_3_bar_1_bar_30)
        (openable Drawer_bar_2)
        (receptacleType Dresser_bar_1 DresserType)
        (receptacleAtLocation Dresser_bar_1 loc_bar_8_bar_3_bar_1_bar_30)
        (receptacleType SideTable_bar_1 SideTableType)
        (receptacleAtLocation SideTable_bar_1 loc_bar_7_bar__minus_6_bar_1_bar_30)
        (receptacleType GarbageCan_bar_1 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar_1 loc_bar__minus_4_bar_1_bar_3_bar_30)
        (receptacleType LaundryHamper_bar_1 LaundryHamperType)
        (receptacleAtLocation LaundryHamper_bar_1 loc_bar_7_bar__minus_6_bar_2_bar_30)
        (objectType AlarmClock_bar_1 AlarmClockType)
        (inReceptacle AlarmClock_bar_1 CounterTop_bar_1)
        (objectAtLocation AlarmClock_bar_1 loc_bar__minus_1_bar_18_bar_3_bar_30)
        (pickupable AlarmClock_bar_1)
        (objectType AlarmClock_bar_2 AlarmClockType)
        (inReceptacle AlarmClock_bar_2 Dresser_bar_1)
        (objectAtLocation AlarmClock_bar_2 loc_bar_8_bar_3_bar_1_bar_30)
        (pickupable AlarmClock_bar_2)
        (objectType Book_bar_1 BookType)
        (inReceptacle Book_bar_1 SideTable_bar_1)
        (objectAtLocation Book_bar_1 loc_bar_7_bar__minus_6_bar_1_bar_30)
        (pickupable Book_bar_1)
        (objectType Book_bar_2 BookType)
        (inReceptacle Book_bar_2 Bed_bar_1)
        (objectAtLocation Book_bar_2 loc_bar__minus_2_bar_2_bar_0_bar_30)
        (pickupable Book_bar_2)
        (objectType Bowl_bar_1 BowlType)
        (inReceptacle Bowl_bar_1 Dresser_bar_1)
        (objectAtLocation Bowl_bar_1 loc_bar_8_bar_3_bar_1_bar_30)
        (pickupable Bowl_bar_1)
        (isReceptacleObject Bowl_bar_1)
        (cleanable Bowl_bar_1)
        (coolable Bowl_bar_1)
        (objectType Bowl_bar_2 BowlType)
        (inReceptacle Bowl_bar_2 CounterTop_bar_1)
        (objectAtLocation Bowl_bar_2 loc_bar__minus_1_bar_18_bar_3_bar_30)
        (pickupable Bowl_bar_2)
        (isReceptacleObject Bowl_bar_2)
        (cleanable Bowl_bar_2)
        (coolable Bowl_bar_2)
        (objectType CD_bar_1 CDType)
        (inReceptacle CD_bar_1 Dresser_bar_1)
        (objectAtLocation CD_bar_1 loc_bar_8_bar_3_bar_1_bar_30)
        (pickupable CD_bar_1)
        (objectType CreditCard_bar_1 CreditCardType)
        (inReceptacle CreditCard_bar_1 CounterTop_bar_1)
        (objectAtLocation CreditCard_bar_1 loc_bar__minus_1_bar_18_bar_3_bar_30)
        (pickupable CreditCard_bar_1)
        (objectType CreditCard_bar_2 CreditCardType)
        (inReceptacle CreditCard_bar_2 CounterTop_bar_1)
        (objectAtLocation CreditCard_bar_2 loc_bar__minus_1_bar_18_bar_3_bar_30)
        (pickupable CreditCard_bar_2)
        (objectType KeyChain_bar_1 KeyChainType)
        (inReceptacle KeyChain_bar_1 Drawer_bar_1)
        (objectAtLocation KeyChain_bar_1 loc_bar_5_bar_0_bar_1_bar_30)
        (pickupable KeyChain_bar_1)
        (objectType KeyChain_bar_2 KeyChainType)
        (inReceptacle KeyChain_bar_2 DiningTable_bar_1)
        (objectAtLocation KeyChain_bar_2 loc_bar_7_bar_13_bar_1_bar_30)
        (pickupable KeyChain_bar_2)
        (objectType Mug_bar_1 MugType)
        (inReceptacle Mug_bar_1 CounterTop_bar_1)
        (objectAtLocation Mug_bar_1 loc_bar__minus_1_bar_18_bar_3_bar_30)
        (pickupable Mug_bar_1)
        (isReceptacleObject Mug_bar_1)
        (cleanable Mug_bar_1)
        (heatable Mug_bar_1)
        (coolable Mug_bar_1)
        (objectType Pen_bar_1 PenType)
        (inReceptacle Pen_bar_1 Dresser_bar_1)
        (objectAtLocation Pen_bar_1 loc_bar_8_bar_3_bar_1_bar_30)
        (pickupable Pen_bar_1)
        (objectType Pencil_bar_1 PencilType)
        (inReceptacle Pencil_bar_1 SideTable_bar_1)
        (objectAtLocation Pencil_bar_1 loc_bar_7_bar__minus_6_bar_1_bar_30)
        (pickupable Pencil_bar_1)
        (objectType Pillow_bar_1 PillowType)
        (inReceptacle Pillow_bar_1 ArmChair_bar_1)
        (objectAtLocation Pillow_bar_1 loc_bar_5_bar__minus_3_bar_1_bar_30)
        (pickupable Pillow_bar_1)
        (objectType RemoteControl_bar_1 RemoteControlType)
        (inReceptacle RemoteControl_bar_1 DiningTable_bar_1)
        (objectAtLocation RemoteControl_bar_1 loc_bar_7_bar_13_bar_1_bar_30)
        (pickupable RemoteControl_bar_1)
        (objectType RemoteControl_bar_2 RemoteControlType)
        (inReceptacle RemoteControl_bar_2 Dresser_bar_1)
        (objectAtLocation RemoteControl_bar_2 loc_bar_8_bar_3_bar_1_bar_30)
        (pickupable RemoteControl_bar_2)
        )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o BookType)
                            (receptacleType ?r DrawerType)
                        )
                    )
                )
            )
        )
    )
    