
(define (problem plan_a2rl_313_801160)
    (:domain alfred)
    (:objects
        agent1 - agent
        AlarmClockType - otype
        BaseballBatType - otype
        BoxType - otype
        CDType - otype
        CellPhoneType - otype
        CreditCardType - otype
        KeyChainType - otype
        MugType - otype
        PenType - otype
        PencilType - otype
        TissueBoxType - otype
        BedType - rtype
        DeskType - rtype
        DrawerType - rtype
        GarbageCanType - rtype
        ShelfType - rtype
        SideTableType - rtype
        AlarmClock_bar_1 - object
        AlarmClock_bar_2 - object
        BaseballBat_bar_1 - object
        BaseballBat_bar_2 - object
        Box_bar_1 - object
        CD_bar_1 - object
        CellPhone_bar_1 - object
        CreditCard_bar_1 - object
        KeyChain_bar_1 - object
        KeyChain_bar_2 - object
        Mug_bar_1 - object
        Mug_bar_2 - object
        Pen_bar_1 - object
        Pen_bar_2 - object
        Pencil_bar_1 - object
        Pencil_bar_2 - object
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
        loc_bar__minus_2_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_2_bar__minus_2_bar_2_bar_30 - location
        loc_bar__minus_2_bar__minus_2_bar_2_bar_45 - location
        loc_bar__minus_2_bar_0_bar_3_bar_30 - location
        loc_bar_0_bar__minus_2_bar_2_bar_30 - location
        loc_bar_0_bar_2_bar_1_bar_30 - location
        loc_bar_1_bar__minus_3_bar_1_bar_30 - location
        loc_bar_2_bar__minus_1_bar_1_bar_30 - location
        loc_bar_2_bar__minus_1_bar_2_bar_30 - location
        loc_bar_3_bar__minus_1_bar_1_bar_30 - location
        loc_bar_3_bar__minus_2_bar_2_bar_30 - location
        loc_bar_4_bar__minus_1_bar_2_bar_30 - location
        loc_bar_4_bar__minus_2_bar_2_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar_1_bar__minus_3_bar_1_bar_30)
        (canContain BedType BaseballBatType)
        (canContain BedType CellPhoneType)
        (canContain DeskType AlarmClockType)
        (canContain DeskType BoxType)
        (canContain DeskType CDType)
        (canContain DeskType CellPhoneType)
        (canContain DeskType CreditCardType)
        (canContain DeskType KeyChainType)
        (canContain DeskType MugType)
        (canContain DeskType PenType)
        (canContain DeskType PencilType)
        (canContain DeskType TissueBoxType)
        (canContain DrawerType CDType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType PenType)
        (canContain DrawerType PencilType)
        (canContain DrawerType TissueBoxType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType PenType)
        (canContain GarbageCanType PencilType)
        (canContain GarbageCanType TissueBoxType)
        (canContain ShelfType AlarmClockType)
        (canContain ShelfType BoxType)
        (canContain ShelfType CDType)
        (canContain ShelfType CellPhoneType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType MugType)
        (canContain ShelfType PenType)
        (canContain ShelfType PencilType)
        (canContain ShelfType TissueBoxType)
        (canContain SideTableType AlarmClockType)
        (canContain SideTableType BaseballBatType)
        (canContain SideTableType BoxType)
        (canContain SideTableType CDType)
        (canContain SideTableType CellPhoneType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType MugType)
        (canContain SideTableType PenType)
        (canContain SideTableType PencilType)
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
        (receptacleAtLocation GarbageCan_bar_1 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (objectType AlarmClock_bar_1 AlarmClockType)
        (inReceptacle AlarmClock_bar_1 SideTable_bar_1)
        (objectAtLocation AlarmClock_bar_1 loc_bar_2_bar__minus_1_bar_1_bar_30)
        (pickupable AlarmClock_bar_1)
        (objectType AlarmClock_bar_2 AlarmClockType)
        (inReceptacle AlarmClock_bar_2 Desk_bar_1)
        (objectAtLocation AlarmClock_bar_2 loc_bar_4_bar__minus_2_bar_2_bar_30)
        (pickupable AlarmClock_bar_2)
        (objectType BaseballBat_bar_1 BaseballBatType)
        (inReceptacle BaseballBat_bar_1 Bed_bar_1)
        (objectAtLocation BaseballBat_bar_1 loc_bar__minus_2_bar_0_bar_3_bar_30)
        (pickupable BaseballBat_bar_1)
        (objectType BaseballBat_bar_2 BaseballBatType)
        (inReceptacle BaseballBat_bar_2 Bed_bar_1)
        (objectAtLocation BaseballBat_bar_2 loc_bar__minus_2_bar_0_bar_3_bar_30)
        (pickupable BaseballBat_bar_2)
        (objectType Box_bar_1 BoxType)
        (inReceptacle Box_bar_1 Shelf_bar_2)
        (objectAtLocation Box_bar_1 loc_bar_0_bar_2_bar_1_bar_30)
        (pickupable Box_bar_1)
        (isReceptacleObject Box_bar_1)
        (objectType CD_bar_1 CDType)
        (inReceptacle CD_bar_1 Drawer_bar_5)
        (objectAtLocation CD_bar_1 loc_bar__minus_2_bar__minus_2_bar_2_bar_30)
        (pickupable CD_bar_1)
        (objectType CellPhone_bar_1 CellPhoneType)
        (inReceptacle CellPhone_bar_1 Drawer_bar_2)
        (objectAtLocation CellPhone_bar_1 loc_bar_3_bar__minus_2_bar_2_bar_30)
        (pickupable CellPhone_bar_1)
        (objectType CreditCard_bar_1 CreditCardType)
        (inReceptacle CreditCard_bar_1 Shelf_bar_2)
        (objectAtLocation CreditCard_bar_1 loc_bar_0_bar_2_bar_1_bar_30)
        (pickupable CreditCard_bar_1)
        (objectType KeyChain_bar_1 KeyChainType)
        (inReceptacle KeyChain_bar_1 SideTable_bar_1)
        (objectAtLocation KeyChain_bar_1 loc_bar_2_bar__minus_1_bar_1_bar_30)
        (pickupable KeyChain_bar_1)
        (objectType KeyChain_bar_2 KeyChainType)
        (inReceptacle KeyChain_bar_2 Drawer_bar_1)
        (objectAtLocation KeyChain_bar_2 loc_bar_4_bar__minus_1_bar_2_bar_30)
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
        (inReceptacle Pen_bar_1 Drawer_bar_3)
        (objectAtLocation Pen_bar_1 loc_bar_0_bar__minus_2_bar_2_bar_30)
        (pickupable Pen_bar_1)
        (objectType Pen_bar_2 PenType)
        (inReceptacle Pen_bar_2 Drawer_bar_1)
        (objectAtLocation Pen_bar_2 loc_bar_4_bar__minus_1_bar_2_bar_30)
        (pickupable Pen_bar_2)
        (objectType Pencil_bar_1 PencilType)
        (inReceptacle Pencil_bar_1 Desk_bar_1)
        (objectAtLocation Pencil_bar_1 loc_bar_4_bar__minus_2_bar_2_bar_30)
        (pickupable Pencil_bar_1)
        (objectType Pencil_bar_2 PencilType)
        (inReceptacle Pencil_bar_2 Drawer_bar_1)
        (objectAtLocation Pencil_bar_2 loc_bar_4_bar__minus_1_bar_2_bar_30)
        (pickupable Pencil_bar_2)
        (objectType TissueBox_bar_1 TissueBoxType)
        (inReceptacle TissueBox_bar_1 Shelf_bar_2)
        (objectAtLocation TissueBox_bar_1 loc_bar_0_bar_2_bar_1_bar_30)
        (pickupable TissueBox_bar_1)
        (objectType TissueBox_bar_2 TissueBoxType)
        (inReceptacle TissueBox_bar_2 Drawer_bar_2)
        (objectAtLocation TissueBox_bar_2 loc_bar_3_bar__minus_2_bar_2_bar_30)
        (pickupable TissueBox_bar_2)
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
    