"""Answer extraction and comparison, as GSM8K's OpenCompass evaluator does it."""

import re

_NUMBER = re.compile(r"-?\d+\.\d+|-?\d+")


def gsm8k_postprocess(text: str) -> str:
    """The last number in the text before any follow-up 'Question:', else 'NULL'."""
    text = str(text).split("Question:")[0]
    numbers = _NUMBER.findall(text.replace(",", ""))
    return numbers[-1] if numbers else "NULL"


def gsm8k_reference(answer: str) -> str:
    """The number after '#### ' in a GSM8K answer, commas removed."""
    return str(answer).split("#### ")[-1].strip().replace(",", "")


def is_equal(pred: str, refer: str) -> bool:
    if pred == refer:
        return True
    try:
        return abs(float(pred) - float(refer)) < 1e-6
    except ValueError:
        return False
