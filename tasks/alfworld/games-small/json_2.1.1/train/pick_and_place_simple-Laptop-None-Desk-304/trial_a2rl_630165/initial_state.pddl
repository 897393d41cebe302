
(define (problem plan_a2rl_304_630165)
    (:domain alfred)
    (:objects
        agent1 - agent
        BasketBallType - otype
        BookType - otype
        BoxType - otype
        CDType - otype
        CellPhoneType - otype
        KeyChainType - otype
        LaptopType - otype
        MugType - otype
        PenType - otype
        PencilType - otype
        PillowType - otype
        BedType - rtype
        DeskType - rtype
        GarbageCanType - rtype
        LaundryHamperType - rtype
        BasketBall_bar_1 - object
        BasketBall_bar_2 - object
        Book_bar_1 - object
        Box_bar_1 - object
        CD_bar_1 - object
        CD_bar_2 - object
        CellPhone_bar_1 - object
        CellPhone_bar_2 - object
        KeyChain_bar_1 - object
        KeyChain_bar_2 - object
        Laptop_bar_1 - object
        Laptop_bar_2 - object
        Mug_bar_1 - object
        Mug_bar_2 - object
        Pen_bar_1 - object
        Pen_bar_2 - object
        Pencil_bar_1 - object
        Pillow_bar_1 - object
        Pillow_bar_2 - object
        Bed_bar_1 - receptacle
        Bed_bar_2 - receptacle
        Desk_bar_1 - receptacle
        GarbageCan_bar_1 - receptacle
        LaundryHamper_bar_1 - receptacle
        loc_bar__minus_1_bar_6_bar_3_bar_30 - location
        loc_bar__minus_5_bar__minus_3_bar_2_bar_30 - location
        loc_bar_2_bar_4_bar_2_bar_30 - location
        loc_bar_2_bar_6_bar_3_bar_0 - location
        loc_bar_3_bar_9_bar_2_bar_30 - location
        loc_bar_4_bar_3_bar_0_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar_3_bar_9_bar_2_bar_30)
        (canContain BedType BasketBallType)
        (canContain BedType BookType)
        (canContain BedType CellPhoneType)
        (canContain BedType LaptopType)
        (canContain BedType PillowType)
        (canContain DeskType BasketBallType)
        (canContain DeskType BookType)
        (canContain DeskType BoxType)
        (canContain DeskType CDType)
        (canContain DeskType CellPhoneType)
        (canContain DeskType KeyChainType)
        (canContain DeskType LaptopType)
        (canContain DeskType MugType)
        (canContain DeskType PenType)
        (canContain DeskType PencilType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType PenType)
        (canContain GarbageCanType PencilType)
        (receptacleType Bed_bar_1 BedType)
        (receptacleAtLocation Bed_bar_1 loc_bar__minus_1_bar_6_bar_3_bar_30)
        (receptacleType Bed_bar_2 BedType)
        (receptacleAtLocation Bed_bar_2 loc_bar_2_bar_6_bar_3_bar_0)
        (receptacleType Desk_bar_1 DeskType)
        (receptacleAtLocation Desk_bar_1 loc_bar__minus_5_bar__minus_3_bar_2_bar_30)
        (receptacleType GarbageCan_bar_1 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar_1 loc_bar_4_bar_3_bar_0_bar_30)
        (receptacleType LaundryHamper_bar_1 LaundryHamperType)
        (receptacleAtLocation LaundryHamper_bar_1 loc_bar_2_bar_4_bar_2_bar_30)
        (objectType BasketBall_bar_1 BasketBallType)
        (inReceptacle BasketBall_bar_1 Bed_bar_1)
        (objectAtLocation BasketBall_bar_1 loc_bar__minus_1_bar_6_bar_3_bar_30)
        (pickupable BasketBall_bar_1)
        (objectType BasketBall_bar_2 BasketBallType)
        (inReceptacle BasketBall_bar_2 Bed_bar_1)
        (objectAtLocation BasketBall_bar_2 loc_bar__minus_1_bar_6_bar_3_bar_30)
        (pickupable BasketBall_bar_2)
        (objectType Book_bar_1 BookType)
        (inReceptacle Book_bar_1 Bed_bar_2)
        (objectAtLocation Book_bar_1 loc_bar_2_bar_6_bar_3_bar_0)
        (pickupable Book_bar_1)
        (objectType Box_bar_1 BoxType)
        (inReceptacle Box_bar_1 Desk_bar_1)
        (objectAtLocation Box_bar_1 loc_bar__minus_5_bar__minus_3_bar_2_bar_30)
        (pickupable Box_bar_1)
        (isReceptacleObject Box_bar_1)
        (objectType CD_bar_1 CDType)
        (inReceptacle CD_bar_1 GarbageCan_bar_1)
        (objectAtLocation CD_bar_1 loc_bar_4_bar_3_bar_0_bar_30)
        (pickupable CD_bar_1)
        (objectType CD_bar_2 CDType)
        (inReceptacle CD_bar_2 GarbageCan_bar_1)
        (objectAtLocation CD_bar_2 loc_bar_4_bar_3_bar_0_bar_30)
        (pickupable CD_bar_2)
        (objectType CellPhone_bar_1 CellPhoneType)
        (inReceptacle CellPhone_bar_1 Bed_bar_2)
        (objectAtLocation CellPhone_bar_1 loc_bar_2_bar_6_bar_3_bar_0)
        (pickupable CellPhone_bar_1)
        (objectType CellPhone_bar_2 CellPhoneType)
        (inReceptacle CellPhone_bar_2 Desk_bar_1)
        (objectAtLocation CellPhone_bar_2 loc_bar__minus_5_bar__minus_3_bar_2_bar_30)
        (pickupable CellPhone_bar_2)
        (objectType KeyChain_bar_1 KeyChainType)
        (inReceptacle KeyChain_bar_1 Desk_bar_1)
        (objectAtLocation KeyChain_bar_1 loc_bar__minus_5_bar__minus_3_bar_2_bar_30)
        (pickupable KeyChain_bar_1)
        (objectType KeyChain_bar_2 KeyChainType)
        (inReceptacle KeyChain_bar_2 Desk_bar_1)
        (objectAtLocation KeyChain_bar_2 loc_bar__minus_5_bar__minus_3_bar_2_bar_30)
        (pickupable KeyChain_bar_2)
        (objectType Laptop_bar_1 LaptopType)
        (inReceptacle Laptop_bar_1 Bed_bar_2)
        (objectAtLocation Laptop_bar_1 loc_bar_2_bar_6_bar_3_bar_0)
        (pickupable Laptop_bar_1)
        (objectType Laptop_bar_2 LaptopType)
        (inReceptacle Laptop_bar_2 Bed_bar_1)
        (objectAtLocation Laptop_bar_2 loc_bar__minus_1_bar_6_bar_3_bar_30)
        (pickupable Laptop_bar_2)
        (objectType Mug_bar_1 MugType)
        (inReceptacle Mug_bar_1 Desk_bar_1)
        (objectAtLocation Mug_bar_1 loc_bar__minus_5_bar__minus_3_bar_2_bar_30)
        (pickupable Mug_bar_1)
        (isReceptacleObject Mug_bar_1)
        (cleanable Mug_bar_1)
        (heatable Mug_bar_1)
        (coolable Mug_bar_1)
        (objectType Mug_bar_2 MugType)
        (inReceptacle Mug_bar_2 Desk_bar_1)
        (objectAtLocation Mug_bar_2 loc_bar__minus_5_bar__minus_3_bar_2_bar_30)
        (pickupable Mug_bar_2)
        (isReceptacleObject Mug_bar_2)
        (cleanable Mug_bar_2)
        (heatable Mug_bar_2)
        (coolable Mug_bar_2)
        (objectType Pen_bar_1 PenType)
        (inReceptacle Pen_bar_1 GarbageCan_bar_1)
        (objectAtLocation Pen_bar_1 loc_bar_4_bar_3_bar_0_bar_30)
        (pickupable Pen_bar_1)
        (objectType Pen_bar_2 PenType)
        (inReceptacle Pen_bar_2 GarbageCan_bar_1)
        (objectAtLocation Pen_bar_2 loc_bar_4_bar_3_bar_0_bar_30)
        (pickupable Pen_bar_2)
        (objectType Pencil_bar_1 PencilType)
        (inReceptacle Pencil_bar_1 Desk_bar_1)
        (objectAtLocation Pencil_bar_1 loc_bar__minus_5_bar__minus_3_bar_2_bar_30)
        (pickupable Pencil_bar_1)
        (objectType Pillow_bar_1 PillowType)
        (inReceptacle Pillow_bar_1 Bed_bar_1)
        (objectAtLocation Pillow_bar_1 loc_bar__minus_1_bar_6_bar_3_bar_30)
        (pickupable Pillow_bar_1)
        (objectType Pillow_bar_2 PillowType)
        (inReceptacle Pillow_bar_2 Bed_bar_1)
        (objectAtLocation Pillow_bar_2 loc_bar__minus_1_bar_6_bar_3_bar_30)
        (pickupable Pillow_bar_2)
        )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o LaptopType)
                            (receptacleType ?r DeskType)
                        )
                    )
                )
            )
        )
    )
    