"""Single-turn tasks the GRPO route trains on: one prompt per row of the task's train.jsonl, one
completion per episode, scored by the task's own rule.

A task here is prompted exactly as its evaluator prompts (python/tests check the prompt against
the task's evaluate.py), so the policy is trained on the text it is scored on. Episodes have the
shape rollout.py writes for ALFWorld (group, game, won, reward, steps, turns [{prompt, action}]),
with each turn's token ids as the engine sampled them (a2rl.train.turns), the end of sequence or
the stop string that ended the generation included (so stopping is learned too), and `completion`,
those ids as text.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass

from a2rl.train.turns import recorded


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


def play(task: PromptTask, rows: list[dict], picked: list[int], group: int, sample, tokenizer, reward) -> list[dict]:
    """`group` sampled completions of each picked row, as episodes (one turn each); `sample`: the
    engine's (a2rl.inference backends' sample)."""
    prompts = [task.prompt.format(question=rows[i]["question"]) for i in picked]
    outs = sample([p for p in prompts for _ in range(group)])
    episodes = []
    for k, out in enumerate(outs):
        i, prompt = picked[k // group], prompts[k // group]
        turn = {
            "prompt": prompt,
            "action": out.text,
            "completion": tokenizer.decode(out.token_ids),
            "task_span": None,
            **recorded(out),
        }
        ep = {
            "group": f"row-{i}",
            "game": i,
            "episode": k % group,
            "steps": 1,
            "max_steps": 1,
            "answer": rows[i]["answer"],
            "turns": [turn],
        }
        ep["reward"] = reward(ep)
        ep["won"] = ep["reward"] >= 1.0
        episodes.append(ep)
    return episodes
