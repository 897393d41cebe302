
(define (problem plan_a2rl_203_14530)
    (:domain alfred)
    (:objects
        agent1 - agent
        BookType - otype
        BoxType - otype
        CellPhoneType - otype
        LaptopType - otype
        NewspaperType - otype
        PencilType - otype
        PillowType - otype
        PlateType - otype
        RemoteControlType - otype
        VaseType - otype
        WatchType - otype
        ArmChairType - rtype
        CoffeeTableType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        GarbageCanType - rtype
        OttomanType - rtype
        SideTableType - rtype
        SofaType - rtype
        Book_bar_1 - object
        Book_bar_2 - object
        Box_bar_1 - object
        CellPhone_bar_1 - object
        Laptop_bar_1 - object
        Laptop_bar_2 - object
        Newspaper_bar_1 - object
        Newspaper_bar_2 - object
        Pencil_bar_1 - object
        Pillow_bar_1 - object
        Pillow_bar_2 - object
        Plate_bar_1 - object
        Plate_bar_2 - object
        RemoteControl_bar_1 - object
        RemoteControl_bar_2 - object
        RemoteControl_bar_3 - object
        Vase_bar_1 - object
        Watch_bar_1 - object
        ArmChair_bar_1 - receptacle
        CoffeeTable_bar_1 - receptacle
        DiningTable_bar_1 - receptacle
        Drawer_bar_1 - receptacle
        Drawer_bar_2 - receptacle
        Drawer_bar_3 - receptacle
        Drawer_bar_4 - receptacle
        Drawer_bar_5 - receptacle
        Drawer_bar_6 - receptacle
        Ottoman_bar_1 - receptacle
        SideTable_bar_1 - receptacle
        Sofa_bar_1 - receptacle
        GarbageCan_bar_1 - receptacle
        loc_bar__minus_15_bar_14_bar_0_bar_30 - location
        loc_bar__minus_17_bar__minus_5_bar_0_bar_30 - location
        loc_bar__minus_1_bar_10_bar_3_bar_30 - location
        loc_bar__minus_23_bar_24_bar_0_bar_30 - location
        loc_bar__minus_2_bar_10_bar_1_bar_30 - location
        loc_bar__minus_2_bar_4_bar_2_bar_30 - location
        loc_bar__minus_2_bar_5_bar_0_bar_30 - location
        loc_bar__minus_2_bar_6_bar_0_bar_30 - location
        loc_bar__minus_3_bar_4_bar_0_bar_30 - location
        loc_bar__minus_5_bar_3_bar_2_bar_30 - location
        loc_bar_2_bar_25_bar_2_bar_30 - location
        loc_bar_4_bar_12_bar_0_bar_30 - location
        loc_bar_4_bar_15_bar_2_bar_30 - location
        loc_bar_4_bar_7_bar_0_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar__minus_15_bar_14_bar_0_bar_30)
        (canContain ArmChairType BookType)
        (canContain ArmChairType BoxType)
        (canContain ArmChairType CellPhoneType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType NewspaperType)
        (canContain ArmChairType PillowType)
        (canContain ArmChairType RemoteControlType)
        (canContain CoffeeTableType BookType)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType CellPhoneType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType NewspaperType)
        (canContain CoffeeTableType PencilType)
        (canContain CoffeeTableType PlateType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain CoffeeTableType VaseType)
        (canContain CoffeeTableType WatchType)
        (canContain DiningTableType BookType)
        (canContain DiningTableType BoxType)
        (canContain DiningTableType CellPhoneType)
        (canContain DiningTableType LaptopType)
        (canContain DiningTableType NewspaperType)
        (canContain DiningTableType PencilType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType RemoteControlType)
        (canContain DiningTableType VaseType)
        (canContain DiningTableType WatchType)
        (canContain DrawerType BookType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType NewspaperType)
        (canContain DrawerType PencilType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType WatchType)
        (canContain GarbageCanType NewspaperType)
        (canContain GarbageCanType PencilType)
        (canContain OttomanType BookType)
        (canContain OttomanType BoxType)
        (canContain OttomanType CellPhoneType)
        (canContain OttomanType LaptopType)
        (canContain OttomanType NewspaperType)
        (canContain OttomanType PillowType)
        (canContain OttomanType RemoteControlType)
        (canContain SideTableType BookType)
        (canContain SideTableType BoxType)
        (canContain SideTableType CellPhoneType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType NewspaperType)
        (canContain SideTableType PencilType)
        (canContain SideTableType PlateType)
        (canContain SideTableType RemoteControlType)
        (canContain SideTableType VaseType)
        (canContain SideTableType WatchType)
        (canContain SofaType BookType)
        (canContain SofaType BoxType)
        (canContain SofaType CellPhoneType)
        (canContain SofaType LaptopType)
        (canContain SofaType NewspaperType)
        (canContain SofaType PillowType)
        (canContain SofaType RemoteControlType)
        (receptacleType ArmChair_bar_1 ArmChairType)
        (receptacleAtLocation ArmChair_bar_1 loc_bar_2_bar_25_bar_2_bar_30)
        (receptacleType CoffeeTable_bar_1 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar_1 loc_bar__minus_2_bar_10_bar_1_bar_30)
        (receptacleType DiningTable_bar_1 DiningTableType)
        (receptacleAtLocation DiningTable_bar_1 loc_bar__minus_17_bar__minus_5_bar_0_bar_30)
        (receptacleType Drawer_bar_1 DrawerType)
        (receptacleAtLocation Drawer_bar_1 loc_bar__minus_3_bar_4_bar_0_bar_30)
        (openable Drawer_bar_1)
        (receptacleType Drawer_bar_2 DrawerType)
        (receptacleAtLocation Drawer_bar_2 loc_bar__minus_2_bar_5_bar_0_bar_30)
        (openable Drawer_bar_2)
        (receptacleType Drawer_bar_3 DrawerType)
        (receptacleAtLocation Drawer_bar_3 loc_bar__minus_2_bar_6_bar_0_bar_30)
        (openable Drawer_bar_3)
        (receptacleType Drawer_bar_4 DrawerType)
        (receptacleAtLocation Drawer_bar_4 loc_bar_4_bar_7_bar_0_bar_30)
        (openable Drawer_bar_4)
        (receptacleType Drawer_bar_5 DrawerType)
        (receptacleAtLocation Drawer_bar_5 loc_bar_4_bar_15_bar_2_bar_30)
        (openable Drawer_bar_5)
        (receptacleType Drawer_bar_6 DrawerType)
        (receptacleAtLocation Drawer_bar_6 loc_bar__minus_2_bar_4_bar_2_bar_30)
        (openable Drawer_bar_6)
        (receptacleType Ottoman_bar_1 OttomanType)
        (receptacleAtLocation Ottoman_bar_1 loc_bar_4_bar_12_bar_0_bar_30)
        (receptacleType SideTable_bar_1 SideTableType)
        (receptacleAtLocation SideTable_bar_1 loc_bar__minus_5_bar_3_bar_2_bar_30)
        (receptacleType Sofa_bar_1 SofaType)
        (receptacleAtLocation Sofa_bar_1 loc_bar__minus_1_bar_10_bar_3_bar_30)
        (receptacleType GarbageCan_bar_1 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar_1 loc_bar__minus_23_bar_24_bar_0_bar_30)
        (objectType Book_bar_1 BookType)
        (inReceptacle Book_bar_1 Ottoman_bar_1)
        (objectAtLocation Book_bar_1 loc_bar_4_bar_12_bar_0_bar_30)
        (pickupable Book_bar_1)
        (objectType Book_bar_2 BookType)
        (inReceptacle Book_bar_2 SideTable_bar_1)
        (objectAtLocation Book_bar_2 loc_bar__minus_5_bar_3_bar_2_bar_30)
        (pickupable Book_bar_2)
        (objectType Box_bar_1 BoxType)
        (inReceptacle Box_bar_1 Ottoman_bar_1)
        (objectAtLocation Box_bar_1 loc_bar_4_bar_12_bar_0_bar_30)
        (pickupable Box_bar_1)
        (isReceptacleObject Box_bar_1)
        (objectType CellPhone_bar_1 CellPhoneType)
        (inReceptacle CellPhone_bar_1 Drawer_bar_1)
        (objectAtLocation CellPhone_bar_1 loc_bar__minus_3_bar_4_bar_0_bar_30)
        (pickupable CellPhone_bar_1)
        (objectType Laptop_bar_1 LaptopType)
        (inReceptacle Laptop_bar_1 Sofa_bar_1)
        (objectAtLocation Laptop_bar_1 loc_bar__minus_1_bar_10_bar_3_bar_30)
        (pickupable Laptop_bar_1)
        (objectType Laptop_bar_2 LaptopType)
        (inReceptacle Laptop_bar_2 ArmChair_bar_1)
        (objectAtLocation Laptop_bar_2 loc_bar_2_bar_25_bar_2_bar_30)
        (pickupable Laptop_bar_2)
        (objectType Newspaper_bar_1 NewspaperType)
        (inReceptacle Newspaper_bar_1 Drawer_bar_2)
        (objectAtLocation Newspaper_bar_1 loc_bar__minus_2_bar_5_bar_0_bar_30)
        (pickupable Newspaper_bar_1)
        (objectType Newspaper_bar_2 NewspaperType)
        (inReceptacle Newspaper_bar_2 GarbageCan_bar_1)
        (objectAtLocation Newspaper_bar_2 loc_bar__minus_23_bar_24_bar_0_bar_30)
        (pickupable Newspaper_bar_2)
        (objectType Pencil_bar_1 PencilType)
        (inReceptacle Pencil_bar_1 Drawer_bar_5)
        (objectAtLocation Pencil_bar_1 loc_bar_4_bar_15_bar_2_bar_30)
        (pickupable Pencil_bar_1)
        (objectType Pillow_bar_1 PillowType)
        (inReceptacle Pillow_bar_1 Sofa_bar_1)
        (objectAtLocation Pillow_bar_1 loc_bar__minus_1_bar_10_bar_3_bar_30)
        (pickupable Pillow_bar_1)
        (objectType Pillow_bar_2 PillowType)
        (inReceptacle Pillow_bar_2 Ottoman_bar_1)
        (objectAtLocation Pillow_bar_2 loc_bar_4_bar_12_bar_0_bar_30)
        (pickupable Pillow_bar_2)
        (objectType Plate_bar_1 PlateType)
        (inReceptacle Plate_bar_1 DiningTable_bar_1)
        (objectAtLocation Plate_bar_1 loc_bar__minus_17_bar__minus_5_bar_0_bar_30)
        (pickupable Plate_bar_1)
        (isReceptacleObject Plate_bar_1)
        (cleanable Plate_bar_1)
        (heatable Plate_bar_1)
        (coolable Plate_bar_1)
        (objectType Plate_bar_2 PlateType)
        (inReceptacle Plate_bar_2 SideTable_bar_1)
        (objectAtLocation Plate_bar_2 loc_bar__minus_5_bar_3_bar_2_bar_30)
        (pickupable Plate_bar_2)
        (isReceptacleObject Plate_bar_2)
        (cleanable Plate_bar_2)
        (heatable Plate_bar_2)
        (coolable Plate_bar_2)
        (objectType RemoteControl_bar_1 RemoteControlType)
        (inReceptacle RemoteControl_bar_1 Drawer_bar_6)
        (objectAtLocation RemoteControl_bar_1 loc_bar__minus_2_bar_4_bar_2_bar_30)
        (pickupable RemoteControl_bar_1)
        (objectType RemoteControl_bar_2 RemoteControlType)
        (inReceptacle RemoteControl_bar_2 DiningTable_bar_1)
        (objectAtLocation RemoteControl_bar_2 loc_bar__minus_17_bar__minus_5_bar_0_bar_30)
        (pickupable RemoteControl_bar_2)
        (objectType RemoteControl_bar_3 RemoteControlType)
        (inReceptacle RemoteControl_bar_3 Ottoman_bar_1)
        (objectAtLocation RemoteControl_bar_3 loc_bar_4_bar_12_bar_0_bar_30)
        (pickupable RemoteControl_bar_3)
        (objectType Vase_bar_1 VaseType)
        (inReceptacle Vase_bar_1 CoffeeTable_bar_1)
        (objectAtLocation Vase_bar_1 loc_bar__minus_2_bar_10_bar_1_bar_30)
        (pickupable Vase_bar_1)
        (objectType Watch_bar_1 WatchType)
        (inReceptacle Watch_bar_1 CoffeeTable_bar_1)
        (objectAtLocation Watch_bar_1 loc_bar__minus_2_bar_10_bar_1_bar_30)
        (pickupable Watch_bar_1)
        )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o RemoteControlType)
                            (receptacleType ?r ArmChairType)
                        )
                    )
                )
            )
        )
    )
    