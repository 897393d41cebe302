
(define (problem plan_a2rl_307_526788)
    (:domain alfred)
    (:objects
        agent1 - agent
        AlarmClockType - otype
        BookType - otype
        BowlType - otype
        CDType - otype
        ClothType - otype
        CreditCardType - otype
        KeyChainType - otype
        PenType - otype
        PencilType - otype
        RemoteControlType - otype
        TennisRacketType - otype
        BedType - rtype
        DeskType - rtype
        DrawerType - rtype
        GarbageCanType - rtype
        LaundryHamperType - rtype
        ShelfType - rtype
        SideTableType - rtype
        AlarmClock_bar_1 - object
        Book_bar_1 - object
        Bowl_bar_1 - object
        Bowl_bar_2 - object
        CD_bar_1 - object
        Cloth_bar_1 - object
        CreditCard_bar_1 - object
        KeyChain_bar_1 - object
        KeyChain_bar_2 - object
        Pen_bar_1 - object
        Pencil_bar_1 - object
        Pencil_bar_2 - object
        RemoteControl_bar_1 - object
        RemoteControl_bar_2 - object
        TennisRacket_bar_1 - object
        TennisRacket_bar_2 - object
        Bed_bar_1 - receptacle
        Desk_bar_1 - receptacle
        Drawer_bar_1 - receptacle
        Drawer_bar_2 - receptacle
        Drawer_bar_3 - receptacle
        Shelf_bar_1 - receptacle
        Shelf_bar_2 - receptacle
        SideTable_bar_1 - receptacle
        GarbageCan_bar_1 - receptacle
        LaundryHamper_bar_1 - receptacle
        loc_bar__minus_1_bar__minus_1_bar_2_bar_30 - location
        loc_bar__minus_1_bar__minus_7_bar_3_bar_30 - location
        loc_bar__minus_1_bar__minus_7_bar_3_bar_45 - location
        loc_bar__minus_1_bar_0_bar_0_bar_30 - location
        loc_bar__minus_3_bar__minus_7_bar_3_bar_30 - location
        loc_bar__minus_4_bar__minus_7_bar_2_bar_0 - location
        loc_bar__minus_5_bar__minus_7_bar_2_bar_30 - location
        loc_bar_1_bar__minus_7_bar_2_bar_30 - location
        loc_bar_1_bar_1_bar_2_bar_30 - location
        loc_bar_4_bar__minus_6_bar_0_bar_30 - location
        loc_bar_4_bar__minus_8_bar_1_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar__minus_1_bar__minus_1_bar_2_bar_30)
        (canContain BedType BookType)
        (canContain BedType TennisRacketType)
        (canContain DeskType AlarmClockType)
        (canContain DeskType BookType)
        (canContain DeskType BowlType)
        (canContain DeskType CDType)
        (canContain DeskType ClothType)
        (canContain DeskType CreditCardType)
        (canContain DeskType KeyChainType)
        (canContain DeskType PenType)
        (canContain DeskType PencilType)
        (canContain DeskType RemoteControlType)
        (canContain DeskType TennisRacketType)
        (canContain DrawerType BookType)
        (canContain DrawerType CDType)
        (canContain DrawerType ClothType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType PenType)
        (canContain DrawerType PencilType)
        (canContain DrawerType RemoteControlType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType ClothType)
        (canContain GarbageCanType PenType)
        (canContain GarbageCanType PencilType)
        (canContain LaundryHamperType ClothType)
        (canContain ShelfType AlarmClockType)
        (canContain ShelfType BookType)
        (canContain ShelfType BowlType)
        (canContain ShelfType CDType)
        (canContain ShelfType ClothType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType PenType)
        (canContain ShelfType PencilType)
        (canContain ShelfType RemoteControlType)
        (canContain SideTableType AlarmClockType)
        (canContain SideTableType BookType)
        (canContain SideTableType BowlType)
        (canContain SideTableType CDType)
        (canContain SideTableType ClothType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType PenType)
        (canContain SideTableType PencilType)
        (canContain SideTableType RemoteControlType)
        (canContain SideTableType TennisRacketType)
        (receptacleType Bed_bar_1 BedType)
        (receptacleAtLocation Bed_bar_1 loc_bar__minus_1_bar_0_bar_0_bar_30)
        (receptacleType Desk_bar_1 DeskType)
        (receptacleAtLocation Desk_bar_1 loc_bar__minus_5_bar__minus_7_bar_2_bar_30)
        (receptacleType Drawer_bar_1 DrawerType)
        (receptacleAtLocation Drawer_bar_1 loc_bar__minus_1_bar__minus_7_bar_3_bar_30)
        (openable Drawer_bar_1)
        (receptacleType Drawer_bar_2 DrawerType)
        (receptacleAtLocation Drawer_bar_2 loc_bar__minus_1_bar__minus_7_bar_3_bar_45)
        (openable Drawer_bar_2)
        (receptacleType Drawer_bar_3 DrawerType)
        (receptacleAtLocation Drawer_bar_3 loc_bar__minus_3_bar__minus_7_bar_3_bar_30)
        (openable Drawer_bar_3)
        (receptacleType Shelf_bar_1 ShelfType)
        (receptacleAtLocation Shelf_bar_1 loc_bar_4_bar__minus_8_bar_1_bar_30)
        (receptacleType Shelf_bar_2 ShelfType)
        (receptacleAtLocation Shelf_bar_2 loc_bar__minus_4_bar__minus_7_bar_2_bar_0)
        (receptacleType SideTable_bar_1 SideTableType)
        (receptacleAtLocation SideTable_bar_1 loc_bar_1_bar__minus_7_bar_2_bar_30)
        (receptacleType GarbageCan_bar_1 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar_1 loc_bar_4_bar__minus_6_bar_0_bar_30)
        (receptacleType LaundryHamper_bar_1 LaundryHamperType)
        (receptacleAtLocation LaundryHamper_bar_1 loc_bar_1_bar_1_bar_2_bar_30)
        (objectType AlarmClock_bar_1 AlarmClockType)
        (inReceptacle AlarmClock_bar_1 Shelf_bar_2)
        (objectAtLocation AlarmClock_bar_1 loc_bar__minus_4_bar__minus_7_bar_2_bar_0)
        (pickupable AlarmClock_bar_1)
        (objectType Book_bar_1 BookType)
        (inReceptacle Book_bar_1 Drawer_bar_1)
        (objectAtLocation Book_bar_1 loc_bar__minus_1_bar__minus_7_bar_3_bar_30)
        (pickupable Book_bar_1)
        (objectType Bowl_bar_1 BowlType)
        (inReceptacle Bowl_bar_1 Shelf_bar_2)
        (objectAtLocation Bowl_bar_1 loc_bar__minus_4_bar__minus_7_bar_2_bar_0)
        (pickupable Bowl_bar_1)
        (isReceptacleObject Bowl_bar_1)
        (cleanable Bowl_bar_1)
        (coolable Bowl_bar_1)
        (objectType Bowl_bar_2 BowlType)
        (inReceptacle Bowl_bar_2 Shelf_bar_2)
        (objectAtLocation Bowl_bar_2 loc_bar__minus_4_bar__minus_7_bar_2_bar_0)
        (pickupable Bowl_bar_2)
        (isReceptacleObject Bowl_bar_2)
        (cleanable Bowl_bar_2)
        (coolable Bowl_bar_2)
        (objectType CD_bar_1 CDType)
        (inReceptacle CD_bar_1 Drawer_bar_3)
        (objectAtLocation CD_bar_1 loc_bar__minus_3_bar__minus_7_bar_3_bar_30)
        (pickupable CD_bar_1)
        (objectType Cloth_bar_1 ClothType)
        (inReceptacle Cloth_bar_1 Drawer_bar_3)
        (objectAtLocation Cloth_bar_1 loc_bar__minus_3_bar__minus_7_bar_3_bar_30)
        (pickupable Cloth_bar_1)
        (cleanable Cloth_bar_1)
        (objectType CreditCard_bar_1 CreditCardType)
        (inReceptacle CreditCard_bar_1 Drawer_bar_1)
        (objectAtLocation CreditCard_bar_1 loc_bar__minus_1_bar__minus_7_bar_3_bar_30)
        (pickupable CreditCard_bar_1)
        (objectType KeyChain_bar_1 KeyChainType)
        (inReceptacle KeyChain_bar_1 Shelf_bar_1)
        (objectAtLocation KeyChain_bar_1 loc_bar_4_bar__minus_8_bar_1_bar_30)
        (pickupable KeyChain_bar_1)
        (objectType KeyChain_bar_2 KeyChainType)
        (inReceptacle KeyChain_bar_2 Shelf_bar_1)
        (objectAtLocation KeyChain_bar_2 loc_bar_4_bar__minus_8_bar_1_bar_30)
        (pickupable KeyChain_bar_2)
        (objectType Pen_bar_1 PenType)
        (inReceptacle Pen_bar_1 SideTable_bar_1)
        (objectAtLocation Pen_bar_1 loc_bar_1_bar__minus_7_bar_2_bar_30)
        (pickupable Pen_bar_1)
        (objectType Pencil_bar_1 PencilType)
        (inReceptacle Pencil_bar_1 GarbageCan_bar_1)
        (objectAtLocation Pencil_bar_1 loc_bar_4_bar__minus_6_bar_0_bar_30)
        (pickupable Pencil_bar_1)
        (objectType Pencil_bar_2 PencilType)
        (inReceptacle Pencil_bar_2 SideTable_bar_1)
        (objectAtLocation Pencil_bar_2 loc_bar_1_bar__minus_7_bar_2_bar_30)
        (pickupable Pencil_bar_2)
        (objectType RemoteControl_bar_1 RemoteControlType)
        (inReceptacle RemoteControl_bar_1 Shelf_bar_1)
        (objectAtLocation RemoteControl_bar_1 loc_bar_4_bar__minus_8_bar_1_bar_30)
        (pickupable RemoteControl_bar_1)
        (objectType RemoteControl_bar_2 RemoteControlType)
        (inReceptacle RemoteControl_bar_2 Drawer_bar_2)
        (objectAtLocation RemoteControl_bar_2 loc_bar__minus_1_bar__minus_7_bar_3_bar_45)
        (pickupable RemoteControl_bar_2)
        (objectType TennisRacket_bar_1 TennisRacketType)
        (inReceptacle TennisRacket_bar_1 SideTable_bar_1)
        (objectAtLocation TennisRacket_bar_1 loc_bar_1_bar__minus_7_bar_2_bar_30)
        (pickupable TennisRacket_bar_1)
        (objectType TennisRacket_bar_2 TennisRacketType)
        (inReceptacle TennisRacket_bar_2 Bed_bar_1)
        (objectAtLocation TennisRacket_bar_2 loc_bar__minus_1_bar_0_bar_0_bar_30)
        (pickupable TennisRacket_bar_2)
        )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o RemoteControlType)
                            (receptacleType ?r DeskType)
                        )
                    )
                )
            )
        )
    )
    