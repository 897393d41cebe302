
(define (problem plan_a2rl_313_706945)
    (:domain alfred)
    (:objects
        agent1 - agent
        BaseballBatType - otype
        BookType - otype
        BoxType - otype
        CDType - otype
        CreditCardType - otype
        KeyChainType - otype
        MugType - otype
        PenType - otype
        PencilType - otype
        TennisRacketType - otype
        TissueBoxType - otype
        BedType - rtype
        DeskType - rtype
        DrawerType - rtype
        GarbageCanType - rtype
        ShelfType - rtype
        SideTableType - rtype
        BaseballBat_bar_1 - object
        Book_bar_1 - object
        Book_bar_2 - object
        Box_bar_1 - object
        CD_bar_1 - object
        CD_bar_2 - object
        CreditCard_bar_1 - object
        KeyChain_bar_1 - object
        KeyChain_bar_2 - object
        Mug_bar_1 - object
        Mug_bar_2 - object
        Pen_bar_1 - object
        Pen_bar_2 - object
        Pencil_bar_1 - object
        TennisRacket_bar_1 - object
        TennisRacket_bar_2 - object
        TissueBox_bar_1 - object
        TissueBox_bar_2 - object
        Bed_bar_1 - receptacle
        Desk_bar_1 - receptacle
        Drawer_bar_1 - receptacle
        Drawer_bar_2 - receptacle
        Drawer_bar_3 - receptacle
        Drawer_bar_4 - receptacle
        Drawer_bar_5 - receptacle
        Drawer_bar_6 - receptacle
        Shelf_bar_1 - receptacle
        Shelf_bar_2 - receptacle
        SideTable_bar_1 - receptacle
        GarbageCan_bar_1 - receptacle
        loc_bar__minus_1_bar__minus_3_bar_3_bar_30 - location
        loc_bar__minus_2_bar__minus_2_bar_2_bar_30 - location
        loc_bar__minus_2_bar__minus_2_bar_2_bar_45 - location
        loc_bar__minus_2_bar_0_bar_3_bar_30 - location
        loc_bar__minus_2_bar_1_bar_2_bar_30 - location
        loc_bar_0_bar__minus_2_bar_2_bar_30 - location
        loc_bar_0_bar_2_bar_1_bar_30 - location
        loc_bar_2_bar__minus_1_bar_1_bar_30 - location
        loc_bar_2_bar__minus_1_bar_2_bar_30 - location
        loc_bar_3_bar__minus_1_bar_1_bar_30 - location
        loc_bar_3_bar__minus_2_bar_2_bar_30 - location
        loc_bar_4_bar__minus_1_bar_2_bar_30 - location
        loc_bar_4_bar__minus_2_bar_2_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar__minus_2_bar_1_bar_2_bar_30)
        (canContain BedType BaseballBatType)
        (canContain BedType BookType)
        (canContain BedType TennisRacketType)
        (canContain DeskType BookType)
        (canContain DeskType BoxType)
        (canContain DeskType CDType)
        (canContain DeskType CreditCardType)
        (canContain DeskType KeyChainType)
        (canContain DeskType MugType)
        (canContain DeskType PenType)
        (canContain DeskType PencilType)
        (canContain DeskType TennisRacketType)
        (canContain DeskType TissueBoxType)
        (canContain DrawerType BookType)
        (canContain DrawerType CDType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType PenType)
        (canContain DrawerType PencilType)
        (canContain DrawerType TissueBoxType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType PenType)
        (canContain GarbageCanType PencilType)
        (canContain GarbageCanType TissueBoxType)
        (canContain ShelfType BookType)
        (canContain ShelfType BoxType)
        (canContain ShelfType CDType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType MugType)
        (canContain ShelfType PenType)
        (canContain ShelfType PencilType)
        (canContain ShelfType TissueBoxType)
        (canContain SideTableType BaseballBatType)
        (canContain SideTableType BookType)
        (canContain SideTableType BoxType)
        (canContain SideTableType CDType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType MugType)
        (canContain SideTableType PenType)
        (canContain SideTableType PencilType)
        (canContain SideTableType TennisRacketType)
        (canContain SideTableType TissueBoxType)
        (receptacleType Bed_bar_1 BedType)
        (receptacleAtLocation Bed_bar_1 loc_bar__minus_2_bar_0_bar_3_bar_30)
        (receptacleType Desk_bar_1 DeskType)
        (receptacleAtLocation Desk_bar_1 loc_bar_4_bar__minus_2_bar_2_bar_30)
        (receptacleType Drawer_bar_1 DrawerType)
        (receptacleAtLocation Drawer_bar_1 loc_bar_4_bar__minus_1_bar_2_bar_30)
        (openable Drawer_bar_1)
        (receptacleType Drawer_bar_2 DrawerType)
        (receptacleAtLocation Drawer_bar_2 loc_bar_3_bar__minus_2_bar_2_bar_30)
        (openable Drawer_bar_2)
        (receptacleType Drawer_bar_3 DrawerType)
        (receptacleAtLocation Drawer_bar_3 loc_bar_0_bar__minus_2_bar_2_bar_30)
        (openable Drawer_bar_3)
        (receptacleType Drawer_bar_4 DrawerType)
        (receptacleAtLocation Drawer_bar_4 loc_bar_2_bar__minus_1_bar_2_bar_30)
        (openable Drawer_bar_4)
        (receptacleType Drawer_bar_5 DrawerType)
        (receptacleAtLocation Drawer_bar_5 loc_bar__minus_2_bar__minus_2_bar_2_bar_30)
        (openable Drawer_bar_5)
        (receptacleType Drawer_bar_6 DrawerType)
        (receptacleAtLocation Drawer_bar_6 loc_bar__minus_2_bar__minus_2_bar_2_bar_45)
        (openable Drawer_bar_6)
        (receptacleType Shelf_bar_1 ShelfType)
        (receptacleAtLocation Shelf_bar_1 loc_bar_3_bar__minus_1_bar_1_bar_30)
        (receptacleType Shelf_bar_2 ShelfType)
        (receptacleAtLocation Shelf_bar_2 loc_bar_0_bar_2_bar_1_bar_30)
        (receptacleType SideTable_bar_1 SideTableType)
        (receptacleAtLocation SideTable_bar_1 loc_bar_2_bar__minus_1_bar_1_bar_30)
        (receptacleType GarbageCan_bar_1 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar_1 loc_bar__minus_1_bar__minus_3_bar_3_bar_30)
        (objectType BaseballBat_bar_1 BaseballBatType)
        (inReceptacle BaseballBat_bar_1 Bed_bar_1)
        (objectAtLocation BaseballBat_bar_1 loc_bar__minus_2_bar_0_bar_3_bar_30)
        (pickupable BaseballBat_bar_1)
        (objectType Book_bar_1 BookType)
        (inReceptacle Book_bar_1 Shelf_bar_2)
        (objectAtLocation Book_bar_1 loc_bar_0_bar_2_bar_1_bar_30)
        (pickupable Book_bar_1)
        (objectType Book_bar_2 BookType)
        (inReceptacle Book_bar_2 Shelf_bar_2)
        (objectAtLocation Book_bar_2 loc_bar_0_bar_2_bar_1_bar_30)
        (pickupable Book_bar_2)
        (objectType Box_bar_1 BoxType)
        (inReceptacle Box_bar_1 SideTable_bar_1)
        (objectAtLocation Box_bar_1 loc_bar_2_bar__minus_1_bar_1_bar_30)
        (pickupable Box_bar_1)
        (isReceptacleObject Box_bar_1)
        (objectType CD_bar_1 CDType)
        (inReceptacle CD_bar_1 GarbageCan_bar_1)
        (objectAtLocation CD_bar_1 loc_bar__minus_1_bar__minus_3_bar_3_bar_30)
        (pickupable CD_bar_1)
        (objectType CD_bar_2 CDType)
        (inReceptacle CD_bar_2 Drawer_bar_6)
        (objectAtLocation CD_bar_2 loc_bar__minus_2_bar__minus_2_bar_2_bar_45)
        (pickupable CD_bar_2)
        (objectType CreditCard_bar_1 CreditCardType)
        (inReceptacle CreditCard_bar_1 Drawer_bar_5)
        (objectAtLocation CreditCard_bar_1 loc_bar__minus_2_bar__minus_2_bar_2_bar_30)
        (pickupable CreditCard_bar_1)
        (objectType KeyChain_bar_1 KeyChainType)
        (inReceptacle KeyChain_bar_1 Drawer_bar_6)
        (objectAtLocation KeyChain_bar_1 loc_bar__minus_2_bar__minus_2_bar_2_bar_45)
        (pickupable KeyChain_bar_1)
        (objectType KeyChain_bar_2 KeyChainType)
        (inReceptacle KeyChain_bar_2 Shelf_bar_2)
        (objectAtLocation KeyChain_bar_2 loc_bar_0_bar_2_bar_1_bar_30)
        (pickupable KeyChain_bar_2)
        (objectType Mug_bar_1 MugType)
        (inReceptacle Mug_bar_1 Desk_bar_1)
        (objectAtLocation Mug_bar_1 loc_bar_4_bar__minus_2_bar_2_bar_30)
        (pickupable Mug_bar_1)
        (isReceptacleObject Mug_bar_1)
        (cleanable Mug_bar_1)
        (heatable Mug_bar_1)
        (coolable Mug_bar_1)
        (objectType Mug_bar_2 MugType)
        (inReceptacle Mug_bar_2 Shelf_bar_2)
        (objectAtLocation Mug_bar_2 loc_bar_0_bar_2_bar_1_bar_30)
        (pickupable Mug_bar_2)
        (isReceptacleObject Mug_bar_2)
        (cleanable Mug_bar_2)
        (heatable Mug_bar_2)
        (coolable Mug_bar_2)
        (objectType Pen_bar_1 PenType)
        (inReceptacle Pen_bar_1 Drawer_bar_6)
        (objectAtLocation Pen_bar_1 loc_bar__minus_2_bar__minus_2_bar_2_bar_45)
        (pickupable Pen_bar_1)
        (objectType Pen_bar_2 PenType)
        (inReceptacle Pen_bar_2 Drawer_bar_4)
        (objectAtLocation Pen_bar_2 loc_bar_2_bar__minus_1_bar_2_bar_30)
        (pickupable Pen_bar_2)
        (objectType Pencil_bar_1 PencilType)
        (inReceptacle Pencil_bar_1 Drawer_bar_5)
        (objectAtLocation Pencil_bar_1 loc_bar__minus_2_bar__minus_2_bar_2_bar_30)
        (pickupable Pencil_bar_1)
        (objectType TennisRacket_bar_1 TennisRacketType)
        (inReceptacle TennisRacket_bar_1 SideTable_bar_1)
        (objectAtLocation TennisRacket_bar_1 loc_bar_2_bar__minus_1_bar_1_bar_30)
        (pickupable TennisRacket_bar_1)
        (objectType TennisRacket_bar_2 TennisRacketType)
        (inReceptacle TennisRacket_bar_2 SideTable_bar_1)
        (objectAtLocation TennisRacket_bar_2 loc_bar_2_bar__minus_1_bar_1_bar_30)
        (pickupable TennisRacket_bar_2)
        (objectType TissueBox_bar_1 TissueBoxType)
        (inReceptacle TissueBox_bar_1 Drawer_bar_4)
        (objectAtLocation TissueBox_bar_1 loc_bar_2_bar__minus_1_bar_2_bar_30)
        (pickupable TissueBox_bar_1)
        (objectType TissueBox_bar_2 TissueBoxType)
        (inReceptacle TissueBox_bar_2 Shelf_bar_2)
        (objectAtLocation TissueBox_bar_2 loc_bar_0_bar_2_bar_1_bar_30)
        (pickupable TissueBox_bar_2)
        )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o BookType)
                            (receptacleType ?r DeskType)
                        )
                    )
                )
            )
        )
    )
    