"""Episode rewards per task, by name (the GRPO route's `reward` setting).

A reward maps a finished episode ({"won", "steps", "max_steps", ...}) to a float; GRPO only
uses differences within a group of episodes on the same game.
"""

from __future__ import annotations

from typing import Callable


def alfworld_success(ep: dict) -> float:
    """ALFWorld's score itself: 1 for a won game, 0 otherwise."""
    return 1.0 if ep["won"] else 0.0


def alfworld_efficient(ep: dict) -> float:
    """A win is worth 1 minus up to 0.5 for the steps it took: among winners, shorter is better."""
    return (1.0 - 0.5 * ep["steps"] / max(1, ep["max_steps"])) if ep["won"] else 0.0


REWARDS: dict[str, Callable[[dict], float]] = {
    "alfworld_success": alfworld_success,
    "alfworld_efficient": alfworld_efficient,
}


def get_reward(name: str) -> Callable[[dict], float]:
    if name not in REWARDS:
        raise ValueError(f"unknown reward {name!r}; known: {', '.join(sorted(REWARDS))}")
    return REWARDS[name]
