
(define (problem plan_a2rl_314_882849)
    (:domain alfred)
    (:objects
        agent1 - agent
        AlarmClockType - otype
        BasketBallType - otype
        BookType - otype
        BoxType - otype
        CDType - otype
        CellPhoneType - otype
        CreditCardType - otype
        KeyChainType - otype
        PenType - otype
        PencilType - otype
        PillowType - otype
        BedType - rtype
        DeskType - rtype
        DrawerType - rtype
        DresserType - rtype
        GarbageCanType - rtype
        AlarmClock_bar_1 - object
        AlarmClock_bar_2 - object
        BasketBall_bar_1 - object
        Book_bar_1 - object
        Book_bar_2 - object
        Box_bar_1 - object
        CD_bar_1 - object
        CellPhone_bar_1 - object
        CellPhone_bar_2 - object
        CreditCard_bar_1 - object
        CreditCard_bar_2 - object
        KeyChain_bar_1 - object
        KeyChain_bar_2 - object
        Pen_bar_1 - object
        Pen_bar_2 - object
        Pencil_bar_1 - object
        Pencil_bar_2 - object
        Pillow_bar_1 - object
        Bed_bar_1 - receptacle
        Desk_bar_1 - receptacle
        Drawer_bar_1 - receptacle
        Drawer_bar_2 - receptacle
        Drawer_bar_3 - receptacle
        Drawer_bar_4 - receptacle
        Drawer_bar_5 - receptacle
        Dresser_bar_1 - receptacle
        GarbageCan_bar_1 - receptacle
        loc_bar_2_bar__minus_5_bar_0_bar_30 - location
        loc_bar_2_bar__minus_5_bar_3_bar_30 - location
        loc_bar_3_bar__minus_2_bar_3_bar_30 - location
        loc_bar_3_bar__minus_5_bar_0_bar_30 - location
        loc_bar_5_bar__minus_5_bar_0_bar_30 - location
        loc_bar_5_bar_8_bar_0_bar_30 - location
        loc_bar_5_bar_9_bar_1_bar_30 - location
        loc_bar_6_bar__minus_2_bar_1_bar_30 - location
        loc_bar_6_bar__minus_5_bar_0_bar_30 - location
        loc_bar_6_bar_6_bar_3_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar_5_bar_8_bar_0_bar_30)
        (canContain BedType BasketBallType)
        (canContain BedType BookType)
        (canContain BedType CellPhoneType)
        (canContain BedType PillowType)
        (canContain DeskType AlarmClockType)
        (canContain DeskType BasketBallType)
        (canContain DeskType BookType)
        (canContain DeskType BoxType)
        (canContain DeskType CDType)
        (canContain DeskType CellPhoneType)
        (canContain DeskType CreditCardType)
        (canContain DeskType KeyChainType)
        (canContain DeskType PenType)
        (canContain DeskType PencilType)
        (canContain DrawerType BookType)
        (canContain DrawerType CDType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType PenType)
        (canContain DrawerType PencilType)
        (canContain DresserType AlarmClockType)
        (canContain DresserType BasketBallType)
        (canContain DresserType BookType)
        (canContain DresserType BoxType)
        (canContain DresserType CDType)
        (canContain DresserType CellPhoneType)
        (canContain DresserType CreditCardType)
        (canContain DresserType KeyChainType)
        (canContain DresserType PenType)
        (canContain DresserType PencilType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType PenType)
        (canContain GarbageCanType PencilType)
        (receptacleType Bed_bar_1 BedType)
        (receptacleAtLocation Bed_bar_1 loc_bar_6_bar_6_bar_3_bar_30)
        (receptacleType Desk_bar_1 DeskType)
        (receptacleAtLocation Desk_bar_1 loc_bar_2_bar__minus_5_bar_3_bar_30)
        (receptacleType Drawer_bar_1 DrawerType)
        (receptacleAtLocation Drawer_bar_1 loc_bar_5_bar__minus_5_bar_0_bar_30)
        (openable Drawer_bar_1)
        (receptacleType Drawer_bar_2 DrawerType)
        (receptacleAtLocation Drawer_bar_2 loc_bar_6_bar__minus_5_bar_0_bar_30)
        (openable Drawer_bar_2)
        (receptacleType Drawer_bar_3 DrawerType)
        (receptacleAtLocation Drawer_bar_3 loc_bar_3_bar__minus_5_bar_0_bar_30)
        (openable Drawer_bar_3)
        (receptacleType Drawer_bar_4 DrawerType)
        (receptacleAtLocation Drawer_bar_4 loc_bar_2_bar__minus_5_bar_0_bar_30)
        (openable Drawer_bar_4)
        (receptacleType Drawer_bar_5 DrawerType)
        (receptacleAtLocation Drawer_bar_5 loc_bar_3_bar__minus_2_bar_3_bar_30)
        (openable Drawer_bar_5)
        (receptacleType Dresser_bar_1 DresserType)
        (receptacleAtLocation Dresser_bar_1 loc_bar_6_bar__minus_2_bar_1_bar_30)
        (receptacleType GarbageCan_bar_1 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar_1 loc_bar_5_bar_9_bar_1_bar_30)
        (objectType AlarmClock_bar_1 AlarmClockType)
        (inReceptacle AlarmClock_bar_1 Desk_bar_1)
        (objectAtLocation AlarmClock_bar_1 loc_bar_2_bar__minus_5_bar_3_bar_30)
        (pickupable AlarmClock_bar_1)
        (objectType AlarmClock_bar_2 AlarmClockType)
        (inReceptacle AlarmClock_bar_2 Dresser_bar_1)
        (objectAtLocation AlarmClock_bar_2 loc_bar_6_bar__minus_2_bar_1_bar_30)
        (pickupable AlarmClock_bar_2)
        (objectType BasketBall_bar_1 BasketBallType)
        (inReceptacle BasketBall_bar_1 Desk_bar_1)
        (objectAtLocation BasketBall_bar_1 loc_bar_2_bar__minus_5_bar_3_bar_30)
        (pickupable BasketBall_bar_1)
        (objectType Book_bar_1 BookType)
        (inReceptacle Book_bar_1 Drawer_bar_3)
        (objectAtLocation Book_bar_1 loc_bar_3_bar__minus_5_bar_0_bar_30)
        (pickupable Book_bar_1)
        (objectType Book_bar_2 BookType)
        (inReceptacle Book_bar_2 Bed_bar_1)
        (objectAtLocation Book_bar_2 loc_bar_6_bar_6_bar_3_bar_30)
        (pickupable Book_bar_2)
        (objectType Box_bar_1 BoxType)
        (inReceptacle Box_bar_1 Desk_bar_1)
        (objectAtLocation Box_bar_1 loc_bar_2_bar__minus_5_bar_3_bar_30)
        (pickupable Box_bar_1)
        (isReceptacleObject Box_bar_1)
        (objectType CD_bar_1 CDType)
        (inReceptacle CD_bar_1 Drawer_bar_3)
        (objectAtLocation CD_bar_1 loc_bar_3_bar__minus_5_bar_0_bar_30)
        (pickupable CD_bar_1)
        (objectType CellPhone_bar_1 CellPhoneType)
        (inReceptacle CellPhone_bar_1 Drawer_bar_2)
        (objectAtLocation CellPhone_bar_1 loc_bar_6_bar__minus_5_bar_0_bar_30)
        (pickupable CellPhone_bar_1)
        (objectType CellPhone_bar_2 CellPhoneType)
        (inReceptacle CellPhone_bar_2 Dresser_bar_1)
        (objectAtLocation CellPhone_bar_2 loc_bar_6_bar__minus_2_bar_1_bar_30)
        (pickupable CellPhone_bar_2)
        (objectType CreditCard_bar_1 CreditCardType)
        (inReceptacle CreditCard_bar_1 Dresser_bar_1)
        (objectAtLocation CreditCard_bar_1 loc_bar_6_bar__minus_2_bar_1_bar_30)
        (pickupable CreditCard_bar_1)
        (objectType CreditCard_bar_2 CreditCardType)
        (inReceptacle CreditCard_bar_2 Drawer_bar_4)
        (objectAtLocation CreditCard_bar_2 loc_bar_2_bar__minus_5_bar_0_bar_30)
        (pickupable CreditCard_bar_2)
        (objectType KeyChain_bar_1 KeyChainType)
        (inReceptacle KeyChain_bar_1 Drawer_bar_5)
        (objectAtLocation KeyChain_bar_1 loc_bar_3_bar__minus_2_bar_3_bar_30)
        (pickupable KeyChain_bar_1)
        (objectType KeyChain_bar_2 KeyChainType)
        (inReceptacle KeyChain_bar_2 Dresser_bar_1)
        (objectAtLocation KeyChain_bar_2 loc_bar_6_bar__minus_2_bar_1_bar_30)
        (pickupable KeyChain_bar_2)
        (objectType Pen_bar_1 PenType)
        (inReceptacle Pen_bar_1 Drawer_bar_4)
        (objectAtLocation Pen_bar_1 loc_bar_2_bar__minus_5_bar_0_bar_30)
        (pickupable Pen_bar_1)
        (objectType Pen_bar_2 PenType)
        (inReceptacle Pen_bar_2 Drawer_bar_5)
        (objectAtLocation Pen_bar_2 loc_bar_3_bar__minus_2_bar_3_bar_30)
        (pickupable Pen_bar_2)
        (objectType Pencil_bar_1 PencilType)
        (inReceptacle Pencil_bar_1 Desk_bar_1)
        (objectAtLocation Pencil_bar_1 loc_bar_2_bar__minus_5_bar_3_bar_30)
        (pickupable Pencil_bar_1)
        (objectType Pencil_bar_2 PencilType)
        (inReceptacle Pencil_bar_2 Drawer_bar_5)
        (objectAtLocation Pencil_bar_2 loc_bar_3_bar__minus_2_bar_3_bar_30)
        (pickupable Pencil_bar_2)
        (objectType Pillow_bar_1 PillowType)
        (inReceptacle Pillow_bar_1 Bed_bar_1)
        (objectAtLocation Pillow_bar_1 loc_bar_6_bar_6_bar_3_bar_30)
        (pickupable Pillow_bar_1)
        )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o KeyChainType)
                            (receptacleType ?r DeskType)
                        )
                    )
                )
            )
        )
    )
    