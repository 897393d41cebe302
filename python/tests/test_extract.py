from a2rl.extract import gsm8k_postprocess, gsm8k_reference, is_equal


def test_last_number_wins():
    assert gsm8k_postprocess("3 + 4 = 7, then 7 * 2 = 14. The answer is 14") == "14"


def test_text_after_a_new_question_is_ignored():
    assert gsm8k_postprocess("The answer is 12.\n\nQuestion: what is 99 + 1?") == "12"


def test_decimals_negatives_and_commas():
    assert gsm8k_postprocess("It costs -2.5 dollars") == "-2.5"
    assert gsm8k_postprocess("The total is 1,234 apples") == "1234"


def test_no_number():
    assert gsm8k_postprocess("I do not know") == "NULL"


def test_reference_answer_after_hashes():
    assert gsm8k_reference("She has 3 + 4 = 7 apples.\n#### 7") == "7"
    assert gsm8k_reference("Total 1000 + 234\n#### 1,234") == "1234"


def test_numeric_equality():
    assert is_equal("7", "7")
    assert is_equal("7.0", "7")
    assert not is_equal("7.5", "7")
    assert not is_equal("NULL", "7")
