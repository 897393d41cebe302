
(define (problem plan_a2rl_308_890552)
    (:domain alfred)
    (:objects
        agent1 - agent
        AlarmClockType - otype
        BasketBallType - otype
        BowlType - otype
        CDType - otype
        CellPhoneType - otype
        CreditCardType - otype
        KeyChainType - otype
        MugType - otype
        PenType - otype
        PencilType - otype
        PillowType - otype
        BedType - rtype
        DeskType - rtype
        DrawerType - rtype
        GarbageCanType - rtype
        LaundryHamperType - rtype
        SafeType - rtype
        ShelfType - rtype
        AlarmClock_bar_1 - object
        BasketBall_bar_1 - object
        Bowl_bar_1 - object
        CD_bar_1 - object
        CellPhone_bar_1 - object
        CellPhone_bar_2 - object
        CreditCard_bar_1 - object
        KeyChain_bar_1 - object
        KeyChain_bar_2 - object
        Mug_bar_1 - object
        Pen_bar_1 - object
        Pen_bar_2 - object
        Pencil_bar_1 - object
        Pencil_bar_2 - object
        Pillow_bar_1 - object
        Pillow_bar_2 - object
        Bed_bar_1 - receptacle
        Desk_bar_1 - receptacle
        Desk_bar_2 - receptacle
        Drawer_bar_1 - receptacle
        Drawer_bar_2 - receptacle
        Drawer_bar_3 - receptacle
        GarbageCan_bar_1 - receptacle
        Safe_bar_1 - receptacle
        Shelf_bar_1 - receptacle
        Shelf_bar_2 - receptacle
        Shelf_bar_3 - receptacle
        Shelf_bar_4 - receptacle
        Shelf_bar_5 - receptacle
        LaundryHamper_bar_1 - receptacle
        loc_bar__minus_1_bar_3_bar_3_bar_30 - location
        loc_bar__minus_1_bar_6_bar_1_bar_30 - location
        loc_bar__minus_3_bar_4_bar_3_bar_0 - location
        loc_bar__minus_4_bar_5_bar_2_bar__minus_30 - location
        loc_bar__minus_4_bar_6_bar_2_bar_30 - location
        loc_bar__minus_4_bar_8_bar_3_bar_30 - location
        loc_bar__minus_5_bar_6_bar_3_bar_30 - location
        loc_bar__minus_7_bar_5_bar_1_bar_30 - location
        loc_bar__minus_7_bar_5_bar_2_bar__minus_30 - location
        loc_bar__minus_7_bar_6_bar_2_bar_30 - location
        loc_bar_1_bar__minus_5_bar_0_bar_30 - location
        loc_bar_1_bar__minus_5_bar_3_bar_30 - location
        loc_bar_1_bar_0_bar_3_bar_30 - location
        loc_bar_2_bar__minus_6_bar_0_bar_30 - location
        loc_bar_3_bar__minus_4_bar_3_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar_3_bar__minus_4_bar_3_bar_30)
        (canContain BedType BasketBallType)
        (canContain BedType CellPhoneType)
        (canContain BedType PillowType)
        (canContain DeskType AlarmClockType)
        (canContain DeskType BasketBallType)
        (canContain DeskType BowlType)
        (canContain DeskType CDType)
        (canContain DeskType CellPhoneType)
        (canContain DeskType CreditCardType)
        (canContain DeskType KeyChainType)
        (canContain DeskType MugType)
        (canContain DeskType PenType)
        (canContain DeskType PencilType)
        (canContain DrawerType CDType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType PenType)
        (canContain DrawerType PencilType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType PenType)
        (canContain GarbageCanType PencilType)
        (canContain SafeType CDType)
        (canContain SafeType CellPhoneType)
        (canContain SafeType CreditCardType)
        (canContain SafeType KeyChainType)
        (canContain ShelfType AlarmClockType)
        (canContain ShelfType BowlType)
        (canContain ShelfType CDType)
        (canContain ShelfType CellPhoneType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType MugType)
        (canContain ShelfType PenType)
        (canContain ShelfType PencilType)
        (receptacleType Bed_bar_1 BedType)
        (receptacleAtLocation Bed_bar_1 loc_bar__minus_1_bar_6_bar_1_bar_30)
        (receptacleType Desk_bar_1 DeskType)
        (receptacleAtLocation Desk_bar_1 loc_bar_1_bar__minus_5_bar_3_bar_30)
        (receptacleType Desk_bar_2 DeskType)
        (receptacleAtLocation Desk_bar_2 loc_bar__minus_1_bar_3_bar_3_bar_30)
        (receptacleType Drawer_bar_1 DrawerType)
        (receptacleAtLocation Drawer_bar_1 loc_bar_2_bar__minus_6_bar_0_bar_30)
        (openable Drawer_bar_1)
        (receptacleType Drawer_bar_2 DrawerType)
        (receptacleAtLocation Drawer_bar_2 loc_bar_1_bar__minus_5_bar_0_bar_30)
        (openable Drawer_bar_2)
        (receptacleType Drawer_bar_3 DrawerType)
        (receptacleAtLocation Drawer_bar_3 loc_bar__minus_5_bar_6_bar_3_bar_30)
        (openable Drawer_bar_3)
        (receptacleType GarbageCan_bar_1 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar_1 loc_bar_1_bar_0_bar_3_bar_30)
        (receptacleType Safe_bar_1 SafeType)
        (receptacleAtLocation Safe_bar_1 loc_bar__minus_4_bar_8_bar_3_bar_30)
        (openable Safe_bar_1)
        (receptacleType Shelf_bar_1 ShelfType)
        (receptacleAtLocation Shelf_bar_1 loc_bar__minus_4_bar_6_bar_2_bar_30)
        (receptacleType Shelf_bar_2 ShelfType)
        (receptacleAtLocation Shelf_bar_2 loc_bar__minus_4_bar_5_bar_2_bar__minus_30)
        (receptacleType Shelf_bar_3 ShelfType)
        (receptacleAtLocation Shelf_bar_3 loc_bar__minus_7_bar_6_bar_2_bar_30)
        (receptacleType Shelf_bar_4 ShelfType)
        (receptacleAtLocation Shelf_bar_4 loc_bar__minus_3_bar_4_bar_3_bar_0)
        (receptacleType Shelf_bar_5 ShelfType)
        (receptacleAtLocation Shelf_bar_5 loc_bar__minus_7_bar_5_bar_2_bar__minus_30)
        (receptacleType LaundryHamper_bar_1 LaundryHamperType)
        (receptacleAtLocation LaundryHamper_bar_1 loc_bar__minus_7_bar_5_bar_1_bar_30)
        (objectType AlarmClock_bar_1 AlarmClockType)
        (inReceptacle AlarmClock_bar_1 Shelf_bar_2)
        (objectAtLocation AlarmClock_bar_1 loc_bar__minus_4_bar_5_bar_2_bar__minus_30)
        (pickupable AlarmClock_bar_1)
        (objectType BasketBall_bar_1 BasketBallType)
        (inReceptacle BasketBall_bar_1 Bed_bar_1)
        (objectAtLocation BasketBall_bar_1 loc_bar__minus_1_bar_6_bar_1_bar_30)
        (pickupable BasketBall_bar_1)
        (objectType Bowl_bar_1 BowlType)
        (inReceptacle Bowl_bar_1 Shelf_bar_2)
        (objectAtLocation Bowl_bar_1 loc_bar__minus_4_bar_5_bar_2_bar__minus_30)
        (pickupable Bowl_bar_1)
        (isReceptacleObject Bowl_bar_1)
        (cleanable Bowl_bar_1)
        (coolable Bowl_bar_1)
        (objectType CD_bar_1 CDType)
        (inReceptacle CD_bar_1 Drawer_bar_3)
        (objectAtLocation CD_bar_1 loc_bar__minus_5_bar_6_bar_3_bar_30)
        (pickupable CD_bar_1)
        (objectType CellPhone_bar_1 CellPhoneType)
        (inReceptacle CellPhone_bar_1 Shelf_bar_4)
        (objectAtLocation CellPhone_bar_1 loc_bar__minus_3_bar_4_bar_3_bar_0)
        (pickupable CellPhone_bar_1)
        (objectType CellPhone_bar_2 CellPhoneType)
        (inReceptacle CellPhone_bar_2 Bed_bar_1)
        (objectAtLocation CellPhone_bar_2 loc_bar__minus_1_bar_6_bar_1_bar_30)
        (pickupable CellPhone_bar_2)
        (objectType CreditCard_bar_1 CreditCardType)
        (inReceptacle CreditCard_bar_1 Desk_bar_2)
        (objectAtLocation CreditCard_bar_1 loc_bar__minus_1_bar_3_bar_3_bar_30)
        (pickupable CreditCard_bar_1)
        (objectType KeyChain_bar_1 KeyChainType)
        (inReceptacle KeyChain_bar_1 Drawer_bar_3)
        (objectAtLocation KeyChain_bar_1 loc_bar__minus_5_bar_6_bar_3_bar_30)
        (pickupable KeyChain_bar_1)
        (objectType KeyChain_bar_2 KeyChainType)
        (inReceptacle KeyChain_bar_2 Drawer_bar_1)
        (objectAtLocation KeyChain_bar_2 loc_bar_2_bar__minus_6_bar_0_bar_30)
        (pickupable KeyChain_bar_2)
        (objectType Mug_bar_1 MugType)
        (inReceptacle Mug_bar_1 Shelf_bar_4)
        (objectAtLocation Mug_bar_1 loc_bar__minus_3_bar_4_bar_3_bar_0)
        (pickupable Mug_bar_1)
        (isReceptacleObject Mug_bar_1)
        (cleanable Mug_bar_1)
        (heatable Mug_bar_1)
        (coolable Mug_bar_1)
        (objectType Pen_bar_1 PenType)
        (inReceptacle Pen_bar_1 Desk_bar_2)
        (objectAtLocation Pen_bar_1 loc_bar__minus_1_bar_3_bar_3_bar_30)
        (pickupable Pen_bar_1)
        (objectType Pen_bar_2 PenType)
        (inReceptacle Pen_bar_2 Drawer_bar_3)
        (objectAtLocation Pen_bar_2 loc_bar__minus_5_bar_6_bar_3_bar_30)
        (pickupable Pen_bar_2)
        (objectType Pencil_bar_1 PencilType)
        (inReceptacle Pencil_bar_1 Drawer_bar_2)
        (objectAtLocation Pencil_bar_1 loc_bar_1_bar__minus_5_bar_0_bar_30)
        (pickupable Pencil_bar_1)
        (objectType Pencil_bar_2 PencilType)
        (inReceptacle Pencil_bar_2 Drawer_bar_3)
        (objectAtLocation Pencil_bar_2 loc_bar__minus_5_bar_6_bar_3_bar_30)
        (pickupable Pencil_bar_2)
        (objectType Pillow_bar_1 PillowType)
        (inReceptacle Pillow_bar_1 Bed_bar_1)
        (objectAtLocation Pillow_bar_1 loc_bar__minus_1_bar_6_bar_1_bar_30)
        (pickupable Pillow_bar_1)
        (objectType Pillow_bar_2 PillowType)
        (inReceptacle Pillow_bar_2 Bed_bar_1)
        (objectAtLocation Pillow_bar_2 loc_bar__minus_1_bar_6_bar_1_bar_30)
        (pickupable Pillow_bar_2)
        )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o AlarmClockType)
                            (receptacleType ?r DeskType)
                        )
                    )
                )
            )
        )
    )
    