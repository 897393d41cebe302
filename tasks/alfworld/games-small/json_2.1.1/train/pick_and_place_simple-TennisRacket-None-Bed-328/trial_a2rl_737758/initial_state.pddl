
(define (problem plan_a2rl_328_737758)
    (:domain alfred)
    (:objects
        agent1 - agent
        BookType - otype
        CDType - otype
        CellPhoneType - otype
        CreditCardType - otype
        KeyChainType - otype
        LaptopType - otype
        MugType - otype
        PencilType - otype
        PillowType - otype
        TennisRacketType - otype
        TissueBoxType - otype
        BedType - rtype
        DeskType - rtype
        DrawerType - rtype
        GarbageCanType - rtype
        ShelfType - rtype
        SideTableType - rtype
        Book_bar_1 - object
        CD_bar_1 - object
        CellPhone_bar_1 - object
        CreditCard_bar_1 - object
        KeyChain_bar_1 - object
        Laptop_bar_1 - object
        Laptop_bar_2 - object
        Mug_bar_1 - object
        Pencil_bar_1 - object
        Pillow_bar_1 - object
        Pillow_bar_2 - object
        TennisRacket_bar_1 - object
        TissueBox_bar_1 - object
        Bed_bar_1 - receptacle
        Desk_bar_1 - receptacle
        Drawer_bar_1 - receptacle
        Drawer_bar_2 - receptacle
        GarbageCan_bar_1 - receptacle
        Shelf_bar_1 - receptacle
        SideTable_bar_1 - receptacle
        loc_bar_0_bar_1_bar_2_bar_30 - location
        loc_bar_10_bar__minus_2_bar_2_bar_30 - location
        loc_bar_11_bar__minus_2_bar_2_bar_30 - location
        loc_bar_6_bar__minus_4_bar_3_bar_30 - location
        loc_bar_7_bar__minus_2_bar_2_bar_30 - location
        loc_bar_7_bar__minus_3_bar_2_bar_30 - location
        loc_bar_9_bar__minus_3_bar_1_bar_30 - location
        loc_bar_9_bar__minus_3_bar_3_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar_0_bar_1_bar_2_bar_30)
        (canContain BedType BookType)
        (canContain BedType CellPhoneType)
        (canContain BedType LaptopType)
        (canContain BedType PillowType)
        (canContain BedType TennisRacketType)
        (canContain DeskType BookType)
        (canContain DeskType CDType)
        (canContain DeskType CellPhoneType)
        (canContain DeskType CreditCardType)
        (canContain DeskType KeyChainType)
        (canContain DeskType LaptopType)
        (canContain DeskType MugType)
        (canContain DeskType PencilType)
        (canContain DeskType TennisRacketType)
        (canContain DeskType TissueBoxType)
        (canContain DrawerType BookType)
        (canContain DrawerType CDType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType PencilType)
        (canContain DrawerType TissueBoxType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType PencilType)
        (canContain GarbageCanType TissueBoxType)
        (canContain ShelfType BookType)
        (canContain ShelfType CDType)
        (canContain ShelfType CellPhoneType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType MugType)
        (canContain ShelfType PencilType)
        (canContain ShelfType TissueBoxType)
        (canContain SideTableType BookType)
        (canContain SideTableType CDType)
        (canContain SideTableType CellPhoneType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType MugType)
        (canContain SideTableType PencilType)
        (canContain SideTableType TennisRacketType)
        (canContain SideTableType TissueBoxType)
        (receptacleType Bed_bar_1 BedType)
        (receptacleAtLocation Bed_bar_1 loc_bar_6_bar__minus_4_bar_3_bar_30)
        (receptacleType Desk_bar_1 DeskType)
        (receptacleAtLocation Desk_bar_1 loc_bar_10_bar__minus_2_bar_2_bar_30)
        (receptacleType Drawer_bar_1 DrawerType)
        (receptacleAtLocation Drawer_bar_1 loc_bar_7_bar__minus_2_bar_2_bar_30)
        (openable Drawer_bar_1)
        (receptacleType Drawer_bar_2 DrawerType)
        (receptacleAtLocation Drawer_bar_2 loc_bar_9_bar__minus_3_bar_3_bar_30)
        (openable Drawer_bar_2)
        (receptacleType GarbageCan_bar_1 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar_1 loc_bar_9_bar__minus_3_bar_1_bar_30)
        (receptacleType Shelf_bar_1 ShelfType)
        (receptacleAtLocation Shelf_bar_1 loc_bar_11_bar__minus_2_bar_2_bar_30)
        (receptacleType SideTable_bar_1 SideTableType)
        (receptacleAtLocation SideTable_bar_1 loc_bar_7_bar__minus_3_bar_2_bar_30)
        (objectType Book_bar_1 BookType)
        (inReceptacle Book_bar_1 Drawer_bar_2)
        (objectAtLocation Book_bar_1 loc_bar_9_bar__minus_3_bar_3_bar_30)
        (pickupable Book_bar_1)
        (objectType CD_bar_1 CDType)
        (inReceptacle CD_bar_1 Shelf_bar_1)
        (objectAtLocation CD_bar_1 loc_bar_11_bar__minus_2_bar_2_bar_30)
        (pickupable CD_bar_1)
        (objectType CellPhone_bar_1 CellPhoneType)
        (inReceptacle CellPhone_bar_1 Drawer_bar_2)
        (objectAtLocation CellPhone_bar_1 loc_bar_9_bar__minus_3_bar_3_bar_30)
        (pickupable CellPhone_bar_1)
        (objectType CreditCard_bar_1 CreditCardType)
        (inReceptacle CreditCard_bar_1 Desk_bar_1)
        (objectAtLocation CreditCard_bar_1 loc_bar_10_bar__minus_2_bar_2_bar_30)
        (pickupable CreditCard_bar_1)
        (objectType KeyChain_bar_1 KeyChainType)
        (inReceptacle KeyChain_bar_1 Desk_bar_1)
        (objectAtLocation KeyChain_bar_1 loc_bar_10_bar__minus_2_bar_2_bar_30)
        (pickupable KeyChain_bar_1)
        (objectType Laptop_bar_1 LaptopType)
        (inReceptacle Laptop_bar_1 Bed_bar_1)
        (objectAtLocation Laptop_bar_1 loc_bar_6_bar__minus_4_bar_3_bar_30)
        (pickupable Laptop_bar_1)
        (objectType Laptop_bar_2 LaptopType)
        (inReceptacle Laptop_bar_2 Bed_bar_1)
        (objectAtLocation Laptop_bar_2 loc_bar_6_bar__minus_4_bar_3_bar_30)
        (pickupable Laptop_bar_2)
        (objectType Mug_bar_1 MugType)
        (inReceptacle Mug_bar_1 Desk_bar_1)
        (objectAtLocation Mug_bar_1 loc_bar_10_bar__minus_2_bar_2_bar_30)
        (pickupable Mug_bar_1)
        (isReceptacleObject Mug_bar_1)
        (cleanable Mug_bar_1)
        (heatable Mug_bar_1)
        (coolable Mug_bar_1)
        (objectType Pencil_bar_1 PencilType)
        (inReceptacle Pencil_bar_1 Shelf_bar_1)
        (objectAtLocation Pencil_bar_1 loc_bar_11_bar__minus_2_bar_2_bar_30)
        (pickupable Pencil_bar_1)
        (objectType Pillow_bar_1 PillowType)
        (inReceptacle Pillow_bar_1 Bed_bar_1)
        (objectAtLocation Pillow_bar_1 loc_bar_6_bar__minus_4_bar_3_bar_30)
        (pickupable Pillow_bar_1)
        (objectType Pillow_bar_2 PillowType)
        (inReceptacle Pillow_bar_2 Bed_bar_1)
        (objectAtLocation Pillow_bar_2 loc_bar_6_bar__minus_4_bar_3_bar_30)
        (pickupable Pillow_bar_2)
        (objectType TennisRacket_bar_1 TennisRacketType)
        (inReceptacle TennisRacket_bar_1 SideTable_bar_1)
        (objectAtLocation TennisRacket_bar_1 loc_bar_7_bar__minus_3_bar_2_bar_30)
        (pickupable TennisRacket_bar_1)
        (objectType TissueBox_bar_1 TissueBoxType)
        (inReceptacle TissueBox_bar_1 SideTable_bar_1)
        (objectAtLocation TissueBox_bar_1 loc_bar_7_bar__minus_3_bar_2_bar_30)
        (pickupable TissueBox_bar_1)
        )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o TennisRacketType)
                            (receptacleType ?r BedType)
                        )
                    )
                )
            )
        )
    )
    