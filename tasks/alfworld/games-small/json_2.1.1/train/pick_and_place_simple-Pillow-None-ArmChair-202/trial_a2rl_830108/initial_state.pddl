
(define (problem plan_a2rl_202_830108)
    (:domain alfred)
    (:objects
        agent1 - agent
        BookType - otype
        BoxType - otype
        CreditCardType - otype
        KeyChainType - otype
        LaptopType - otype
        PillowType - otype
        RemoteControlType - otype
        StatueType - otype
        WatchType - otype
        ArmChairType - rtype
        CoffeeTableType - rtype
        GarbageCanType - rtype
        SideTableType - rtype
        SofaType - rtype
        TVStandType - rtype
        Book_bar_1 - object
        Book_bar_2 - object
        Box_bar_1 - object
        Box_bar_2 - object
        CreditCard_bar_1 - object
        KeyChain_bar_1 - object
        KeyChain_bar_2 - object
        Laptop_bar_1 - object
        Laptop_bar_2 - object
        Pillow_bar_1 - object
        Pillow_bar_2 - object
        RemoteControl_bar_1 - object
        Statue_bar_1 - object
        Watch_bar_1 - object
        ArmChair_bar_1 - receptacle
        CoffeeTable_bar_1 - receptacle
        GarbageCan_bar_1 - receptacle
        SideTable_bar_1 - receptacle
        Sofa_bar_1 - receptacle
        TVStand_bar_1 - receptacle
        loc_bar__minus_12_bar_6_bar_2_bar_30 - location
        loc_bar__minus_2_bar_5_bar_3_bar_30 - location
        loc_bar__minus_5_bar_7_bar_2_bar_30 - location
        loc_bar__minus_6_bar_12_bar_0_bar_30 - location
        loc_bar__minus_6_bar_5_bar_0_bar_30 - location
        loc_bar_2_bar_15_bar_3_bar_30 - location
        loc_bar_3_bar_6_bar_2_bar_30 - location
        )

    (:init
        (atLocation agent1 loc_bar__minus_2_bar_5_bar_3_bar_30)
        (canContain ArmChairType BookType)
        (canContain ArmChairType BoxType)
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType PillowType)
        (canContain ArmChairType RemoteControlType)
        (canContain CoffeeTableType BookType)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain CoffeeTableType StatueType)
        (canContain CoffeeTableType WatchType)
        (canContain SideTableType BookType)
        (canContain SideTableType BoxType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType RemoteControlType)
        (canContain SideTableType StatueType)
        (canContain SideTableType WatchType)
        (canContain SofaType BookType)
        (canContain SofaType BoxType)
        (canContain SofaType CreditCardType)
        (canContain SofaType KeyChainType)
        (canContain SofaType LaptopType)
        (canContain SofaType PillowType)
        (canContain SofaType RemoteControlType)
        (receptacleType ArmChair_bar_1 ArmChairType)
        (receptacleAtLocation ArmChair_bar_1 loc_bar__minus_12_bar_6_bar_2_bar_30)
        (receptacleType CoffeeTable_bar_1 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar_1 loc_bar__minus_6_bar_5_bar_0_bar_30)
        (receptacleType GarbageCan_bar_1 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar_1 loc_bar_2_bar_15_bar_3_bar_30)
        (receptacleType SideTable_bar_1 SideTableType)
        (receptacleAtLocation SideTable_bar_1 loc_bar_3_bar_6_bar_2_bar_30)
        (receptacleType Sofa_bar_1 SofaType)
        (receptacleAtLocation Sofa_bar_1 loc_bar__minus_5_bar_7_bar_2_bar_30)
        (receptacleType TVStand_bar_1 TVStandType)
        (receptacleAtLocation TVStand_bar_1 loc_bar__minus_6_bar_12_bar_0_bar_30)
        (objectType Book_bar_1 BookType)
        (inReceptacle Book_bar_1 SideTable_bar_1)
        (objectAtLocation Book_bar_1 loc_bar_3_bar_6_bar_2_bar_30)
        (pickupable Book_bar_1)
        (objectType Book_bar_2 BookType)
        (inReceptacle Book_bar_2 Sofa_bar_1)
        (objectAtLocation Book_bar_2 loc_bar__minus_5_bar_7_bar_2_bar_30)
        (pickupable Book_bar_2)
        (objectType Box_bar_1 BoxType)
        (inReceptacle Box_bar_1 Sofa_bar_1)
        (objectAtLocation Box_bar_1 loc_bar__minus_5_bar_7_bar_2_bar_30)
        (pickupable Box_bar_1)
        (isReceptacleObject Box_bar_1)
        (objectType Box_bar_2 BoxType)
        (inReceptacle Box_bar_2 SideTable_bar_1)
        (objectAtLocation Box_bar_2 loc_bar_3_bar_6_bar_2_bar_30)
        (pickupable Box_bar_2)
        (isReceptacleObject Box_bar_2)
        (objectType CreditCard_bar_1 CreditCardType)
        (inReceptacle CreditCard_bar_1 SideTable_bar_1)
        (objectAtLocation CreditCard_bar_1 loc_bar_3_bar_6_bar_2_bar_30)
        (pickupable CreditCard_bar_1)
        (objectType KeyChain_bar_1 KeyChainType)
        (inReceptacle KeyChain_bar_1 Sofa_bar_1)
        (objectAtLocation KeyChain_bar_1 loc_bar__minus_5_bar_7_bar_2_bar_30)
        (pickupable KeyChain_bar_1)
        (objectType KeyChain_bar_2 KeyChainType)
        (inReceptacle KeyChain_bar_2 Sofa_bar_1)
        (objectAtLocation KeyChain_bar_2 loc_bar__minus_5_bar_7_bar_2_bar_30)
        (pickupable KeyChain_bar_2)
        (objectType Laptop_bar_1 LaptopType)
        (inReceptacle Laptop_bar_1 SideTable_bar_1)
        (objectAtLocation Laptop_bar_1 loc_bar_3_bar_6_bar_2_bar_30)
        (pickupable Laptop_bar_1)
        (objectType Laptop_bar_2 LaptopType)
        (inReceptacle Laptop_bar_2 CoffeeTable_bar_1)
        (objectAtLocation Laptop_bar_2 loc_bar__minus_6_bar_5_bar_0_bar_30)
        (pickupable Laptop_bar_2)
        (objectType Pillow_bar_1 PillowType)
        (inReceptacle Pillow_bar_1 Sofa_bar_1)
        (objectAtLocation Pillow_bar_1 loc_bar__minus_5_bar_7_bar_2_bar_30)
        (pickupable Pillow_bar_1)
        (objectType Pillow_bar_2 PillowType)
        (inReceptacle Pillow_bar_2 Sofa_bar_1)
        (objectAtLocation Pillow_bar_2 loc_bar__minus_5_bar_7_bar_2_bar_30)
        (pickupable Pillow_bar_2)
        (objectType RemoteControl_bar_1 RemoteControlType)
        (inReceptacle RemoteControl_bar_1 Sofa_bar_1)
        (objectAtLocation RemoteControl_bar_1 loc_bar__minus_5_bar_7_bar_2_bar_30)
        (pickupable RemoteControl_bar_1)
        (objectType Statue_bar_1 StatueType)
        (inReceptacle Statue_bar_1 CoffeeTable_bar_1)
        (objectAtLocation Statue_bar_1 loc_bar__minus_6_bar_5_bar_0_bar_30)
        (pickupable Statue_bar_1)
        (objectType Watch_bar_1 WatchType)
        (inReceptacle Watch_bar_1 CoffeeTable_bar_1)
        (objectAtLocation Watch_bar_1 loc_bar__minus_6_bar_5_bar_0_bar_30)
        (pickupable Watch_bar_1)
        )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o PillowType)
                            (receptacleType ?r ArmChairType)
                        )
                    )
                )
            )
        )
    )
    