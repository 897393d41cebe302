"""DeepSearchQA's ReAct loop and answer judging, as the reference harness runs them.

The model continues a raw-text prompt (no chat template): the system prompt, then
"Question: ...\\nAnswer type: ...\\n\\nThought:". Each step it generates greedily (256 tokens,
stop at "\\nAction:", "\\nThought:", "\\nObservation:", stop strings excluded, output stripped),
and only that step's text is searched for `Action: search[...]` or `Action: answer[...]`:
  - no action: "\\nAction: answer[" is appended and the answer is generated (128 tokens, stop
    "]"); it is returned unless it is the template's placeholder "your final answer";
  - answer[...]: returned, unless it is the placeholder, which gets "That is not a valid
    answer. Please think again." and another step;
  - search[q]: the search tool's text is appended as "\\nObservation: ...\\nThought:".
After max_steps (6) the last real answer[...] the model wrote is returned, else "I don't know".

The reference's stop strings contain "\\nAction:", so a model that writes its action on its own
line ("Thought: ...\\nAction: search[...]") is cut before the action: search never happens and
the forced answer is taken instead. That is the default here too (scores stay comparable);
the evaluation setting fix_action_stop=true drops "\\nAction:" from the stop strings so that
such actions are seen and searches run.
"""

from __future__ import annotations

import re
from typing import Callable

REACT_SYSTEM_PROMPT = """You are a research assistant that answers questions by searching the web.

You must follow this format strictly:
Thought: [your reasoning]
Action: search[your search query]   <- to search the web
  OR
Action: answer[Paris]   <- to give final answer

Rules:
- Always start with a Thought
- Use search[] to find information
- Use answer[] ONLY when you have enough information
- For Set Answer questions, list all items separated by commas
- Be concise and factual
"""

STOP = ["\nAction:", "\nThought:", "\nObservation:"]
STOP_FIXED = ["\nThought:", "\nObservation:"]
ACTION = re.compile(r"Action:\s*(search|answer)\[(.+?)\]", re.DOTALL)
ANSWER = re.compile(r"Action:\s*answer\[(.+?)\]", re.DOTALL)
PLACEHOLDER = "your final answer"
DEFAULT_ANSWER = "I don't know"

JUDGE_SYSTEM = "You are a strict answer evaluator."
# The reference builds this inside a method with an f-string: its continuation lines carry the
# method's 8-space indentation, which is part of what the judge sees.
JUDGE_PROMPT = """You are an answer evaluator. Compare the predicted answer to the gold answer.
        Question answer type: {answer_type}
        Gold answer: {gold}
        Predicted answer: {predicted}
        For "Single Answer": The predicted answer is correct if it contains the same key information as the gold answer.
        For "Set Answer": The predicted answer is correct if it contains ALL items from the gold answer (order doesn't matter, minor wording variations are OK).
        Reply with ONLY "correct" or "incorrect". No explanation."""

# generate(prompt, max_tokens, stop) -> the continuation, already cut at the first stop string
Generate = Callable[[str, int, list], str]


def initial_prompt(question: str, answer_type: str) -> str:
    return f"{REACT_SYSTEM_PROMPT}\n\nQuestion: {question}\nAnswer type: {answer_type}\n\nThought:"


def episode(
    question: str,
    answer_type: str,
    search: Callable[[str], str],
    max_steps: int = 6,
    max_tokens: int = 256,
    answer_max_tokens: int = 128,
    fix_action_stop: bool = False,
):
    """One question's loop, as a generator: it yields generation requests (prompt, max_tokens,
    stop), is sent each continuation, and returns (predicted answer, record of the episode)."""
    stop = STOP_FIXED if fix_action_stop else STOP
    prompt = initial_prompt(question, answer_type)
    trace = ""
    info = {"searches": [], "forced_answers": 0, "steps": 0}
    for step in range(max_steps):
        info["steps"] = step + 1
        generated = (yield prompt, max_tokens, stop).strip()
        trace += ("\n" + generated) if trace else generated
        prompt += f" {generated}"
        action = ACTION.search(generated)
        if not action:
            prompt += "\nAction: answer["
            info["forced_answers"] += 1
            forced = (yield prompt, answer_max_tokens, ["]"]).strip()
            trace += ("\n" + forced) if forced else ""
            if forced.strip().lower() == PLACEHOLDER:
                continue
            return forced.strip(), dict(info, end="forced_answer", trace=trace)
        kind, content = action.group(1), action.group(2).strip()
        if kind == "answer":
            if content.lower() == PLACEHOLDER:
                prompt += "\nThat is not a valid answer. Please think again.\nThought:"
                continue
            return content, dict(info, end="answer", trace=trace)
        observation = search(content)
        info["searches"].append(content)
        prompt += f"\nObservation: {observation}\nThought:"
    answers = [a.strip() for a in ANSWER.findall(trace) if a.strip().lower() != PLACEHOLDER]
    return (answers[-1] if answers else DEFAULT_ANSWER), dict(info, end="max_steps", trace=trace)


def react(
    question: str, answer_type: str, generate: Generate, search: Callable[[str], str], **settings
) -> tuple[str, dict]:
    """One episode, generating one request at a time (as the reference does)."""
    run = episode(question, answer_type, search, **settings)
    try:
        request = next(run)
        while True:
            request = run.send(generate(*request))
    except StopIteration as done:
        return done.value


def react_batch(
    items: list[tuple[str, str]],
    generate_batch: Callable[[list, int, list], list],
    search: Callable[[str], str],
    on_round=None,
    **settings,
) -> list[tuple[str, dict]]:
    """Every (question, answer type) episode at once: each round, the pending requests that share
    max_tokens and stop strings are generated in one batch. Same loop, same answers (greedy)."""
    runs = [episode(q, t, search, **settings) for q, t in items]
    pending = {i: next(run) for i, run in enumerate(runs)}
    results: list = [None] * len(runs)
    while pending:
        groups: dict = {}
        for i, (_, max_tokens, stop) in pending.items():
            groups.setdefault((max_tokens, tuple(stop)), []).append(i)
        for (max_tokens, stop), ids in groups.items():
            texts = generate_batch([pending[i][0] for i in ids], max_tokens, list(stop))
            for i, text in zip(ids, texts, strict=True):
                try:
                    pending[i] = runs[i].send(text)
                except StopIteration as done:
                    results[i] = done.value
                    del pending[i]
        if on_round:
            on_round(len(runs) - len(pending), len(runs))
    return results


def judge_messages(predicted: str, gold: str, answer_type: str) -> list[dict]:
    user = JUDGE_PROMPT.format(answer_type=answer_type, gold=gold, predicted=predicted)
    return [{"role": "system", "content": JUDGE_SYSTEM}, {"role": "user", "content": user}]


def verdict(response: str) -> bool:
    """The first line, stripped of punctuation and case, must be "correct" (empty: an error)."""
    first = response.strip().lower().splitlines()[0]
    return first.strip().strip(".!,;: \t\r\n").lower() == "correct"


def string_match(predicted: str, gold: str, answer_type: str) -> bool:
    """The reference's fallback when the judge fails."""
    pred, gold = predicted.strip().lower(), gold.strip().lower()
    if answer_type == "Single Answer":
        return gold in pred or pred in gold
    return all(item.strip() in pred for item in gold.split(","))


def judge_answer(judge, predicted: str, gold: str, answer_type: str) -> tuple[bool, str, str | None]:
    """(correct, how, error): the judge's verdict, or the string match when the judge fails."""
    try:
        return verdict(judge.chat(judge_messages(predicted, gold, answer_type), temperature=0).content), "judge", None
    except Exception as err:  # noqa: BLE001 - any judge failure falls back, as in the reference
        return string_match(predicted, gold, answer_type), "string_match", f"{type(err).__name__}: {err}"
