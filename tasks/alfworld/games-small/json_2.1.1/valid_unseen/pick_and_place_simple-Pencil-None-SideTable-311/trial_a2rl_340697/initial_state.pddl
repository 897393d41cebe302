
(define (problem plan_a2rl_311_340697)
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
        PenType - otype
        PencilType - otype
        PillowType - otype
        RemoteControlType - otype
        ArmChairType - rtype
        BedType - rtype
        CounterTopType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        GarbageCanType - rtype
        LaundryHamperType - rtype
        SideTableType - rtype
        Book_bar_1 - object
        Book_bar_2 - object
        CD_bar_1 - object
        CD_bar_2 - object
        CellPhone_bar_1 - object
        CellPhone_bar_2 - object
        CreditCard_bar_1 - object
        KeyChain_bar_1 - object
        Laptop_bar_1 - object
        Mug_bar_1 - object
        Pen_bar_1 - object
        Pen_bar_2 - object
        Pencil_bar_1 - object
        Pillow_bar_1 - object
        RemoteControl_bar_1 - object
        ArmChair_bar_1 - receptacle
        ArmChair_bar_2 - receptacle
        Bed_bar_1 - receptacle
        CounterTop_bar_1 - receptacle
        DiningTable_bar_1 - receptacle
        Drawer_bar_1 - receptacle
        Drawer_bar_2 - receptacle
        Dresser_bar_1 - receptacle
        SideTable_bar_1 - receptacle
        GarbageCan_bar_1 - receptacle
        LaundryHamper_bar_1 - receptacle
        loc_bar__minus_1_bar__minus_5_bar_3_bar_30 - location
        loc_bar__minus_1_bar_18_bar_3_bar_30 - location
        loc_bar__minus_2_bar_2_bar_0_bar_30 - location
        loc_bar_0_bar__minus_3_bar_0_bar_30 - location
        loc_bar_2_bar_0_bar_2_bar_30 - location
        loc_bar_5_bar__minus_3_bar_1_bar_30 - location
        loc_bar_5_bar_0_bar_1_bar_30 - location
        loc_bar_6_bar_3_bar_1_bar_30 - location
        loc_bar_7_bar__minus_6_bar_1_bar_30 - location
        loc_bar_7_bar_10_bar_3_bar_30 - location
        loc_bar_7_bar_13_bar_1_bar_30 - location
        loc_bar_8_bar_3_bar_1_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar_2_bar_0_bar_2_bar_30)
        (canContain ArmChairType BookType)
        (canContain ArmChairType CellPhoneType)
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType PillowType)
        (canContain ArmChairType RemoteControlType)
        (canContain BedType BookType)
        (canContain BedType CellPhoneType)
        (canContain BedType LaptopType)
        (canContain BedType PillowType)
        (canContain CounterTopType BookType)
        (canContain CounterTopType CDType)
        (canContain CounterTopType CellPhoneType)
        (canContain CounterTopType CreditCardType)
        (canContain CounterTopType KeyChainType)
        (canContain CounterTopType LaptopType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PenType)
        (canContain CounterTopType PencilType)
        (canContain CounterTopType RemoteControlType)
        (canContain DiningTableType BookType)
        (canContain DiningTableType CDType)
        (canContain DiningTableType CellPhoneType)
        (canContain DiningTableType CreditCardType)
        (canContain DiningTableType KeyChainType)
        (canContain DiningTableType LaptopType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType PenType)
        (canContain DiningTableType PencilType)
        (canContain DiningTableType RemoteControlType)
        (canContain DrawerType BookType)
        (canContain DrawerType CDType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType PenType)
        (canContain DrawerType PencilType)
        (canContain DrawerType RemoteControlType)
        (canContain DresserType BookType)
        (canContain DresserType CDType)
        (canContain DresserType CellPhoneType)
        (canContain DresserType CreditCardType)
        (canContain DresserType KeyChainType)
        (canContain DresserType LaptopType)
        (canContain DresserType MugType)
        (canContain DresserType PenType)
        (canContain DresserType PencilType)
        (canContain DresserType RemoteControlType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType PenType)
        (canContain GarbageCanType PencilType)
        (canContain SideTableType BookType)
        (canContain SideTableType CDType)
        (canContain SideTableType CellPhoneType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType MugType)
        (canContain SideTableType PenType)
        (canContain SideTableType PencilType)
        (canContain SideTableType RemoteControlType)
        (receptacleType ArmChair_bar_1 ArmChairType)
        (receptacleAtLocation ArmChair_bar_1 loc_bar_5_bar__minus_3_bar_1_bar_30)
        (receptacleType ArmChair_bar_2 ArmChairType)
        (receptacleAtLocation ArmChair_bar_2 loc_bar__minus_1_bar__minus_5_bar_3_bar_30)
        (receptacleType Bed_bar_1 BedType)
        (receptacleAtLocation Bed_bar_1 loc_bar__minus_2_bar_2_bar_0_bar_30)
        (receptacleType CounterTop_bar_1 CounterTopType)
        (receptacleAtLocation CounterTop_bar_1 loc_bar__minus_1_bar_18_bar_3_bar_30)
        (receptacleType DiningTable_bar_1 DiningTableType)
        (receptacleAtLocation DiningTable_bar_1 loc_bar_7_bar_13_bar_1_bar_30)
        (receptacleType Drawer_bar_1 DrawerType)
        (receptacleAtLocation Drawer_bar_1 loc_bar_5_bar_0_bar_1_bar_30)
        (openable Drawer_bar_1)
        (receptacleType Drawer_bar_2 DrawerType)
        (receptacleAtLocation Drawer_bar_2 loc_bar_6_bar_3_bar_1_bar_30)
        (openable Drawer_bar_2)
        (receptacleType Dresser_bar_1 DresserType)
        (receptacleAtLocation Dresser_bar_1 loc_bar_8_bar_3_bar_1_bar_30)
        (receptacleType SideTable_bar_1 SideTableType)
        (receptacleAtLocation SideTable_bar_1 loc_bar_7_bar__minus_6_bar_1_bar_30)
        (receptacleType GarbageCan_bar_1 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar_1 loc_bar_0_bar__minus_3_bar_0_bar_30)
        (receptacleType LaundryHamper_bar_1 LaundryHamperType)
        (receptacleAtLocation LaundryHamper_bar_1 loc_bar_7_bar_10_bar_3_bar_30)
        (objectType Book_bar_1 BookType)
        (inReceptacle Book_bar_1 Dresser_bar_1)
        (objectAtLocation Book_bar_1 loc_bar_8_bar_3_bar_1_bar_30)
        (pickupable Book_bar_1)
        (objectType Book_bar_2 BookType)
        (inReceptacle Book_bar_2 ArmChair_bar_2)
        (objectAtLocation Book_bar_2 loc_bar__minus_1_bar__minus_5_bar_3_bar_30)
        (pickupable Book_bar_2)
        (objectType CD_bar_1 CDType)
        (inReceptacle CD_bar_1 SideTable_bar_1)
        (objectAtLocation CD_bar_1 loc_bar_7_bar__minus_6_bar_1_bar_30)
        (pickupable CD_bar_1)
        (objectType CD_bar_2 CDType)
        (inReceptacle CD_bar_2 Drawer_bar_2)
        (objectAtLocation CD_bar_2 loc_bar_6_bar_3_bar_1_bar_30)
        (pickupable CD_bar_2)
        (objectType CellPhone_bar_1 CellPhoneType)
        (inReceptacle CellPhone_bar_1 Drawer_bar_1)
        (objectAtLocation CellPhone_bar_1 loc_bar_5_bar_0_bar_1_bar_30)
        (pickupable CellPhone_bar_1)
        (objectType CellPhone_bar_2 CellPhoneType)
        (inReceptacle CellPhone_bar_2 Bed_bar_1)
        (objectAtLocation CellPhone_bar_2 loc_bar__minus_2_bar_2_bar_0_bar_30)
        (pickupable CellPhone_bar_2)
        (objectType CreditCard_bar_1 CreditCardType)
        (inReceptacle CreditCard_bar_1 Dresser_bar_1)
        (objectAtLocation CreditCard_bar_1 loc_bar_8_bar_3_bar_1_bar_30)
        (pickupable CreditCard_bar_1)
        (objectType KeyChain_bar_1 KeyChainType)
        (inReceptacle KeyChain_bar_1 SideTable_bar_1)
        (objectAtLocation KeyChain_bar_1 loc_bar_7_bar__minus_6_bar_1_bar_30)
        (pickupable KeyChain_bar_1)
        (objectType Laptop_bar_1 LaptopType)
        (inReceptacle Laptop_bar_1 Dresser_bar_1)
        (objectAtLocation Laptop_bar_1 loc_bar_8_bar_3_bar_1_bar_30)
        (pickupable Laptop_bar_1)
        (objectType Mug_bar_1 MugType)
        (inReceptacle Mug_bar_1 DiningTable_bar_1)
        (objectAtLocation Mug_bar_1 loc_bar_7_bar_13_bar_1_bar_30)
        (pickupable Mug_bar_1)
        (isReceptacleObject Mug_bar_1)
        (cleanable Mug_bar_1)
        (heatable Mug_bar_1)
        (coolable Mug_bar_1)
        (objectType Pen_bar_1 PenType)
        (inReceptacle Pen_bar_1 DiningTable_bar_1)
        (objectAtLocation Pen_bar_1 loc_bar_7_bar_13_bar_1_bar_30)
        (pickupable Pen_bar_1)
        (objectType Pen_bar_2 PenType)
        (inReceptacle Pen_bar_2 Drawer_bar_1)
        (objectAtLocation Pen_bar_2 loc_bar_5_bar_0_bar_1_bar_30)
        (pickupable Pen_bar_2)
        (objectType Pencil_bar_1 PencilType)
        (inReceptacle Pencil_bar_1 Dresser_bar_1)
        (objectAtLocation Pencil_bar_1 loc_bar_8_bar_3_bar_1_bar_30)
        (pickupable Pencil_bar_1)
        (objectType Pillow_bar_1 PillowType)
        (inReceptacle Pillow_bar_1 Bed_bar_1)
        (objectAtLocation Pillow_bar_1 loc_bar__minus_2_bar_2_bar_0_bar_30)
        (pickupable Pillow_bar_1)
        (objectType RemoteControl_bar_1 RemoteControlType)
        (inReceptacle RemoteControl_bar_1 Drawer_bar_2)
        (objectAtLocation RemoteControl_bar_1 loc_bar_6_bar_3_bar_1_bar_30)
        (pickupable RemoteControl_bar_1)
        )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o PencilType)
                            (receptacleType ?r SideTableType)
                        )
                    )
                )
            )
        )
    )
    