
(define (problem plan_a2rl_212_357326)
    (:domain alfred)
    (:objects
        agent1 - agent
        BoxType - otype
        CreditCardType - otype
        KeyChainType - otype
        LaptopType - otype
        NewspaperType - otype
        PenType - otype
        PencilType - otype
        PillowType - otype
        RemoteControlType - otype
        StatueType - otype
        WateringCanType - otype
        ArmChairType - rtype
        CoffeeTableType - rtype
        DrawerType - rtype
        GarbageCanType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SofaType - rtype
        TVStandType - rtype
        Box_bar_1 - object
        Box_bar_2 - object
        CreditCard_bar_1 - object
        KeyChain_bar_1 - object
        Laptop_bar_1 - object
        Newspaper_bar_1 - object
        Pen_bar_1 - object
        Pencil_bar_1 - object
        Pencil_bar_2 - object
        Pillow_bar_1 - object
        Pillow_bar_2 - object
        RemoteControl_bar_1 - object
        Statue_bar_1 - object
        Statue_bar_2 - object
        WateringCan_bar_1 - object
        ArmChair_bar_1 - receptacle
        ArmChair_bar_2 - receptacle
        CoffeeTable_bar_1 - receptacle
        Drawer_bar_1 - receptacle
        Shelf_bar_1 - receptacle
        Shelf_bar_2 - receptacle
        Shelf_bar_3 - receptacle
        Shelf_bar_4 - receptacle
        SideTable_bar_1 - receptacle
        Sofa_bar_1 - receptacle
        TVStand_bar_1 - receptacle
        TVStand_bar_2 - receptacle
        GarbageCan_bar_1 - receptacle
        loc_bar__minus_2_bar_0_bar_2_bar_30 - location
        loc_bar__minus_2_bar_3_bar_0_bar_30 - location
        loc_bar__minus_3_bar_2_bar_0_bar_30 - location
        loc_bar__minus_5_bar__minus_2_bar_1_bar_30 - location
        loc_bar_10_bar_1_bar_2_bar_30 - location
        loc_bar_10_bar_2_bar_2_bar_30 - location
        loc_bar_10_bar_3_bar_0_bar_30 - location
        loc_bar_13_bar__minus_1_bar_3_bar_30 - location
        loc_bar_13_bar_1_bar_2_bar_30 - location
        loc_bar_13_bar_3_bar_1_bar_30 - location
        loc_bar_13_bar_3_bar_1_bar_45 - location
        loc_bar_1_bar_2_bar_2_bar_30 - location
        loc_bar_2_bar_0_bar_1_bar_30 - location
        loc_bar_5_bar_4_bar_0_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar_13_bar_1_bar_2_bar_30)
        (canContain ArmChairType BoxType)
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType NewspaperType)
        (canContain ArmChairType PillowType)
        (canContain ArmChairType RemoteControlType)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType NewspaperType)
        (canContain CoffeeTableType PenType)
        (canContain CoffeeTableType PencilType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain CoffeeTableType StatueType)
        (canContain CoffeeTableType WateringCanType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType NewspaperType)
        (canContain DrawerType PenType)
        (canContain DrawerType PencilType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType WateringCanType)
        (canContain GarbageCanType NewspaperType)
        (canContain GarbageCanType PenType)
        (canContain GarbageCanType PencilType)
        (canContain ShelfType BoxType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType NewspaperType)
        (canContain ShelfType PenType)
        (canContain ShelfType PencilType)
        (canContain ShelfType RemoteControlType)
        (canContain ShelfType StatueType)
        (canContain ShelfType WateringCanType)
        (canContain SideTableType BoxType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType NewspaperType)
        (canContain SideTableType PenType)
        (canContain SideTableType PencilType)
        (canContain SideTableType RemoteControlType)
        (canContain SideTableType StatueType)
        (canContain SideTableType WateringCanType)
        (canContain SofaType BoxType)
        (canContain SofaType CreditCardType)
        (canContain SofaType KeyChainType)
        (canContain SofaType LaptopType)
        (canContain SofaType NewspaperType)
        (canContain SofaType PillowType)
        (canContain SofaType RemoteControlType)
        (receptacleType ArmChair_bar_1 ArmChairType)
        (receptacleAtLocation ArmChair_bar_1 loc_bar_10_bar_3_bar_0_bar_30)
        (receptacleType ArmChair_bar_2 ArmChairType)
        (receptacleAtLocation ArmChair_bar_2 loc_bar__minus_2_bar_3_bar_0_bar_30)
        (receptacleType CoffeeTable_bar_1 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar_1 loc_bar_2_bar_0_bar_1_bar_30)
        (receptacleType Drawer_bar_1 DrawerType)
        (receptacleAtLocation Drawer_bar_1 loc_bar_13_bar_3_bar_1_bar_30)
        (openable Drawer_bar_1)
        (receptacleType Shelf_bar_1 ShelfType)
        (receptacleAtLocation Shelf_bar_1 loc_bar_10_bar_2_bar_2_bar_30)
        (receptacleType Shelf_bar_2 ShelfType)
        (receptacleAtLocation Shelf_bar_2 loc_bar_10_bar_1_bar_2_bar_30)
        (receptacleType Shelf_bar_3 ShelfType)
        (receptacleAtLocation Shelf_bar_3 loc_bar_1_bar_2_bar_2_bar_30)
        (receptacleType Shelf_bar_4 ShelfType)
        (receptacleAtLocation Shelf_bar_4 loc_bar__minus_2_bar_0_bar_2_bar_30)
        (receptacleType SideTable_bar_1 SideTableType)
        (receptacleAtLocation SideTable_bar_1 loc_bar_13_bar_3_bar_1_bar_45)
        (receptacleType Sofa_bar_1 SofaType)
        (receptacleAtLocation Sofa_bar_1 loc_bar_5_bar_4_bar_0_bar_30)
        (receptacleType TVStand_bar_1 TVStandType)
        (receptacleAtLocation TVStand_bar_1 loc_bar_13_bar__minus_1_bar_3_bar_30)
        (receptacleType TVStand_bar_2 TVStandType)
        (receptacleAtLocation TVStand_bar_2 loc_bar__minus_5_bar__minus_2_bar_1_bar_30)
        (receptacleType GarbageCan_bar_1 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar_1 loc_bar__minus_3_bar_2_bar_0_bar_30)
        (objectType Box_bar_1 BoxType)
        (inReceptacle Box_bar_1 Shelf_bar_2)
        (objectAtLocation Box_bar_1 loc_bar_10_bar_1_bar_2_bar_30)
        (pickupable Box_bar_1)
        (isReceptacleObject Box_bar_1)
        (objectType Box_bar_2 BoxType)
        (inReceptacle Box_bar_2 Shelf_bar_2)
        (objectAtLocation Box_bar_2 loc_bar_10_bar_1_bar_2_bar_30)
        (pickupable Box_bar_2)
        (isReceptacleObject Box_bar_2)
        (objectType CreditCard_bar_1 CreditCardType)
        (inReceptacle CreditCard_bar_1 CoffeeTable_bar_1)
        (objectAtLocation CreditCard_bar_1 loc_bar_2_bar_0_bar_1_bar_30)
        (pickupable CreditCard_bar_1)
        (objectType KeyChain_bar_1 KeyChainType)
        (inReceptacle KeyChain_bar_1 SideTable_bar_1)
        (objectAtLocation KeyChain_bar_1 loc_bar_13_bar_3_bar_1_bar_45)
        (pickupable KeyChain_bar_1)
        (objectType Laptop_bar_1 LaptopType)
        (inReceptacle Laptop_bar_1 ArmChair_bar_2)
        (objectAtLocation Laptop_bar_1 loc_bar__minus_2_bar_3_bar_0_bar_30)
        (pickupable Laptop_bar_1)
        (objectType Newspaper_bar_1 NewspaperType)
        (inReceptacle Newspaper_bar_1 CoffeeTable_bar_1)
        (objectAtLocation Newspaper_bar_1 loc_bar_2_bar_0_bar_1_bar_30)
        (pickupable Newspaper_bar_1)
        (objectType Pen_bar_1 PenType)
        (inReceptacle Pen_bar_1 Shelf_bar_1)
        (objectAtLocation Pen_bar_1 loc_bar_10_bar_2_bar_2_bar_30)
        (pickupable Pen_bar_1)
        (objectType Pencil_bar_1 PencilType)
        (inReceptacle Pencil_bar_1 Shelf_bar_1)
        (objectAtLocation Pencil_bar_1 loc_bar_10_bar_2_bar_2_bar_30)
        (pickupable Pencil_bar_1)
        (objectType Pencil_bar_2 PencilType)
        (inReceptacle Pencil_bar_2 Shelf_bar_1)
        (objectAtLocation Pencil_bar_2 loc_bar_10_bar_2_bar_2_bar_30)
        (pickupable Pencil_bar_2)
        (objectType Pillow_bar_1 PillowType)
        (inReceptacle Pillow_bar_1 Sofa_bar_1)
        (objectAtLocation Pillow_bar_1 loc_bar_5_bar_4_bar_0_bar_30)
        (pickupable Pillow_bar_1)
        (objectType Pillow_bar_2 PillowType)
        (inReceptacle Pillow_bar_2 ArmChair_bar_1)
        (objectAtLocation Pillow_bar_2 loc_bar_10_bar_3_bar_0_bar_30)
        (pickupable Pillow_bar_2)
        (objectType RemoteControl_bar_1 RemoteControlType)
        (inReceptacle RemoteControl_bar_1 Drawer_bar_1)
        (objectAtLocation RemoteControl_bar_1 loc_bar_13_bar_3_bar_1_bar_30)
        (pickupable RemoteControl_bar_1)
        (objectType Statue_bar_1 StatueType)
        (inReceptacle Statue_bar_1 Shelf_bar_4)
        (objectAtLocation Statue_bar_1 loc_bar__minus_2_bar_0_bar_2_bar_30)
        (pickupable Statue_bar_1)
        (objectType Statue_bar_2 StatueType)
        (inReceptacle Statue_bar_2 CoffeeTable_bar_1)
        (objectAtLocation Statue_bar_2 loc_bar_2_bar_0_bar_1_bar_30)
        (pickupable Statue_bar_2)
        (objectType WateringCan_bar_1 WateringCanType)
        (inReceptacle WateringCan_bar_1 Shelf_bar_3)
        (objectAtLocation WateringCan_bar_1 loc_bar_1_bar_2_bar_2_bar_30)
        (pickupable WateringCan_bar_1)
        )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o WateringCanType)
                            (receptacleType ?r CoffeeTableType)
                        )
                    )
                )
            )
        )
    )
    