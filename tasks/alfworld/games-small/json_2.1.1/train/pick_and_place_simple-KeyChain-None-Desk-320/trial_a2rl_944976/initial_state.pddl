
(define (problem plan_a2rl_320_944976)
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
        PencilType - otype
        PillowType - otype
        TennisRacketType - otype
        BedType - rtype
        DeskType - rtype
        GarbageCanType - rtype
        ShelfType - rtype
        AlarmClock_bar_1 - object
        AlarmClock_bar_2 - object
        BasketBall_bar_1 - object
        BasketBall_bar_2 - object
        Book_bar_1 - object
        CD_bar_1 - object
        CellPhone_bar_1 - object
        CellPhone_bar_2 - object
        CreditCard_bar_1 - object
        KeyChain_bar_1 - object
        KeyChain_bar_2 - object
        Laptop_bar_1 - object
        Laptop_bar_2 - object
        Pencil_bar_1 - object
        Pencil_bar_2 - object
        Pillow_bar_1 - object
        Pillow_bar_2 - object
        TennisRacket_bar_1 - object
        TennisRacket_bar_2 - object
        Bed_bar_1 - receptacle
        Desk_bar_1 - receptacle
        Desk_bar_2 - receptacle
        Shelf_bar_1 - receptacle
        Shelf_bar_2 - receptacle
        Shelf_bar_3 - receptacle
        Shelf_bar_4 - receptacle
        Shelf_bar_5 - receptacle
        GarbageCan_bar_1 - receptacle
        loc_bar__minus_2_bar_1_bar_2_bar_30 - location
        loc_bar__minus_2_bar_4_bar_3_bar_30 - location
        loc_bar__minus_2_bar_4_bar_3_bar_45 - location
        loc_bar__minus_3_bar_2_bar_2_bar_30 - location
        loc_bar__minus_3_bar_5_bar_3_bar_30 - location
        loc_bar__minus_4_bar_5_bar_3_bar_30 - location
        loc_bar__minus_4_bar_5_bar_3_bar_45 - location
        loc_bar_3_bar__minus_3_bar_2_bar_30 - location
        loc_bar_3_bar_2_bar_1_bar_30 - location
        loc_bar_5_bar__minus_5_bar_1_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar_5_bar__minus_5_bar_1_bar_30)
        (canContain BedType BasketBallType)
        (canContain BedType BookType)
        (canContain BedType CellPhoneType)
        (canContain BedType LaptopType)
        (canContain BedType PillowType)
        (canContain BedType TennisRacketType)
        (canContain DeskType AlarmClockType)
        (canContain DeskType BasketBallType)
        (canContain DeskType BookType)
        (canContain DeskType CDType)
        (canContain DeskType CellPhoneType)
        (canContain DeskType CreditCardType)
        (canContain DeskType KeyChainType)
        (canContain DeskType LaptopType)
        (canContain DeskType PencilType)
        (canContain DeskType TennisRacketType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType PencilType)
        (canContain ShelfType AlarmClockType)
        (canContain ShelfType BookType)
        (canContain ShelfType CDType)
        (canContain ShelfType CellPhoneType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType PencilType)
        (receptacleType Bed_bar_1 BedType)
        (receptacleAtLocation Bed_bar_1 loc_bar__minus_3_bar_2_bar_2_bar_30)
        (receptacleType Desk_bar_1 DeskType)
        (receptacleAtLocation Desk_bar_1 loc_bar_3_bar_2_bar_1_bar_30)
        (receptacleType Desk_bar_2 DeskType)
        (receptacleAtLocation Desk_bar_2 loc_bar__minus_4_bar_5_bar_3_bar_30)
        (receptacleType Shelf_bar_1 ShelfType)
        (receptacleAtLocation Shelf_bar_1 loc_bar_3_bar__minus_3_bar_2_bar_30)
        (receptacleType Shelf_bar_2 ShelfType)
        (receptacleAtLocation Shelf_bar_2 loc_bar__minus_2_bar_4_bar_3_bar_30)
        (receptacleType Shelf_bar_3 ShelfType)
        (receptacleAtLocation Shelf_bar_3 loc_bar__minus_3_bar_5_bar_3_bar_30)
        (receptacleType Shelf_bar_4 ShelfType)
        (receptacleAtLocation Shelf_bar_4 loc_bar__minus_2_bar_4_bar_3_bar_45)
        (receptacleType Shelf_bar_5 ShelfType)
        (receptacleAtLocation Shelf_bar_5 loc_bar__minus_4_bar_5_bar_3_bar_45)
        (receptacleType GarbageCan_bar_1 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar_1 loc_bar__minus_2_bar_1_bar_2_bar_30)
        (objectType AlarmClock_bar_1 AlarmClockType)
        (inReceptacle AlarmClock_bar_1 Shelf_bar_2)
        (objectAtLocation AlarmClock_bar_1 loc_bar__minus_2_bar_4_bar_3_bar_30)
        (pickupable AlarmClock_bar_1)
        (objectType AlarmClock_bar_2 AlarmClockType)
        (inReceptacle AlarmClock_bar_2 Desk_bar_1)
        (objectAtLocation AlarmClock_bar_2 loc_bar_3_bar_2_bar_1_bar_30)
        (pickupable AlarmClock_bar_2)
        (objectType BasketBall_bar_1 BasketBallType)
        (inReceptacle BasketBall_bar_1 Desk_bar_2)
        (objectAtLocation BasketBall_bar_1 loc_bar__minus_4_bar_5_bar_3_bar_30)
        (pickupable BasketBall_bar_1)
        (objectType BasketBall_bar_2 BasketBallType)
        (inReceptacle BasketBall_bar_2 Bed_bar_1)
        (objectAtLocation BasketBall_bar_2 loc_bar__minus_3_bar_2_bar_2_bar_30)
        (pickupable BasketBall_bar_2)
        (objectType Book_bar_1 BookType)
        (inReceptacle Book_bar_1 Shelf_bar_4)
        (objectAtLocation Book_bar_1 loc_bar__minus_2_bar_4_bar_3_bar_45)
        (pickupable Book_bar_1)
        (objectType CD_bar_1 CDType)
        (inReceptacle CD_bar_1 Shelf_bar_3)
        (objectAtLocation CD_bar_1 loc_bar__minus_3_bar_5_bar_3_bar_30)
        (pickupable CD_bar_1)
        (objectType CellPhone_bar_1 CellPhoneType)
        (inReceptacle CellPhone_bar_1 Shelf_bar_5)
        (objectAtLocation CellPhone_bar_1 loc_bar__minus_4_bar_5_bar_3_bar_45)
        (pickupable CellPhone_bar_1)
        (objectType CellPhone_bar_2 CellPhoneType)
        (inReceptacle CellPhone_bar_2 Bed_bar_1)
        (objectAtLocation CellPhone_bar_2 loc_bar__minus_3_bar_2_bar_2_bar_30)
        (pickupable CellPhone_bar_2)
        (objectType CreditCard_bar_1 CreditCardType)
        (inReceptacle CreditCard_bar_1 Shelf_bar_2)
        (objectAtLocation CreditCard_bar_1 loc_bar__minus_2_bar_4_bar_3_bar_30)
        (pickupable CreditCard_bar_1)
        (objectType KeyChain_bar_1 KeyChainType)
        (inReceptacle KeyChain_bar_1 Shelf_bar_4)
        (objectAtLocation KeyChain_bar_1 loc_bar__minus_2_bar_4_bar_3_bar_45)
        (pickupable KeyChain_bar_1)
        (objectType KeyChain_bar_2 KeyChainType)
        (inReceptacle KeyChain_bar_2 Shelf_bar_5)
        (objectAtLocation KeyChain_bar_2 loc_bar__minus_4_bar_5_bar_3_bar_45)
        (pickupable KeyChain_bar_2)
        (objectType Laptop_bar_1 LaptopType)
        (inReceptacle Laptop_bar_1 Bed_bar_1)
        (objectAtLocation Laptop_bar_1 loc_bar__minus_3_bar_2_bar_2_bar_30)
        (pickupable Laptop_bar_1)
        (objectType Laptop_bar_2 LaptopType)
        (inReceptacle Laptop_bar_2 Desk_bar_1)
        (objectAtLocation Laptop_bar_2 loc_bar_3_bar_2_bar_1_bar_30)
        (pickupable Laptop_bar_2)
        (objectType Pencil_bar_1 PencilType)
        (inReceptacle Pencil_bar_1 Desk_bar_2)
        (objectAtLocation Pencil_bar_1 loc_bar__minus_4_bar_5_bar_3_bar_30)
        (pickupable Pencil_bar_1)
        (objectType Pencil_bar_2 PencilType)
        (inReceptacle Pencil_bar_2 Shelf_bar_1)
        (objectAtLocation Pencil_bar_2 loc_bar_3_bar__minus_3_bar_2_bar_30)
        (pickupable Pencil_bar_2)
        (objectType Pillow_bar_1 PillowType)
        (inReceptacle Pillow_bar_1 Bed_bar_1)
        (objectAtLocation Pillow_bar_1 loc_bar__minus_3_bar_2_bar_2_bar_30)
        (pickupable Pillow_bar_1)
        (objectType Pillow_bar_2 PillowType)
        (inReceptacle Pillow_bar_2 Bed_bar_1)
        (objectAtLocation Pillow_bar_2 loc_bar__minus_3_bar_2_bar_2_bar_30)
        (pickupable Pillow_bar_2)
        (objectType TennisRacket_bar_1 TennisRacketType)
        (inReceptacle TennisRacket_bar_1 Desk_bar_2)
        (objectAtLocation TennisRacket_bar_1 loc_bar__minus_4_bar_5_bar_3_bar_30)
        (pickupable TennisRacket_bar_1)
        (objectType TennisRacket_bar_2 TennisRacketType)
        (inReceptacle TennisRacket_bar_2 Desk_bar_1)
        (objectAtLocation TennisRacket_bar_2 loc_bar_3_bar_2_bar_1_bar_30)
        (pickupable TennisRacket_bar_2)
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
    