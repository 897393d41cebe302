"""What a turn of an episode trains on: its text, or the token ids the engine read and sampled.

A turn played by rollout.py records, beside its text, the engine's own token ids: `prompt_ids` (what
the engine read), `completion_ids` (what it sampled, the token that ended the generation included)
and `logprobs` (the engine's log-probability of each sampled id). Training reads those ids as they
are and never encodes the text again: text encoded again can give other ids than the ones sampled
(an action is stripped of its spacing and given a newline; a stop string or an end of sequence the
engine sampled inside a token comes back as other tokens), and training on ids the policy did not
sample trains it on another policy's rollouts. A turn without ids (expert demonstrations, or turns
written by hand) is a text turn: `prompt` and the completion (turn_completion), encoded by the
trainer.
"""

from __future__ import annotations

import itertools
import math

TOKEN_FIELDS = ("prompt_ids", "completion_ids", "logprobs")


def completion_of(action: str) -> str:
    """What the model should write after the prompt's ">": the action, then the stop newline."""
    return f" {action}\n"


def turn_completion(turn: dict) -> str:
    """What a text turn trains on: a prompt task's completion as generated (a2rl.train.prompt_tasks),
    or an ALFWorld action with its stop newline."""
    return turn["completion"] if "completion" in turn else completion_of(turn["action"])


def turn_row(turn: dict) -> dict:
    """One text turn as one example: its prompt, what it trains on, and where the task lies in the prompt."""
    return {"prompt": turn["prompt"], "completion": turn_completion(turn), "task_span": turn.get("task_span")}


def chained(turns: list[dict]) -> bool:
    """Each turn's prompt is the one before it plus that turn's completion and what followed:
    no prompt was cut, so the episode is one sequence (episode_row)."""
    return all(b["prompt"].startswith(a["prompt"] + turn_completion(a)) for a, b in itertools.pairwise(turns))


def episode_row(turns: list[dict]) -> dict:
    """A whole game as one example: the first prompt, then every action and observation, with
    loss on the actions only (spans). Each step's prompt is the one before it plus its action
    and observation, so one sequence trains every step on the evaluator's full prompt: about a
    sixth of the tokens of one example per step. The turns must be chained."""
    first, last = turns[0]["prompt"], turns[-1]["prompt"]
    spans = []
    for t in turns:
        start = len(t["prompt"]) - len(first)
        spans.append([start, start + len(turn_completion(t))])
    return {
        "prompt": first,
        "completion": last[len(first) :] + turn_completion(turns[-1]),
        "spans": spans,
        "task_span": turns[0].get("task_span"),
    }


# --- token-exact turns ----------------------------------------------------------------------


def recorded(sample) -> dict:
    """A turn's token fields from the engine's a2rl.inference.Sample."""
    return {
        "prompt_ids": list(sample.prompt_ids),
        "completion_ids": list(sample.token_ids),
        "logprobs": list(sample.logprobs),
    }


def token_exact(turns: list[dict]) -> bool:
    return all("completion_ids" in t for t in turns)


def turn_ids_row(turn: dict) -> dict:
    """One token-exact turn as one example: the engine's ids, loss on every sampled id."""
    return {
        "prompt_ids": turn["prompt_ids"],
        "completion_ids": turn["completion_ids"],
        "mask": None,
        "logprobs": turn.get("logprobs"),
    }


def extends(a: dict, b: dict) -> bool:
    """Turn b's prompt ids are turn a's plus the ids sampled there, then what followed."""
    head = a["prompt_ids"] + a["completion_ids"]
    return b["prompt_ids"][: len(head)] == head


def chained_ids(turns: list[dict]) -> bool:
    """Each turn's prompt ids extend the turn before it: the engine read the episode as one growing
    sequence (no step dropped to fit its window, no sampled id written back as other ids), so it
    is one sequence of exactly those ids."""
    return all(extends(a, b) for a, b in itertools.pairwise(turns))


def chained_runs(turns: list[dict]) -> list[list[dict]]:
    """The episode cut where its ids stop chaining (an action the game's history writes back as
    other ids than the sampled ones: different spacing, a token spanning the stop newline): each
    run is one sequence of exactly the ids the engine read and sampled."""
    runs = [[turns[0]]] if turns else []
    for a, b in itertools.pairwise(turns):
        if extends(a, b):
            runs[-1].append(b)
        else:
            runs.append([b])
    return runs


def episode_ids_row(turns: list[dict]) -> dict:
    """A whole token-exact episode as one example (episode_row's counterpart on ids): the first
    prompt's ids, then everything the last turn read past them and what it sampled; loss, and the
    engine's log-probabilities, on the sampled ids only (the observations between are NaN: not sampled).
    The turns must be chained_ids."""
    first, last = turns[0]["prompt_ids"], turns[-1]["prompt_ids"]
    completion = last[len(first) :] + turns[-1]["completion_ids"]
    mask = [0.0] * len(completion)
    logprobs = [math.nan] * len(completion)
    for t in turns:
        start = len(t["prompt_ids"]) - len(first)
        for j, lp in enumerate(t.get("logprobs") or [math.nan] * len(t["completion_ids"])):
            mask[start + j], logprobs[start + j] = 1.0, lp
    return {"prompt_ids": first, "completion_ids": completion, "mask": mask, "logprobs": logprobs}
