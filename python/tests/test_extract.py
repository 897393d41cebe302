import pytest

from a2rl.extract import gsm8k_postprocess, gsm8k_reference, humaneval_postprocess_v2, is_equal, strip_reasoning

pytestmark = pytest.mark.fast  # npm run test:fast


def test_last_number_wins():
    assert gsm8k_postprocess("3 + 4 = 7, then 7 * 2 = 14. The answer is 14") == "14"


def test_text_after_a_new_question_is_ignored():
    assert gsm8k_postprocess("The answer is 12.\n\nQuestion: what is 99 + 1?") == "12"


def test_decimals_negatives_and_commas_as_opencompass():
    assert gsm8k_postprocess("It costs -2.5 dollars") == "-2.5"
    # OpenCompass does not remove thousands separators: the last number of "1,234" is 234.
    assert gsm8k_postprocess("The total is 1,234 apples") == "234"


def test_no_number():
    assert gsm8k_postprocess("I do not know") == "NULL"


def test_reference_answer_after_hashes():
    assert gsm8k_reference("She has 3 + 4 = 7 apples.\n#### 7") == "7"
    assert gsm8k_reference("Total 1000 + 234\n#### 1,234") == "1234"
    # Not stripped, as OpenCompass: a padded non-integer gold answer then matches nothing.
    assert gsm8k_reference("x\n#### 2.5 ") == "2.5 " and not is_equal("2.5", gsm8k_reference("x\n#### 2.5 "))
    assert is_equal("7", gsm8k_reference("x\n#### 7\n"))


def test_numeric_equality_against_an_integer_reference():
    assert is_equal("7", "7")
    assert is_equal("7.0", "7")
    assert is_equal("-3", "-3")
    assert not is_equal("7.5", "7")
    assert not is_equal("NULL", "7")
    # int(reference): a non-integer reference only matches as the same string.
    assert is_equal("2.5", "2.5") and not is_equal("2.50", "2.5")
    # A gold number too large for a float is no error, just not equal (the reference returns False).
    assert not is_equal("1e5", "9" * 400)


def test_reasoning_sections_are_dropped():
    assert strip_reasoning("<think>maybe 3</think> The answer is 4") == "The answer is 4"
    assert strip_reasoning("thinking 3</think>The answer is 4") == "The answer is 4"
    # An unclosed <think> is kept with what follows it (OpenCompass's extract-non-reasoning-content).
    assert strip_reasoning("The answer is 4 <think>unfinished 5") == "The answer is 4 <think>unfinished 5"
    assert gsm8k_postprocess(strip_reasoning("The answer is 4 <think>unfinished 5")) == "5"
    assert strip_reasoning("  plain 6 \n") == "plain 6"


def test_humaneval_postprocess_takes_the_first_code_block():
    fenced = "Here you go:\n```python\ndef f(x):\n    return x\n```\nand\n```\nother\n```"
    assert humaneval_postprocess_v2(fenced) == "def f(x):\n    return x\n"
    assert humaneval_postprocess_v2("\n  def g():\n    pass") == "def g():\n    pass"
    # A fence without a newline after it is no code block: the text stays as it is.
    assert humaneval_postprocess_v2("```def h(): pass```") == "```def h(): pass```"


def test_a_body_only_answer_loses_its_indentation_as_in_the_reference():
    # The model-level reasoning postprocessor strips whitespace before humaneval_postprocess_v2,
    # so a bare indented body no longer fits under the prompt's signature: answer whole functions.
    assert humaneval_postprocess_v2(strip_reasoning("    return a + b\n")) == "return a + b"
