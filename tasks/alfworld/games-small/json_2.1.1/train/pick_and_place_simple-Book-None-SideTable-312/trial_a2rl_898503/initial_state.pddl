
(define (problem plan_a2rl_312_898503)
    (:domain alfred)
    (:objects
        agent1 - agent
        AlarmClockType - otype
        BasketBallType - otype
        BookType - otype
        CDType - otype
        CellPhoneType - otype
        CreditCardType - otype
        KeyChainType - otype
        LaptopType - otype
        PenType - otype
        PencilType - otype
        PillowType - otype
        BedType - rtype
        DeskType - rtype
        DrawerType - rtype
        GarbageCanType - rtype
        ShelfType - rtype
        SideTableType - rtype
        AlarmClock_bar_1 - object
        BasketBall_bar_1 - object
        BasketBall_bar_2 - object
        Book_bar_1 - object
        Book_bar_2 - object
        CD_bar_1 - object
        CellPhone_bar_1 - object
        CellPhone_bar_2 - object
        CreditCard_bar_1 - object
        CreditCard_bar_2 - object
        KeyChain_bar_1 - object
        KeyChain_bar_2 - object
        Laptop_bar_1 - object
        Laptop_bar_2 - object
        Pen_bar_1 - object
        Pencil_bar_1 - object
        Pillow_bar_1 - object
        Bed_bar_1 - receptacle
        Desk_bar_1 - receptacle
        Drawer_bar_1 - receptacle
        Drawer_bar_2 - receptacle
        Shelf_bar_1 - receptacle
        Shelf_bar_2 - receptacle
        Shelf_bar_3 - receptacle
        Shelf_bar_4 - receptacle
        Shelf_bar_5 - receptacle
        Shelf_bar_6 - receptacle
        Shelf_bar_7 - receptacle
        Shelf_bar_8 - receptacle
        SideTable_bar_1 - receptacle
        GarbageCan_bar_1 - receptacle
        loc_bar_2_bar__minus_3_bar_2_bar_30 - location
        loc_bar_2_bar__minus_4_bar_2_bar_30 - location
        loc_bar_2_bar__minus_5_bar_1_bar_30 - location
        loc_bar_3_bar__minus_3_bar_3_bar_30 - location
        loc_bar_4_bar__minus_1_bar_2_bar_30 - location
        loc_bar_4_bar_3_bar_3_bar_30 - location
        loc_bar_5_bar__minus_3_bar_3_bar_30 - location
        loc_bar_6_bar__minus_4_bar_2_bar_30 - location
        loc_bar_6_bar__minus_4_bar_2_bar_45 - location
        loc_bar_6_bar__minus_4_bar_2_bar_60 - location
        loc_bar_7_bar__minus_3_bar_3_bar_30 - location
        loc_bar_8_bar__minus_2_bar_2_bar_30 - location
        loc_bar_8_bar__minus_2_bar_2_bar_45 - location
        loc_bar_9_bar__minus_2_bar_2_bar_0 - location
        loc_bar_9_bar__minus_2_bar_2_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar_4_bar_3_bar_3_bar_30)
        (canContain BedType BasketBallType)
        (canContain BedType BookType)
        (canContain BedType CellPhoneType)
        (canContain BedType LaptopType)
        (canContain BedType PillowType)
        (canContain DeskType AlarmClockType)
        (canContain DeskType BasketBallType)
        (canContain DeskType BookType)
        (canContain DeskType CDType)
        (canContain DeskType CellPhoneType)
        (canContain DeskType CreditCardType)
        (canContain DeskType KeyChainType)
        (canContain DeskType LaptopType)
        (canContain DeskType PenType)
        (canContain DeskType PencilType)
        (canContain DrawerType BookType)
        (canContain DrawerType CDType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType PenType)
        (canContain DrawerType PencilType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType PenType)
        (canContain GarbageCanType PencilType)
        (canContain ShelfType AlarmClockType)
        (canContain ShelfType BookType)
        (canContain ShelfType CDType)
        (canContain ShelfType CellPhoneType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType PenType)
        (canContain ShelfType PencilType)
        (canContain SideTableType AlarmClockType)
        (canContain SideTableType BasketBallType)
        (canContain SideTableType BookType)
        (canContain SideTableType CDType)
        (canContain SideTableType CellPhoneType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType PenType)
        (canContain SideTableType PencilType)
        (receptacleType Bed_bar_1 BedType)
        (receptacleAtLocation Bed_bar_1 loc_bar_3_bar__minus_3_bar_3_bar_30)
        (receptacleType Desk_bar_1 DeskType)
        (receptacleAtLocation Desk_bar_1 loc_bar_2_bar__minus_5_bar_1_bar_30)
        (receptacleType Drawer_bar_1 DrawerType)
        (receptacleAtLocation Drawer_bar_1 loc_bar_5_bar__minus_3_bar_3_bar_30)
        (openable Drawer_bar_1)
        (receptacleType Drawer_bar_2 DrawerType)
        (receptacleAtLocation Drawer_bar_2 loc_bar_2_bar__minus_3_bar_2_bar_30)
        (openable Drawer_bar_2)
        (receptacleType Shelf_bar_1 ShelfType)
        (receptacleAtLocation Shelf_bar_1 loc_bar_4_bar__minus_1_bar_2_bar_30)
        (receptacleType Shelf_bar_2 ShelfType)
        (receptacleAtLocation Shelf_bar_2 loc_bar_8_bar__minus_2_bar_2_bar_30)
        (receptacleType Shelf_bar_3 ShelfType)
        (receptacleAtLocation Shelf_bar_3 loc_bar_8_bar__minus_2_bar_2_bar_45)
        (receptacleType Shelf_bar_4 ShelfType)
        (receptacleAtLocation Shelf_bar_4 loc_bar_6_bar__minus_4_bar_2_bar_30)
        (receptacleType Shelf_bar_5 ShelfType)
        (receptacleAtLocation Shelf_bar_5 loc_bar_6_bar__minus_4_bar_2_bar_45)
        (receptacleType Shelf_bar_6 ShelfType)
        (receptacleAtLocation Shelf_bar_6 loc_bar_6_bar__minus_4_bar_2_bar_60)
        (receptacleType Shelf_bar_7 ShelfType)
        (receptacleAtLocation Shelf_bar_7 loc_bar_9_bar__minus_2_bar_2_bar_30)
        (receptacleType Shelf_bar_8 ShelfType)
        (receptacleAtLocation Shelf_bar_8 loc_bar_9_bar__minus_2_bar_2_bar_0)
        (receptacleType SideTable_bar_1 SideTableType)
        (receptacleAtLocation SideTable_bar_1 loc_bar_2_bar__minus_4_bar_2_bar_30)
        (receptacleType GarbageCan_bar_1 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar_1 loc_bar_7_bar__minus_3_bar_3_bar_30)
        (objectType AlarmClock_bar_1 AlarmClockType)
        (inReceptacle AlarmClock_bar_1 Shelf_bar_3)
        (objectAtLocation AlarmClock_bar_1 loc_bar_8_bar__minus_2_bar_2_bar_45)
        (pickupable AlarmClock_bar_1)
        (objectType BasketBall_bar_1 BasketBallType)
        (inReceptacle BasketBall_bar_1 Desk_bar_1)
        (objectAtLocation BasketBall_bar_1 loc_bar_2_bar__minus_5_bar_1_bar_30)
        (pickupable BasketBall_bar_1)
        (objectType BasketBall_bar_2 BasketBallType)
        (inReceptacle BasketBall_bar_2 Bed_bar_1)
        (objectAtLocation BasketBall_bar_2 loc_bar_3_bar__minus_3_bar_3_bar_30)
        (pickupable BasketBall_bar_2)
        (objectType Book_bar_1 BookType)
        (inReceptacle Book_bar_1 Shelf_bar_1)
        (objectAtLocation Book_bar_1 loc_bar_4_bar__minus_1_bar_2_bar_30)
        (pickupable Book_bar_1)
        (objectType Book_bar_2 BookType)
        (inReceptacle Book_bar_2 Shelf_bar_6)
        (objectAtLocation Book_bar_2 loc_bar_6_bar__minus_4_bar_2_bar_60)
        (pickupable Book_bar_2)
        (objectType CD_bar_1 CDType)
        (inReceptacle CD_bar_1 Shelf_bar_6)
        (objectAtLocation CD_bar_1 loc_bar_6_bar__minus_4_bar_2_bar_60)
        (pickupable CD_bar_1)
        (objectType CellPhone_bar_1 CellPhoneType)
        (inReceptacle CellPhone_bar_1 Shelf_bar_2)
        (objectAtLocation CellPhone_bar_1 loc_bar_8_bar__minus_2_bar_2_bar_30)
        (pickupable CellPhone_bar_1)
        (objectType CellPhone_bar_2 CellPhoneType)
        (inReceptacle CellPhone_bar_2 Shelf_bar_6)
        (objectAtLocation CellPhone_bar_2 loc_bar_6_bar__minus_4_bar_2_bar_60)
        (pickupable CellPhone_bar_2)
        (objectType CreditCard_bar_1 CreditCardType)
        (inReceptacle CreditCard_bar_1 SideTable_bar_1)
        (objectAtLocation CreditCard_bar_1 loc_bar_2_bar__minus_4_bar_2_bar_30)
        (pickupable CreditCard_bar_1)
        (objectType CreditCard_bar_2 CreditCardType)
        (inReceptacle CreditCard_bar_2 Drawer_bar_2)
        (objectAtLocation CreditCard_bar_2 loc_bar_2_bar__minus_3_bar_2_bar_30)
        (pickupable CreditCard_bar_2)
        (objectType KeyChain_bar_1 KeyChainType)
        (inReceptacle KeyChain_bar_1 Drawer_bar_1)
        (objectAtLocation KeyChain_bar_1 loc_bar_5_bar__minus_3_bar_3_bar_30)
        (pickupable KeyChain_bar_1)
        (objectType KeyChain_bar_2 KeyChainType)
        (inReceptacle KeyChain_bar_2 Shelf_bar_6)
        (objectAtLocation KeyChain_bar_2 loc_bar_6_bar__minus_4_bar_2_bar_60)
        (pickupable KeyChain_bar_2)
        (objectType Laptop_bar_1 LaptopType)
        (inReceptacle Laptop_bar_1 Bed_bar_1)
        (objectAtLocation Laptop_bar_1 loc_bar_3_bar__minus_3_bar_3_bar_30)
        (pickupable Laptop_bar_1)
        (objectType Laptop_bar_2 LaptopType)
        (inReceptacle Laptop_bar_2 SideTable_bar_1)
        (objectAtLocation Laptop_bar_2 loc_bar_2_bar__minus_4_bar_2_bar_30)
        (pickupable Laptop_bar_2)
        (objectType Pen_bar_1 PenType)
        (inReceptacle Pen_bar_1 Shelf_bar_8)
        (objectAtLocation Pen_bar_1 loc_bar_9_bar__minus_2_bar_2_bar_0)
        (pickupable Pen_bar_1)
        (objectType Pencil_bar_1 PencilType)
        (inReceptacle Pencil_bar_1 Shelf_bar_5)
        (objectAtLocation Pencil_bar_1 loc_bar_6_bar__minus_4_bar_2_bar_45)
        (pickupable Pencil_bar_1)
        (objectType Pillow_bar_1 PillowType)
        (inReceptacle Pillow_bar_1 Bed_bar_1)
        (objectAtLocation Pillow_bar_1 loc_bar_3_bar__minus_3_bar_3_bar_30)
        (pickupable Pillow_bar_1)
        )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o BookType)
                            (receptacleType ?r SideTableType)
                        )
                    )
                )
            )
        )
    )
    