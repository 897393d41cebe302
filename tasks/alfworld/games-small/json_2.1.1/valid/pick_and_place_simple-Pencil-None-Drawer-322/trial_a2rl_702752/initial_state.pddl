
(define (problem plan_a2rl_322_702752)
    (:domain alfred)
    (:objects
        agent1 - agent
        AlarmClockType - otype
        BaseballBatType - otype
        BookType - otype
        CDType - otype
        CellPhoneType - otype
        ClothType - otype
        KeyChainType - otype
        LaptopType - otype
        MugType - otype
        PencilType - otype
        PillowType - otype
        ArmChairType - rtype
        BedType - rtype
        CabinetType - rtype
        DrawerType - rtype
        DresserType - rtype
        GarbageCanType - rtype
        SideTableType - rtype
        AlarmClock_bar_1 - object
        BaseballBat_bar_1 - object
        BaseballBat_bar_2 - object
        Book_bar_1 - object
        Book_bar_2 - object
        CD_bar_1 - object
        CellPhone_bar_1 - object
        CellPhone_bar_2 - object
        Cloth_bar_1 - object
        KeyChain_bar_1 - object
        KeyChain_bar_2 - object
        Laptop_bar_1 - object
        Mug_bar_1 - object
        Pencil_bar_1 - object
        Pillow_bar_1 - object
        ArmChair_bar_1 - receptacle
        Bed_bar_1 - receptacle
        Cabinet_bar_1 - receptacle
        Cabinet_bar_2 - receptacle
        Cabinet_bar_3 - receptacle
        Cabinet_bar_4 - receptacle
        Drawer_bar_1 - receptacle
        Drawer_bar_2 - receptacle
        Drawer_bar_3 - receptacle
        Drawer_bar_4 - receptacle
        Dresser_bar_1 - receptacle
        SideTable_bar_1 - receptacle
        SideTable_bar_2 - receptacle
        GarbageCan_bar_1 - receptacle
        loc_bar__minus_2_bar__minus_5_bar_3_bar_30 - location
        loc_bar__minus_2_bar_6_bar_3_bar_30 - location
        loc_bar_4_bar_0_bar_3_bar_30 - location
        loc_bar_5_bar__minus_4_bar_0_bar_30 - location
        loc_bar_6_bar__minus_1_bar_1_bar_30 - location
        loc_bar_6_bar__minus_3_bar_2_bar_30 - location
        loc_bar_6_bar_3_bar_1_bar_30 - location
        loc_bar_7_bar__minus_3_bar_1_bar_30 - location
        loc_bar_7_bar_2_bar_1_bar_30 - location
        loc_bar_7_bar_6_bar_1_bar_30 - location
        loc_bar_8_bar_1_bar_1_bar_30 - location
        loc_bar_8_bar_3_bar_1_bar_30 - location
        loc_bar_8_bar_5_bar_1_bar_30 - location
        loc_bar_8_bar_7_bar_1_bar_30 - location
        loc_bar_9_bar_1_bar_1_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar_5_bar__minus_4_bar_0_bar_30)
        (canContain ArmChairType BookType)
        (canContain ArmChairType CellPhoneType)
        (canContain ArmChairType ClothType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType PillowType)
        (canContain BedType BaseballBatType)
        (canContain BedType BookType)
        (canContain BedType CellPhoneType)
        (canContain BedType LaptopType)
        (canContain BedType PillowType)
        (canContain CabinetType BookType)
        (canContain CabinetType CDType)
        (canContain CabinetType ClothType)
        (canContain CabinetType MugType)
        (canContain DrawerType BookType)
        (canContain DrawerType CDType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType ClothType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType PencilType)
        (canContain DresserType AlarmClockType)
        (canContain DresserType BookType)
        (canContain DresserType CDType)
        (canContain DresserType CellPhoneType)
        (canContain DresserType ClothType)
        (canContain DresserType KeyChainType)
        (canContain DresserType LaptopType)
        (canContain DresserType MugType)
        (canContain DresserType PencilType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType ClothType)
        (canContain GarbageCanType PencilType)
        (canContain SideTableType AlarmClockType)
        (canContain SideTableType BaseballBatType)
        (canContain SideTableType BookType)
        (canContain SideTableType CDType)
        (canContain SideTableType CellPhoneType)
        (canContain SideTableType ClothType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType MugType)
        (canContain SideTableType PencilType)
        (receptacleType ArmChair_bar_1 ArmChairType)
        (receptacleAtLocation ArmChair_bar_1 loc_bar_7_bar__minus_3_bar_1_bar_30)
        (receptacleType Bed_bar_1 BedType)
        (receptacleAtLocation Bed_bar_1 loc_bar_4_bar_0_bar_3_bar_30)
        (receptacleType Cabinet_bar_1 CabinetType)
        (receptacleAtLocation Cabinet_bar_1 loc_bar_7_bar_2_bar_1_bar_30)
        (openable Cabinet_bar_1)
        (receptacleType Cabinet_bar_2 CabinetType)
        (receptacleAtLocation Cabinet_bar_2 loc_bar_6_bar_3_bar_1_bar_30)
        (openable Cabinet_bar_2)
        (receptacleType Cabinet_bar_3 CabinetType)
        (receptacleAtLocation Cabinet_bar_3 loc_bar_7_bar_6_bar_1_bar_30)
        (openable Cabinet_bar_3)
        (receptacleType Cabinet_bar_4 CabinetType)
        (receptacleAtLocation Cabinet_bar_4 loc_bar_6_bar__minus_1_bar_1_bar_30)
        (openable Cabinet_bar_4)
        (receptacleType Drawer_bar_1 DrawerType)
        (receptacleAtLocation Drawer_bar_1 loc_bar_8_bar_1_bar_1_bar_30)
        (openable Drawer_bar_1)
        (receptacleType Drawer_bar_2 DrawerType)
        (receptacleAtLocation Drawer_bar_2 loc_bar_8_bar_3_bar_1_bar_30)
        (openable Drawer_bar_2)
        (receptacleType Drawer_bar_3 DrawerType)
        (receptacleAtLocation Drawer_bar_3 loc_bar_8_bar_5_bar_1_bar_30)
        (openable Drawer_bar_3)
        (receptacleType Drawer_bar_4 DrawerType)
        (receptacleAtLocation Drawer_bar_4 loc_bar_8_bar_7_bar_1_bar_30)
        (openable Drawer_bar_4)
        (receptacleType Dresser_bar_1 DresserType)
        (receptacleAtLocation Dresser_bar_1 loc_bar_9_bar_1_bar_1_bar_30)
        (receptacleType SideTable_bar_1 SideTableType)
        (receptacleAtLocation SideTable_bar_1 loc_bar__minus_2_bar_6_bar_3_bar_30)
        (receptacleType SideTable_bar_2 SideTableType)
        (receptacleAtLocation SideTable_bar_2 loc_bar__minus_2_bar__minus_5_bar_3_bar_30)
        (receptacleType GarbageCan_bar_1 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar_1 loc_bar_6_bar__minus_3_bar_2_bar_30)
        (objectType AlarmClock_bar_1 AlarmClockType)
        (inReceptacle AlarmClock_bar_1 Dresser_bar_1)
        (objectAtLocation AlarmClock_bar_1 loc_bar_9_bar_1_bar_1_bar_30)
        (pickupable AlarmClock_bar_1)
        (objectType BaseballBat_bar_1 BaseballBatType)
        (inReceptacle BaseballBat_bar_1 Bed_bar_1)
        (objectAtLocation BaseballBat_bar_1 loc_bar_4_bar_0_bar_3_bar_30)
        (pickupable BaseballBat_bar_1)
        (objectType BaseballBat_bar_2 BaseballBatType)
        (inReceptacle BaseballBat_bar_2 Bed_bar_1)
        (objectAtLocation BaseballBat_bar_2 loc_bar_4_bar_0_bar_3_bar_30)
        (pickupable BaseballBat_bar_2)
        (objectType Book_bar_1 BookType)
        (inReceptacle Book_bar_1 Drawer_bar_3)
        (objectAtLocation Book_bar_1 loc_bar_8_bar_5_bar_1_bar_30)
        (pickupable Book_bar_1)
        (objectType Book_bar_2 BookType)
        (inReceptacle Book_bar_2 ArmChair_bar_1)
        (objectAtLocation Book_bar_2 loc_bar_7_bar__minus_3_bar_1_bar_30)
        (pickupable Book_bar_2)
        (objectType CD_bar_1 CDType)
        (inReceptacle CD_bar_1 GarbageCan_bar_1)
        (objectAtLocation CD_bar_1 loc_bar_6_bar__minus_3_bar_2_bar_30)
        (pickupable CD_bar_1)
        (objectType CellPhone_bar_1 CellPhoneType)
        (inReceptacle CellPhone_bar_1 Drawer_bar_4)
        (objectAtLocation CellPhone_bar_1 loc_bar_8_bar_7_bar_1_bar_30)
        (pickupable CellPhone_bar_1)
        (objectType CellPhone_bar_2 CellPhoneType)
        (inReceptacle CellPhone_bar_2 Drawer_bar_1)
        (objectAtLocation CellPhone_bar_2 loc_bar_8_bar_1_bar_1_bar_30)
        (pickupable CellPhone_bar_2)
        (objectType Cloth_bar_1 ClothType)
        (inReceptacle Cloth_bar_1 SideTable_bar_2)
        (objectAtLocation Cloth_bar_1 loc_bar__minus_2_bar__minus_5_bar_3_bar_30)
        (pickupable Cloth_bar_1)
        (cleanable Cloth_bar_1)
        (objectType KeyChain_bar_1 KeyChainType)
        (inReceptacle KeyChain_bar_1 SideTable_bar_1)
        (objectAtLocation KeyChain_bar_1 loc_bar__minus_2_bar_6_bar_3_bar_30)
        (pickupable KeyChain_bar_1)
        (objectType KeyChain_bar_2 KeyChainType)
        (inReceptacle KeyChain_bar_2 Drawer_bar_2)
        (objectAtLocation KeyChain_bar_2 loc_bar_8_bar_3_bar_1_bar_30)
        (pickupable KeyChain_bar_2)
        (objectType Laptop_bar_1 LaptopType)
        (inReceptacle Laptop_bar_1 Bed_bar_1)
        (objectAtLocation Laptop_bar_1 loc_bar_4_bar_0_bar_3_bar_30)
        (pickupable Laptop_bar_1)
        (objectType Mug_bar_1 MugType)
        (inReceptacle Mug_bar_1 Cabinet_bar_3)
        (objectAtLocation Mug_bar_1 loc_bar_7_bar_6_bar_1_bar_30)
        (pickupable Mug_bar_1)
        (isReceptacleObject Mug_bar_1)
        (cleanable Mug_bar_1)
        (heatable Mug_bar_1)
        (coolable Mug_bar_1)
        (objectType Pencil_bar_1 PencilType)
        (inReceptacle Pencil_bar_1 SideTable_bar_2)
        (objectAtLocation Pencil_bar_1 loc_bar__minus_2_bar__minus_5_bar_3_bar_30)
        (pickupable Pencil_bar_1)
        (objectType Pillow_bar_1 PillowType)
        (inReceptacle Pillow_bar_1 Bed_bar_1)
        (objectAtLocation Pillow_bar_1 loc_bar_4_bar_0_bar_3_bar_30)
        (pickupable Pillow_bar_1)
        )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o PencilType)
                            (receptacleType ?r DrawerType)
                        )
                    )
                )
            )
        )
    )
    