
(define (problem plan_a2rl_307_499195)
    (:domain alfred)
    (:objects
        agent1 - agent
        AlarmClockType - otype
        BookType - otype
        CellPhoneType - otype
        ClothType - otype
        CreditCardType - otype
        KeyChainType - otype
        LaptopType - otype
        PenType - otype
        PillowType - otype
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
        CellPhone_bar_1 - object
        CellPhone_bar_2 - object
        Cloth_bar_1 - object
        Cloth_bar_2 - object
        CreditCard_bar_1 - object
        KeyChain_bar_1 - object
        KeyChain_bar_2 - object
        Laptop_bar_1 - object
        Pen_bar_1 - object
        Pen_bar_2 - object
        Pillow_bar_1 - object
        Pillow_bar_2 - object
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
        loc_bar__minus_1_bar__minus_7_bar_3_bar_30 - location
        loc_bar__minus_1_bar__minus_7_bar_3_bar_45 - location
        loc_bar__minus_1_bar_0_bar_0_bar_30 - location
        loc_bar__minus_3_bar__minus_7_bar_3_bar_30 - location
        loc_bar__minus_4_bar__minus_7_bar_2_bar_0 - location
        loc_bar__minus_5_bar__minus_7_bar_2_bar_30 - location
        loc_bar__minus_5_bar_1_bar_0_bar_30 - location
        loc_bar_1_bar__minus_7_bar_2_bar_30 - location
        loc_bar_4_bar__minus_8_bar_1_bar_30 - location
        loc_bar_4_bar_1_bar_0_bar_30 - location
        loc_bar_4_bar_1_bar_3_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar__minus_5_bar_1_bar_0_bar_30)
        (canContain BedType BookType)
        (canContain BedType CellPhoneType)
        (canContain BedType LaptopType)
        (canContain BedType PillowType)
        (canContain BedType TennisRacketType)
        (canContain DeskType AlarmClockType)
        (canContain DeskType BookType)
        (canContain DeskType CellPhoneType)
        (canContain DeskType ClothType)
        (canContain DeskType CreditCardType)
        (canContain DeskType KeyChainType)
        (canContain DeskType LaptopType)
        (canContain DeskType PenType)
        (canContain DeskType RemoteControlType)
        (canContain DeskType TennisRacketType)
        (canContain DrawerType BookType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType ClothType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType PenType)
        (canContain DrawerType RemoteControlType)
        (canContain GarbageCanType ClothType)
        (canContain GarbageCanType PenType)
        (canContain LaundryHamperType ClothType)
        (canContain ShelfType AlarmClockType)
        (canContain ShelfType BookType)
        (canContain ShelfType CellPhoneType)
        (canContain ShelfType ClothType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType PenType)
        (canContain ShelfType RemoteControlType)
        (canContain SideTableType AlarmClockType)
        (canContain SideTableType BookType)
        (canContain SideTableType CellPhoneType)
        (canContain SideTableType ClothType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType PenType)
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
        (receptacleAtLocation GarbageCan_bar_1 loc_bar_4_bar_1_bar_3_bar_30)
        (receptacleType LaundryHamper_bar_1 LaundryHamperType)
        (receptacleAtLocation LaundryHamper_bar_1 loc_bar_4_bar_1_bar_0_bar_30)
        (objectType AlarmClock_bar_1 AlarmClockType)
        (inReceptacle AlarmClock_bar_1 Shelf_bar_2)
        (objectAtLocation AlarmClock_bar_1 loc_bar__minus_4_bar__minus_7_bar_2_bar_0)
        (pickupable AlarmClock_bar_1)
        (objectType Book_bar_1 BookType)
        (inReceptacle Book_bar_1 Shelf_bar_2)
        (objectAtLocation Book_bar_1 loc_bar__minus_4_bar__minus_7_bar_2_bar_0)
        (pickupable Book_bar_1)
        (objectType CellPhone_bar_1 CellPhoneType)
        (inReceptacle CellPhone_bar_1 Drawer_bar_3)
        (objectAtLocation CellPhone_bar_1 loc_bar__minus_3_bar__minus_7_bar_3_bar_30)
        (pickupable CellPhone_bar_1)
        (objectType CellPhone_bar_2 CellPhoneType)
        (inReceptacle CellPhone_bar_2 Desk_bar_1)
        (objectAtLocation CellPhone_bar_2 loc_bar__minus_5_bar__minus_7_bar_2_bar_30)
        (pickupable CellPhone_bar_2)
        (objectType Cloth_bar_1 ClothType)
        (inReceptacle Cloth_bar_1 Drawer_bar_1)
        (objectAtLocation Cloth_bar_1 loc_bar__minus_1_bar__minus_7_bar_3_bar_30)
        (pickupable Cloth_bar_1)
        (cleanable Cloth_bar_1)
        (objectType Cloth_bar_2 ClothType)
        (inReceptacle Cloth_bar_2 Drawer_bar_1)
        (objectAtLocation Cloth_bar_2 loc_bar__minus_1_bar__minus_7_bar_3_bar_30)
        (pickupable Cloth_bar_2)
        (cleanable Cloth_bar_2)
        (objectType CreditCard_bar_1 CreditCardType)
        (inReceptacle CreditCard_bar_1 Desk_bar_1)
        (objectAtLocation CreditCard_bar_1 loc_bar__minus_5_bar__minus_7_bar_2_bar_30)
        (pickupable CreditCard_bar_1)
        (objectType KeyChain_bar_1 KeyChainType)
        (inReceptacle KeyChain_bar_1 Shelf_bar_2)
        (objectAtLocation KeyChain_bar_1 loc_bar__minus_4_bar__minus_7_bar_2_bar_0)
        (pickupable KeyChain_bar_1)
        (objectType KeyChain_bar_2 KeyChainType)
        (inReceptacle KeyChain_bar_2 Desk_bar_1)
        (objectAtLocation KeyChain_bar_2 loc_bar__minus_5_bar__minus_7_bar_2_bar_30)
        (pickupable KeyChain_bar_2)
        (objectType Laptop_bar_1 LaptopType)
        (inReceptacle Laptop_bar_1 Desk_bar_1)
        (objectAtLocation Laptop_bar_1 loc_bar__minus_5_bar__minus_7_bar_2_bar_30)
        (pickupable Laptop_bar_1)
        (objectType Pen_bar_1 PenType)
        (inReceptacle Pen_bar_1 Drawer_bar_3)
        (objectAtLocation Pen_bar_1 loc_bar__minus_3_bar__minus_7_bar_3_bar_30)
        (pickupable Pen_bar_1)
        (objectType Pen_bar_2 PenType)
        (inReceptacle Pen_bar_2 Shelf_bar_1)
        (objectAtLocation Pen_bar_2 loc_bar_4_bar__minus_8_bar_1_bar_30)
        (pickupable Pen_bar_2)
        (objectType Pillow_bar_1 PillowType)
        (inReceptacle Pillow_bar_1 Bed_bar_1)
        (objectAtLocation Pillow_bar_1 loc_bar__minus_1_bar_0_bar_0_bar_30)
        (pickupable Pillow_bar_1)
        (objectType Pillow_bar_2 PillowType)
        (inReceptacle Pillow_bar_2 Bed_bar_1)
        (objectAtLocation Pillow_bar_2 loc_bar__minus_1_bar_0_bar_0_bar_30)
        (pickupable Pillow_bar_2)
        (objectType RemoteControl_bar_1 RemoteControlType)
        (inReceptacle RemoteControl_bar_1 SideTable_bar_1)
        (objectAtLocation RemoteControl_bar_1 loc_bar_1_bar__minus_7_bar_2_bar_30)
        (pickupable RemoteControl_bar_1)
        (objectType RemoteControl_bar_2 RemoteControlType)
        (inReceptacle RemoteControl_bar_2 Desk_bar_1)
        (objectAtLocation RemoteControl_bar_2 loc_bar__minus_5_bar__minus_7_bar_2_bar_30)
        (pickupable RemoteControl_bar_2)
        (objectType TennisRacket_bar_1 TennisRacketType)
        (inReceptacle TennisRacket_bar_1 SideTable_bar_1)
        (objectAtLocation TennisRacket_bar_1 loc_bar_1_bar__minus_7_bar_2_bar_30)
        (pickupable TennisRacket_bar_1)
        (objectType TennisRacket_bar_2 TennisRacketType)
        (inReceptacle TennisRacket_bar_2 SideTable_bar_1)
        (objectAtLocation TennisRacket_bar_2 loc_bar_1_bar__minus_7_bar_2_bar_30)
        (pickupable TennisRacket_bar_2)
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
    