
(define (problem plan_a2rl_305_564574)
    (:domain alfred)
    (:objects
        agent1 - agent
        AlarmClockType - otype
        BaseballBatType - otype
        BasketBallType - otype
        BowlType - otype
        BoxType - otype
        CDType - otype
        CreditCardType - otype
        LaptopType - otype
        MugType - otype
        PenType - otype
        PillowType - otype
        BedType - rtype
        DeskType - rtype
        DrawerType - rtype
        DresserType - rtype
        GarbageCanType - rtype
        LaundryHamperType - rtype
        ShelfType - rtype
        AlarmClock_bar_1 - object
        AlarmClock_bar_2 - object
        BaseballBat_bar_1 - object
        BasketBall_bar_1 - object
        Bowl_bar_1 - object
        Box_bar_1 - object
        CD_bar_1 - object
        CreditCard_bar_1 - object
        CreditCard_bar_2 - object
        Laptop_bar_1 - object
        Laptop_bar_2 - object
        Mug_bar_1 - object
        Pen_bar_1 - object
        Pen_bar_2 - object
        Pillow_bar_1 - object
        Bed_bar_1 - receptacle
        Desk_bar_1 - receptacle
        Drawer_bar_1 - receptacle
        Drawer_bar_2 - receptacle
        Drawer_bar_3 - receptacle
        Dresser_bar_1 - receptacle
        Shelf_bar_1 - receptacle
        GarbageCan_bar_1 - receptacle
        LaundryHamper_bar_1 - receptacle
        loc_bar__minus_2_bar_0_bar_2_bar_30 - location
        loc_bar__minus_4_bar_4_bar_0_bar_30 - location
        loc_bar_0_bar__minus_2_bar_1_bar_30 - location
        loc_bar_0_bar__minus_4_bar_2_bar_30 - location
        loc_bar_0_bar_5_bar_1_bar_30 - location
        loc_bar_0_bar_5_bar_1_bar_45 - location
        loc_bar_1_bar_4_bar_2_bar_30 - location
        loc_bar_1_bar_6_bar_1_bar_30 - location
        loc_bar_2_bar_5_bar_1_bar_30 - location
        loc_bar_2_bar_6_bar_1_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar__minus_4_bar_4_bar_0_bar_30)
        (canContain BedType BaseballBatType)
        (canContain BedType BasketBallType)
        (canContain BedType LaptopType)
        (canContain BedType PillowType)
        (canContain DeskType AlarmClockType)
        (canContain DeskType BasketBallType)
        (canContain DeskType BowlType)
        (canContain DeskType BoxType)
        (canContain DeskType CDType)
        (canContain DeskType CreditCardType)
        (canContain DeskType LaptopType)
        (canContain DeskType MugType)
        (canContain DeskType PenType)
        (canContain DrawerType CDType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType PenType)
        (canContain DresserType AlarmClockType)
        (canContain DresserType BasketBallType)
        (canContain DresserType BowlType)
        (canContain DresserType BoxType)
        (canContain DresserType CDType)
        (canContain DresserType CreditCardType)
        (canContain DresserType LaptopType)
        (canContain DresserType MugType)
        (canContain DresserType PenType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType PenType)
        (canContain ShelfType AlarmClockType)
        (canContain ShelfType BowlType)
        (canContain ShelfType BoxType)
        (canContain ShelfType CDType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType MugType)
        (canContain ShelfType PenType)
        (receptacleType Bed_bar_1 BedType)
        (receptacleAtLocation Bed_bar_1 loc_bar_0_bar__minus_2_bar_1_bar_30)
        (receptacleType Desk_bar_1 DeskType)
        (receptacleAtLocation Desk_bar_1 loc_bar_2_bar_5_bar_1_bar_30)
        (receptacleType Drawer_bar_1 DrawerType)
        (receptacleAtLocation Drawer_bar_1 loc_bar_0_bar_5_bar_1_bar_30)
        (openable Drawer_bar_1)
        (receptacleType Drawer_bar_2 DrawerType)
        (receptacleAtLocation Drawer_bar_2 loc_bar_0_bar_5_bar_1_bar_45)
        (openable Drawer_bar_2)
        (receptacleType Drawer_bar_3 DrawerType)
        (receptacleAtLocation Drawer_bar_3 loc_bar_1_bar_6_bar_1_bar_30)
        (openable Drawer_bar_3)
        (receptacleType Dresser_bar_1 DresserType)
        (receptacleAtLocation Dresser_bar_1 loc_bar_0_bar__minus_4_bar_2_bar_30)
        (receptacleType Shelf_bar_1 ShelfType)
        (receptacleAtLocation Shelf_bar_1 loc_bar_2_bar_6_bar_1_bar_30)
        (receptacleType GarbageCan_bar_1 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar_1 loc_bar__minus_2_bar_0_bar_2_bar_30)
        (receptacleType LaundryHamper_bar_1 LaundryHamperType)
        (receptacleAtLocation LaundryHamper_bar_1 loc_bar_1_bar_4_bar_2_bar_30)
        (objectType AlarmClock_bar_1 AlarmClockType)
        (inReceptacle AlarmClock_bar_1 Dresser_bar_1)
        (objectAtLocation AlarmClock_bar_1 loc_bar_0_bar__minus_4_bar_2_bar_30)
        (pickupable AlarmClock_bar_1)
        (objectType AlarmClock_bar_2 AlarmClockType)
        (inReceptacle AlarmClock_bar_2 Shelf_bar_1)
        (objectAtLocation AlarmClock_bar_2 loc_bar_2_bar_6_bar_1_bar_30)
        (pickupable AlarmClock_bar_2)
        (objectType BaseballBat_bar_1 BaseballBatType)
        (inReceptacle BaseballBat_bar_1 Bed_bar_1)
        (objectAtLocation BaseballBat_bar_1 loc_bar_0_bar__minus_2_bar_1_bar_30)
        (pickupable BaseballBat_bar_1)
        (objectType BasketBall_bar_1 BasketBallType)
        (inReceptacle BasketBall_bar_1 Dresser_bar_1)
        (objectAtLocation BasketBall_bar_1 loc_bar_0_bar__minus_4_bar_2_bar_30)
        (pickupable BasketBall_bar_1)
        (objectType Bowl_bar_1 BowlType)
        (inReceptacle Bowl_bar_1 Dresser_bar_1)
        (objectAtLocation Bowl_bar_1 loc_bar_0_bar__minus_4_bar_2_bar_30)
        (pickupable Bowl_bar_1)
        (isReceptacleObject Bowl_bar_1)
        (cleanable Bowl_bar_1)
        (coolable Bowl_bar_1)
        (objectType Box_bar_1 BoxType)
        (inReceptacle Box_bar_1 Shelf_bar_1)
        (objectAtLocation Box_bar_1 loc_bar_2_bar_6_bar_1_bar_30)
        (pickupable Box_bar_1)
        (isReceptacleObject Box_bar_1)
        (objectType CD_bar_1 CDType)
        (inReceptacle CD_bar_1 GarbageCan_bar_1)
        (objectAtLocation CD_bar_1 loc_bar__minus_2_bar_0_bar_2_bar_30)
        (pickupable CD_bar_1)
        (objectType CreditCard_bar_1 CreditCardType)
        (inReceptacle CreditCard_bar_1 Drawer_bar_2)
        (objectAtLocation CreditCard_bar_1 loc_bar_0_bar_5_bar_1_bar_45)
        (pickupable CreditCard_bar_1)
        (objectType CreditCard_bar_2 CreditCardType)
        (inReceptacle CreditCard_bar_2 Dresser_bar_1)
        (objectAtLocation CreditCard_bar_2 loc_bar_0_bar__minus_4_bar_2_bar_30)
        (pickupable CreditCard_bar_2)
        (objectType Laptop_bar_1 LaptopType)
        (inReceptacle Laptop_bar_1 Desk_bar_1)
        (objectAtLocation Laptop_bar_1 loc_bar_2_bar_5_bar_1_bar_30)
        (pickupable Laptop_bar_1)
        (objectType Laptop_bar_2 LaptopType)
        (inReceptacle Laptop_bar_2 Desk_bar_1)
        (objectAtLocation Laptop_bar_2 loc_bar_2_bar_5_bar_1_bar_30)
        (pickupable Laptop_bar_2)
        (objectType Mug_bar_1 MugType)
        (inReceptacle Mug_bar_1 Dresser_bar_1)
        (objectAtLocation Mug_bar_1 loc_bar_0_bar__minus_4_bar_2_bar_30)
        (pickupable Mug_bar_1)
        (isReceptacleObject Mug_bar_1)
        (cleanable Mug_bar_1)
        (heatable Mug_bar_1)
        (coolable Mug_bar_1)
        (objectType Pen_bar_1 PenType)
        (inReceptacle Pen_bar_1 Drawer_bar_2)
        (objectAtLocation Pen_bar_1 loc_bar_0_bar_5_bar_1_bar_45)
        (pickupable Pen_bar_1)
        (objectType Pen_bar_2 PenType)
        (inReceptacle Pen_bar_2 GarbageCan_bar_1)
        (objectAtLocation Pen_bar_2 loc_bar__minus_2_bar_0_bar_2_bar_30)
        (pickupable Pen_bar_2)
        (objectType Pillow_bar_1 PillowType)
        (inReceptacle Pillow_bar_1 Bed_bar_1)
        (objectAtLocation Pillow_bar_1 loc_bar_0_bar__minus_2_bar_1_bar_30)
        (pickupable Pillow_bar_1)
        )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o CreditCardType)
                            (receptacleType ?r DeskType)
                        )
                    )
                )
            )
        )
    )
    