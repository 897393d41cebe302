
(define (problem plan_a2rl_302_314036)
    (:domain alfred)
    (:objects
        agent1 - agent
        AlarmClockType - otype
        BookType - otype
        BowlType - otype
        CDType - otype
        CreditCardType - otype
        DeskLampType - otype
        KeyChainType - otype
        LaptopType - otype
        PenType - otype
        PencilType - otype
        PillowType - otype
        TennisRacketType - otype
        BedType - rtype
        DeskType - rtype
        DrawerType - rtype
        GarbageCanType - rtype
        SafeType - rtype
        ShelfType - rtype
        SideTableType - rtype
        AlarmClock_bar_1 - object
        AlarmClock_bar_2 - object
        Book_bar_1 - object
        Book_bar_2 - object
        Bowl_bar_1 - object
        CD_bar_1 - object
        CD_bar_2 - object
        CreditCard_bar_1 - object
        CreditCard_bar_2 - object
        KeyChain_bar_1 - object
        KeyChain_bar_2 - object
        Laptop_bar_1 - object
        Pen_bar_1 - object
        Pencil_bar_1 - object
        Pillow_bar_1 - object
        Pillow_bar_2 - object
        Pillow_bar_3 - object
        TennisRacket_bar_1 - object
        TennisRacket_bar_2 - object
        DeskLamp_bar_1 - object
        Bed_bar_1 - receptacle
        Desk_bar_1 - receptacle
        Drawer_bar_1 - receptacle
        Drawer_bar_2 - receptacle
        Safe_bar_1 - receptacle
        Shelf_bar_1 - receptacle
        Shelf_bar_2 - receptacle
        Shelf_bar_3 - receptacle
        SideTable_bar_1 - receptacle
        SideTable_bar_2 - receptacle
        GarbageCan_bar_1 - receptacle
        loc_bar__minus_1_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_1_bar__minus_2_bar_2_bar_30 - location
        loc_bar__minus_1_bar__minus_3_bar_3_bar_30 - location
        loc_bar__minus_1_bar__minus_4_bar_3_bar_0 - location
        loc_bar__minus_1_bar_1_bar_0_bar_30 - location
        loc_bar__minus_2_bar__minus_2_bar_3_bar__minus_30 - location
        loc_bar__minus_2_bar__minus_3_bar_0_bar_30 - location
        loc_bar__minus_2_bar_2_bar_1_bar_30 - location
        loc_bar__minus_3_bar_4_bar_1_bar_30 - location
        loc_bar_0_bar__minus_3_bar_1_bar_30 - location
        loc_bar_0_bar__minus_4_bar_2_bar_30 - location
        loc_bar_2_bar_3_bar_1_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar__minus_1_bar__minus_2_bar_1_bar_30)
        (canContain BedType BookType)
        (canContain BedType LaptopType)
        (canContain BedType PillowType)
        (canContain BedType TennisRacketType)
        (canContain DeskType AlarmClockType)
        (canContain DeskType BookType)
        (canContain DeskType BowlType)
        (canContain DeskType CDType)
        (canContain DeskType CreditCardType)
        (canContain DeskType KeyChainType)
        (canContain DeskType LaptopType)
        (canContain DeskType PenType)
        (canContain DeskType PencilType)
        (canContain DeskType TennisRacketType)
        (canContain DrawerType BookType)
        (canContain DrawerType CDType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType PenType)
        (canContain DrawerType PencilType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType PenType)
        (canContain GarbageCanType PencilType)
        (canContain SafeType CDType)
        (canContain SafeType CreditCardType)
        (canContain SafeType KeyChainType)
        (canContain ShelfType AlarmClockType)
        (canContain ShelfType BookType)
        (canContain ShelfType BowlType)
        (canContain ShelfType CDType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType PenType)
        (canContain ShelfType PencilType)
        (canContain SideTableType AlarmClockType)
        (canContain SideTableType BookType)
        (canContain SideTableType BowlType)
        (canContain SideTableType CDType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType PenType)
        (canContain SideTableType PencilType)
        (canContain SideTableType TennisRacketType)
        (receptacleType Bed_bar_1 BedType)
        (receptacleAtLocation Bed_bar_1 loc_bar_0_bar__minus_3_bar_1_bar_30)
        (receptacleType Desk_bar_1 DeskType)
        (receptacleAtLocation Desk_bar_1 loc_bar__minus_1_bar__minus_3_bar_3_bar_30)
        (receptacleType Drawer_bar_1 DrawerType)
        (receptacleAtLocation Drawer_bar_1 loc_bar__minus_1_bar_1_bar_0_bar_30)
        (openable Drawer_bar_1)
        (receptacleType Drawer_bar_2 DrawerType)
        (receptacleAtLocation Drawer_bar_2 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (openable Drawer_bar_2)
        (receptacleType Safe_bar_1 SafeType)
        (receptacleAtLocation Safe_bar_1 loc_bar_2_bar_3_bar_1_bar_30)
        (openable Safe_bar_1)
        (receptacleType Shelf_bar_1 ShelfType)
        (receptacleAtLocation Shelf_bar_1 loc_bar_0_bar__minus_4_bar_2_bar_30)
        (receptacleType Shelf_bar_2 ShelfType)
        (receptacleAtLocation Shelf_bar_2 loc_bar__minus_2_bar__minus_2_bar_3_bar__minus_30)
        (receptacleType Shelf_bar_3 ShelfType)
        (receptacleAtLocation Shelf_bar_3 loc_bar__minus_1_bar__minus_4_bar_3_bar_0)
        (receptacleType SideTable_bar_1 SideTableType)
        (receptacleAtLocation SideTable_bar_1 loc_bar__minus_3_bar_4_bar_1_bar_30)
        (receptacleType SideTable_bar_2 SideTableType)
        (receptacleAtLocation SideTable_bar_2 loc_bar__minus_1_bar__minus_2_bar_2_bar_30)
        (receptacleType GarbageCan_bar_1 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar_1 loc_bar__minus_2_bar__minus_3_bar_0_bar_30)
        (objectType AlarmClock_bar_1 AlarmClockType)
        (inReceptacle AlarmClock_bar_1 Shelf_bar_3)
        (objectAtLocation AlarmClock_bar_1 loc_bar__minus_1_bar__minus_4_bar_3_bar_0)
        (pickupable AlarmClock_bar_1)
        (objectType AlarmClock_bar_2 AlarmClockType)
        (inReceptacle AlarmClock_bar_2 Shelf_bar_3)
        (objectAtLocation AlarmClock_bar_2 loc_bar__minus_1_bar__minus_4_bar_3_bar_0)
        (pickupable AlarmClock_bar_2)
        (objectType Book_bar_1 BookType)
        (inReceptacle Book_bar_1 Shelf_bar_3)
        (objectAtLocation Book_bar_1 loc_bar__minus_1_bar__minus_4_bar_3_bar_0)
        (pickupable Book_bar_1)
        (objectType Book_bar_2 BookType)
        (inReceptacle Book_bar_2 SideTable_bar_2)
        (objectAtLocation Book_bar_2 loc_bar__minus_1_bar__minus_2_bar_2_bar_30)
        (pickupable Book_bar_2)
        (objectType Bowl_bar_1 BowlType)
        (inReceptacle Bowl_bar_1 Shelf_bar_1)
        (objectAtLocation Bowl_bar_1 loc_bar_0_bar__minus_4_bar_2_bar_30)
        (pickupable Bowl_bar_1)
        (isReceptacleObject Bowl_bar_1)
        (cleanable Bowl_bar_1)
        (coolable Bowl_bar_1)
        (objectType CD_bar_1 CDType)
        (inReceptacle CD_bar_1 Shelf_bar_1)
        (objectAtLocation CD_bar_1 loc_bar_0_bar__minus_4_bar_2_bar_30)
        (pickupable CD_bar_1)
        (objectType CD_bar_2 CDType)
        (inReceptacle CD_bar_2 Drawer_bar_2)
        (objectAtLocation CD_bar_2 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (pickupable CD_bar_2)
        (objectType CreditCard_bar_1 CreditCardType)
        (inReceptacle CreditCard_bar_1 Drawer_bar_1)
        (objectAtLocation CreditCard_bar_1 loc_bar__minus_1_bar_1_bar_0_bar_30)
        (pickupable CreditCard_bar_1)
        (objectType CreditCard_bar_2 CreditCardType)
        (inReceptacle CreditCard_bar_2 Safe_bar_1)
        (objectAtLocation CreditCard_bar_2 loc_bar_2_bar_3_bar_1_bar_30)
        (pickupable CreditCard_bar_2)
        (objectType KeyChain_bar_1 KeyChainType)
        (inReceptacle KeyChain_bar_1 Shelf_bar_2)
        (objectAtLocation KeyChain_bar_1 loc_bar__minus_2_bar__minus_2_bar_3_bar__minus_30)
        (pickupable KeyChain_bar_1)
        (objectType KeyChain_bar_2 KeyChainType)
        (inReceptacle KeyChain_bar_2 Drawer_bar_2)
        (objectAtLocation KeyChain_bar_2 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (pickupable KeyChain_bar_2)
        (objectType Laptop_bar_1 LaptopType)
        (inReceptacle Laptop_bar_1 SideTable_bar_1)
        (objectAtLocation Laptop_bar_1 loc_bar__minus_3_bar_4_bar_1_bar_30)
        (pickupable Laptop_bar_1)
        (objectType Pen_bar_1 PenType)
        (inReceptacle Pen_bar_1 Shelf_bar_3)
        (objectAtLocation Pen_bar_1 loc_bar__minus_1_bar__minus_4_bar_3_bar_0)
        (pickupable Pen_bar_1)
        (objectType Pencil_bar_1 PencilType)
        (inReceptacle Pencil_bar_1 Shelf_bar_2)
        (objectAtLocation Pencil_bar_1 loc_bar__minus_2_bar__minus_2_bar_3_bar__minus_30)
        (pickupable Pencil_bar_1)
        (objectType Pillow_bar_1 PillowType)
        (inReceptacle Pillow_bar_1 Bed_bar_1)
        (objectAtLocation Pillow_bar_1 loc_bar_0_bar__minus_3_bar_1_bar_30)
        (pickupable Pillow_bar_1)
        (objectType Pillow_bar_2 PillowType)
        (inReceptacle Pillow_bar_2 Bed_bar_1)
        (objectAtLocation Pillow_bar_2 loc_bar_0_bar__minus_3_bar_1_bar_30)
        (pickupable Pillow_bar_2)
        (objectType Pillow_bar_3 PillowType)
        (inReceptacle Pillow_bar_3 Bed_bar_1)
        (objectAtLocation Pillow_bar_3 loc_bar_0_bar__minus_3_bar_1_bar_30)
        (pickupable Pillow_bar_3)
        (objectType TennisRacket_bar_1 TennisRacketType)
        (inReceptacle TennisRacket_bar_1 Desk_bar_1)
        (objectAtLocation TennisRacket_bar_1 loc_bar__minus_1_bar__minus_3_bar_3_bar_30)
        (pickupable TennisRacket_bar_1)
        (objectType TennisRacket_bar_2 TennisRacketType)
        (inReceptacle TennisRacket_bar_2 Desk_bar_1)
        (objectAtLocation TennisRacket_bar_2 loc_bar__minus_1_bar__minus_3_bar_3_bar_30)
        (pickupable TennisRacket_bar_2)
        (objectType DeskLamp_bar_1 DeskLampType)
        (inReceptacle DeskLamp_bar_1 Shelf_bar_3)
        (objectAtLocation DeskLamp_bar_1 loc_bar__minus_1_bar__minus_4_bar_3_bar_0)
        (toggleable DeskLamp_bar_1)
        )

        (:goal
             (and
                 (exists (?ot - object
                          ?r - receptacle
                          ?a - agent
                          ?l - location)
                     (and
                         (objectType ?ot DeskLampType)
                         (toggleable ?ot)
                         (isToggled ?ot)
                         (receptacleAtLocation ?r ?l)
                         (atLocation ?a ?l)
                         (inReceptacle ?ot ?r)
                     )
                 )
                 (exists (?o - object
                          ?a - agent)
                     (and
                         (objectType ?o PillowType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
    