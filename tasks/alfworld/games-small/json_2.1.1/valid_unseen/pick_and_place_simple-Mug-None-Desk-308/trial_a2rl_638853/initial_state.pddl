
(define (problem plan_a2rl_308_638853)
    (:domain alfred)
    (:objects
        agent1 - agent
        BaseballBatType - otype
        BookType - otype
        BowlType - otype
        CDType - otype
        CellPhoneType - otype
        CreditCardType - otype
        LaptopType - otype
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
        BaseballBat_bar_1 - object
        BaseballBat_bar_2 - object
        Book_bar_1 - object
        Bowl_bar_1 - object
        Bowl_bar_2 - object
        CD_bar_1 - object
        CellPhone_bar_1 - object
        CellPhone_bar_2 - object
        CreditCard_bar_1 - object
        Laptop_bar_1 - object
        Laptop_bar_2 - object
        Mug_bar_1 - object
        Pen_bar_1 - object
        Pencil_bar_1 - object
        Pencil_bar_2 - object
        Pillow_bar_1 - object
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
        loc_bar__minus_7_bar_5_bar_2_bar__minus_30 - location
        loc_bar__minus_7_bar_6_bar_2_bar_30 - location
        loc_bar_1_bar__minus_5_bar_0_bar_30 - location
        loc_bar_1_bar__minus_5_bar_3_bar_30 - location
        loc_bar_1_bar_0_bar_3_bar_30 - location
        loc_bar_2_bar__minus_6_bar_0_bar_30 - location
        loc_bar_4_bar__minus_1_bar_2_bar_30 - location
        loc_bar_5_bar__minus_4_bar_2_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar_5_bar__minus_4_bar_2_bar_30)
        (canContain BedType BaseballBatType)
        (canContain BedType BookType)
        (canContain BedType CellPhoneType)
        (canContain BedType LaptopType)
        (canContain BedType PillowType)
        (canContain DeskType BookType)
        (canContain DeskType BowlType)
        (canContain DeskType CDType)
        (canContain DeskType CellPhoneType)
        (canContain DeskType CreditCardType)
        (canContain DeskType LaptopType)
        (canContain DeskType MugType)
        (canContain DeskType PenType)
        (canContain DeskType PencilType)
        (canContain DrawerType BookType)
        (canContain DrawerType CDType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType PenType)
        (canContain DrawerType PencilType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType PenType)
        (canContain GarbageCanType PencilType)
        (canContain SafeType CDType)
        (canContain SafeType CellPhoneType)
        (canContain SafeType CreditCardType)
        (canContain ShelfType BookType)
        (canContain ShelfType BowlType)
        (canContain ShelfType CDType)
        (canContain ShelfType CellPhoneType)
        (canContain ShelfType CreditCardType)
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
        (receptacleAtLocation LaundryHamper_bar_1 loc_bar_4_bar__minus_1_bar_2_bar_30)
        (objectType BaseballBat_bar_1 BaseballBatType)
        (inReceptacle BaseballBat_bar_1 Bed_bar_1)
        (objectAtLocation BaseballBat_bar_1 loc_bar__minus_1_bar_6_bar_1_bar_30)
        (pickupable BaseballBat_bar_1)
        (objectType BaseballBat_bar_2 BaseballBatType)
        (inReceptacle BaseballBat_bar_2 Bed_bar_1)
        (objectAtLocation BaseballBat_bar_2 loc_bar__minus_1_bar_6_bar_1_bar_30)
        (pickupable BaseballBat_bar_2)
        (objectType Book_bar_1 BookType)
        (inReceptacle Book_bar_1 Shelf_bar_5)
        (objectAtLocation Book_bar_1 loc_bar__minus_7_bar_5_bar_2_bar__minus_30)
        (pickupable Book_bar_1)
        (objectType Bowl_bar_1 BowlType)
        (inReceptacle Bowl_bar_1 Shelf_bar_2)
        (objectAtLocation Bowl_bar_1 loc_bar__minus_4_bar_5_bar_2_bar__minus_30)
        (pickupable Bowl_bar_1)
        (isReceptacleObject Bowl_bar_1)
        (cleanable Bowl_bar_1)
        (coolable Bowl_bar_1)
        (objectType Bowl_bar_2 BowlType)
        (inReceptacle Bowl_bar_2 Desk_bar_1)
        (objectAtLocation Bowl_bar_2 loc_bar_1_bar__minus_5_bar_3_bar_30)
        (pickupable Bowl_bar_2)
        (isReceptacleObject Bowl_bar_2)
        (cleanable Bowl_bar_2)
        (coolable Bowl_bar_2)
        (objectType CD_bar_1 CDType)
        (inReceptacle CD_bar_1 Shelf_bar_1)
        (objectAtLocation CD_bar_1 loc_bar__minus_4_bar_6_bar_2_bar_30)
        (pickupable CD_bar_1)
        (objectType CellPhone_bar_1 CellPhoneType)
        (inReceptacle CellPhone_bar_1 Shelf_bar_1)
        (objectAtLocation CellPhone_bar_1 loc_bar__minus_4_bar_6_bar_2_bar_30)
        (pickupable CellPhone_bar_1)
        (objectType CellPhone_bar_2 CellPhoneType)
        (inReceptacle CellPhone_bar_2 Bed_bar_1)
        (objectAtLocation CellPhone_bar_2 loc_bar__minus_1_bar_6_bar_1_bar_30)
        (pickupable CellPhone_bar_2)
        (objectType CreditCard_bar_1 CreditCardType)
        (inReceptacle CreditCard_bar_1 Shelf_bar_5)
        (objectAtLocation CreditCard_bar_1 loc_bar__minus_7_bar_5_bar_2_bar__minus_30)
        (pickupable CreditCard_bar_1)
        (objectType Laptop_bar_1 LaptopType)
        (inReceptacle Laptop_bar_1 Desk_bar_1)
        (objectAtLocation Laptop_bar_1 loc_bar_1_bar__minus_5_bar_3_bar_30)
        (pickupable Laptop_bar_1)
        (objectType Laptop_bar_2 LaptopType)
        (inReceptacle Laptop_bar_2 Desk_bar_2)
        (objectAtLocation Laptop_bar_2 loc_bar__minus_1_bar_3_bar_3_bar_30)
        (pickupable Laptop_bar_2)
        (objectType Mug_bar_1 MugType)
        (inReceptacle Mug_bar_1 Shelf_bar_3)
        (objectAtLocation Mug_bar_1 loc_bar__minus_7_bar_6_bar_2_bar_30)
        (pickupable Mug_bar_1)
        (isReceptacleObject Mug_bar_1)
        (cleanable Mug_bar_1)
        (heatable Mug_bar_1)
        (coolable Mug_bar_1)
        (objectType Pen_bar_1 PenType)
        (inReceptacle Pen_bar_1 Shelf_bar_2)
        (objectAtLocation Pen_bar_1 loc_bar__minus_4_bar_5_bar_2_bar__minus_30)
        (pickupable Pen_bar_1)
        (objectType Pencil_bar_1 PencilType)
        (inReceptacle Pencil_bar_1 Shelf_bar_2)
        (objectAtLocation Pencil_bar_1 loc_bar__minus_4_bar_5_bar_2_bar__minus_30)
        (pickupable Pencil_bar_1)
        (objectType Pencil_bar_2 PencilType)
        (inReceptacle Pencil_bar_2 Drawer_bar_1)
        (objectAtLocation Pencil_bar_2 loc_bar_2_bar__minus_6_bar_0_bar_30)
        (pickupable Pencil_bar_2)
        (objectType Pillow_bar_1 PillowType)
        (inReceptacle Pillow_bar_1 Bed_bar_1)
        (objectAtLocation Pillow_bar_1 loc_bar__minus_1_bar_6_bar_1_bar_30)
        (pickupable Pillow_bar_1)
        )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o MugType)
                            (receptacleType ?r DeskType)
                        )
                    )
                )
            )
        )
    )
    