"""Answer extraction and comparison, as OpenCompass's evaluators do it (GSM8K, HumanEval).

These follow OpenCompass's functions line for line, quirks included, so that a checkpoint gets
the same score here as in the reference harness: `gsm8k_postprocess` does not remove thousands
separators ("1,234" yields "234"), and `is_equal` compares against int(reference).
"""

import re

_NUMBER = re.compile(r"\-?\d+\.\d+|\-?\d+")
_CODE_BLOCK = re.compile(r"```\w*\n(.*?)```", re.DOTALL)


def gsm8k_postprocess(text: str) -> str:
    """The last number in the text before any follow-up 'Question:', else 'NULL'."""
    text = str(text).split("Question:")[0]
    numbers = _NUMBER.findall(text)
    return numbers[-1] if numbers else "NULL"


def gsm8k_reference(answer: str) -> str:
    """The number after '#### ' in a GSM8K answer, commas removed (gsm8k_dataset_postprocess; not
    stripped, as there: surrounding whitespace fails the string comparison of is_equal)."""
    return str(answer).split("#### ")[1].replace(",", "")


def is_equal(pred: str, refer: str) -> bool:
    """Gsm8kEvaluator.is_equal: same string, or float(pred) within 1e-6 of int(refer)."""
    try:
        return pred == refer or abs(float(pred) - int(refer)) < 1e-6
    except (TypeError, ValueError, OverflowError):  # a number too large for a float: not equal
        return False


def strip_reasoning(text: str, start: str = "<think>", end: str = "</think>") -> str:
    """OpenCompass's extract-non-reasoning-content, applied to every prediction by the
    reference's model config (use_cot_postprocessor): drops <think>…</think> sections; an unclosed
    <think> and what follows it are kept, as there."""
    if start not in text and end in text:
        return text.split(end)[-1].strip()
    return re.sub(rf"{re.escape(start)}(.*?){re.escape(end)}", "", text, flags=re.DOTALL).strip()


def humaneval_postprocess_v2(text: str) -> str:
    """The first fenced code block if there is one, else the text; leading whitespace removed."""
    blocks = _CODE_BLOCK.findall(text)
    if blocks:
        text = blocks[0]
    return text.lstrip()
