"""Episode rewards per task, by name (the GRPO route's `reward` setting).

A reward maps a finished episode ({"won", "steps", "max_steps", "turns": [{"action",
"admissible", "expert_action"}]}; a prompt task's also has "answer") to a float; GRPO only uses
differences within a group of episodes on the same game or prompt.
"""

from __future__ import annotations

from typing import Callable


def alfworld_success(ep: dict) -> float:
    """ALFWorld's score itself: 1 for a won game, 0 otherwise."""
    return 1.0 if ep["won"] else 0.0


def alfworld_efficient(ep: dict) -> float:
    """A win is worth 1 minus up to 0.5 for the steps it took: among winners, shorter is better."""
    return (1.0 - 0.5 * ep["steps"] / max(1, ep["max_steps"])) if ep["won"] else 0.0


def alfworld_shaped(ep: dict) -> float:
    """1 for a win; otherwise partial credit a small policy can earn (so a GRPO group of losses
    still differs): 0.2 x the share of its actions the game accepted (admissible commands) plus
    0.3 x the share that matched the hand-coded expert's next action, where the rollout had the
    expert's advice. Stays below any win."""
    if ep["won"]:
        return 1.0
    turns = ep.get("turns") or []
    if not turns:
        return 0.0
    valid = sum(bool(t.get("admissible")) for t in turns) / len(turns)
    advised = [t for t in turns if t.get("expert_action")]
    agree = sum(t["action"] == t["expert_action"] for t in advised) / len(advised) if advised else 0.0
    return 0.2 * valid + 0.3 * agree


def final_number(ep: dict) -> float:
    """A prompt task's score of its one completion (GSM8K's rule, as arith's evaluator applies it):
    1 when the last number before any 'Question:' equals the answer after '#### ', else 0."""
    from a2rl.extract import gsm8k_postprocess, gsm8k_reference, is_equal

    return 1.0 if is_equal(gsm8k_postprocess(ep["turns"][0]["action"]), gsm8k_reference(ep["answer"])) else 0.0


REWARDS: dict[str, Callable[[dict], float]] = {
    "alfworld_success": alfworld_success,
    "alfworld_efficient": alfworld_efficient,
    "alfworld_shaped": alfworld_shaped,
    "final_number": final_number,
}

# Rewards that need the hand-coded expert's advice recorded with each turn.
NEEDS_EXPERT = {"alfworld_shaped"}


def get_reward(name: str) -> Callable[[dict], float]:
    if name not in REWARDS:
        raise ValueError(f"unknown reward {name!r}; known: {', '.join(sorted(REWARDS))}")
    return REWARDS[name]
