"""Single-turn tasks the GRPO route trains on: one prompt per row of the task's train.jsonl, one
completion per episode, scored by the task's own rule.

A task here is prompted exactly as its evaluator prompts (python/tests check the prompt against
the task's evaluate.py), so the policy is trained on the text it is scored on. Episodes have the
shape rollout.py writes for ALFWorld (group, game, won, reward, steps, turns [{prompt, action}]),
with each turn's `completion`: the tokens GRPO scores, which end in the tokenizer's end of
sequence where the generation ended before its token limit (so stopping is learned too).
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass


@dataclass(frozen=True)
class PromptTask:
    prompt: str
    stop: tuple[str, ...]


# Each as its evaluator prompts; the answer length and the reward are the task's rollout defaults
# (a2rl.train.defaults.task, from common/training.ts TRAINING_TASKS).
PROMPT_TASKS = {
    # tasks/arith/evaluate.py: GSM8K's format, zero-shot, cut at "Question:".
    "arith": PromptTask(prompt="Question: {question}\nLet's think step by step\nAnswer:", stop=("Question:",)),
}


def get_task(name: str) -> PromptTask:
    if name not in PROMPT_TASKS:
        raise ValueError(f"unknown prompt task {name!r}; known: {', '.join(sorted(PROMPT_TASKS))}")
    return PROMPT_TASKS[name]


def load_rows(data: str) -> list[dict]:
    """The task's training rows: `data` is train.jsonl or a folder holding it."""
    path = os.path.join(data, "train.jsonl") if os.path.isdir(data) else data
    if not os.path.exists(path):
        raise FileNotFoundError(f"no train.jsonl at {data}")
    with open(path, encoding="utf-8") as f:
        rows = [json.loads(line) for line in f if line.strip()]
    if not rows or not all(isinstance(r, dict) and "question" in r and "answer" in r for r in rows):
        raise ValueError(f"{path}: every row needs a question and an answer")
    return rows


def pick_rows(n_rows: int, num: int, offset: int) -> list[int]:
    """`num` row indices from `offset`, wrapping (successive rounds cycle through the rows); num <= 0: all."""
    n = n_rows if num <= 0 else num
    return [(offset + i) % n_rows for i in range(n)]


def play(task: PromptTask, rows: list[dict], picked: list[int], group: int, generate, tokenizer, max_new_tokens: int, reward) -> list[dict]:
    """`group` sampled completions of each picked row, as episodes (one turn each)."""
    prompts = [task.prompt.format(question=rows[i]["question"]) for i in picked]
    outs = generate([p for p in prompts for _ in range(group)])
    episodes = []
    for k, text in enumerate(outs):
        i, prompt = picked[k // group], prompts[k // group]
        ended = len(tokenizer(text, add_special_tokens=False)["input_ids"]) < max_new_tokens
        ep = {"group": f"row-{i}", "game": i, "episode": k % group, "steps": 1, "max_steps": 1, "answer": rows[i]["answer"],
              "turns": [{"prompt": prompt, "action": text, "completion": text + (tokenizer.eos_token if ended else ""), "task_span": None}]}
        ep["reward"] = reward(ep)
        ep["won"] = ep["reward"] >= 1.0
        episodes.append(ep)
    return episodes
