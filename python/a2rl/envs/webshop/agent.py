"""The reference evaluator's agent loop for WebShop: prompt, action clean-up, rollout.

A policy maps chat prompts to completions. The evaluator drives a batch of episodes in lock
step (one generate call per step for all unfinished episodes); each episode is exactly the
reference's loop: at most max_steps actions, the last history_window (action, observation)
pairs in the prompt, success when the episode ends with reward >= 0.5.
"""

from __future__ import annotations

import traceback
from dataclasses import dataclass, field
from typing import Callable, Sequence

SYSTEM_MESSAGE = (
    "You are a helpful shopping assistant browsing an e-commerce website. "
    "Given a user instruction, current observation, and available actions, "
    "pick the best action to find and purchase a matching product. "
    "Output ONLY one action (e.g., 'search[red shoes]', 'click[buy now]') "
    "with NO extra text, NO explanation."
)
SUCCESS_THRESHOLD = 0.5


def format_available_actions(available: dict) -> str:
    lines = ["search[<your query>]"] if available.get("has_search_bar") else []
    lines += [f"click[{text}]" for text in available.get("clickables", [])]
    return "\n".join(f"  {line}" for line in lines)


def build_prompt(
    instruction: str,
    history: Sequence[tuple[str, str]],
    observation: str,
    available_actions: str = "",
    history_window: int = 5,
) -> str:
    prompt = f"""You are shopping on an e-commerce website. Find and purchase a product matching the user's instruction.

Instruction: {instruction}

Available actions:
{available_actions}

Rules:
- Output ONLY one action from the available actions list above.
- For search, use: search[your query]
- For clicking, use: click[exact text from the list]
- Do NOT output anything other than the action.

Now it's your turn:
"""
    recent = history[-history_window:] if len(history) > history_window else history
    offset = len(history) - len(recent)
    for i, (action, obs) in enumerate(recent):
        prompt += f"\nObservation {offset + i + 1}: {obs}\n"
        prompt += f"Action {offset + i + 1}: {action}\n"
    prompt += f"\nObservation {len(history) + 1}: {observation}\n"
    prompt += f"Action {len(history) + 1}:"
    return prompt


def normalize_action(text: str) -> str:
    """Strip whitespace and an 'Action:' prefix; the description's choose[...] means click[...]."""
    action = text.strip()
    if action.startswith("Action:"):
        action = action[7:].strip()
    if action.startswith("choose["):
        action = "click[" + action[7:]
    return action


@dataclass
class Episode:
    session: int
    env: object
    instruction: str = ""
    observation: str = ""
    history: list = field(default_factory=list)
    reward: float = 0.0
    steps: int = 0
    done: bool = False
    success: bool = False
    error: str | None = None
    finished: bool = False

    def record(self) -> dict:
        return {
            "session": self.session,
            "instruction": self.instruction,
            "reward": self.reward,
            "steps": self.steps,
            "done": self.done,
            "success": self.success,
            "error": self.error,
            "actions": [a for a, _ in self.history],
        }


def run_episodes(
    envs: Sequence,
    sessions: Sequence[int],
    policy: Callable[[list[list[dict]]], list[str]],
    max_steps: int = 50,
    history_window: int = 5,
) -> list[dict]:
    """Play one episode per (env, session) pair in lock step; returns one record per episode.

    `policy` gets a list of chat conversations ([system, user]) and returns one completion each.
    An exception inside an episode ends it as a failure (reward 0, no steps counted), as the
    reference does, and its message is kept in the record.
    """
    episodes = []
    for env, session in zip(envs, sessions, strict=True):
        ep = Episode(session, env)
        try:
            ep.observation, _ = env.reset(session=session)
            ep.instruction = env.get_instruction_text()
        except Exception as err:  # noqa: BLE001
            _fail(ep, err)
        episodes.append(ep)
    for step in range(1, max_steps + 1):
        active = [ep for ep in episodes if not ep.finished]
        if not active:
            break
        prompts = []
        for ep in active:
            try:
                avail = format_available_actions(ep.env.get_available_actions())
                user = build_prompt(ep.instruction, ep.history, ep.observation, avail, history_window)
                prompts.append([{"role": "system", "content": SYSTEM_MESSAGE}, {"role": "user", "content": user}])
            except Exception as err:  # noqa: BLE001
                _fail(ep, err)
        active = [ep for ep in active if not ep.finished]
        if not active:
            continue
        completions = policy(prompts)
        for ep, completion in zip(active, completions, strict=True):
            action = normalize_action(completion)
            try:
                ep.observation, reward, done, _ = ep.env.step(action)
            except Exception as err:  # noqa: BLE001
                _fail(ep, err)
                continue
            ep.history.append((action, ep.observation))
            if done:
                ep.reward, ep.steps, ep.done, ep.success, ep.finished = (
                    reward,
                    step,
                    True,
                    reward >= SUCCESS_THRESHOLD,
                    True,
                )
    for ep in episodes:
        if not ep.finished:  # no purchase within max_steps: reward 0, a failure
            ep.reward, ep.steps, ep.finished = 0.0, max_steps, True
    return [ep.record() for ep in episodes]


def _fail(ep: Episode, err: Exception) -> None:
    ep.error = f"{type(err).__name__}: {err}"
    ep.traceback = traceback.format_exc()  # pyright: ignore[reportAttributeAccessIssue]
    ep.reward, ep.steps, ep.success, ep.finished = 0.0, 0, False, True


def summarize(records: Sequence[dict]) -> tuple[float, dict]:
    """Score = 100 * successes / episodes; the reference's accuracy_summary fields."""
    total = len(records)
    successes = sum(1 for r in records if r["success"])
    total_reward = sum(r["reward"] for r in records)
    total_steps = sum(r["steps"] for r in records)
    rate = successes / total if total else 0.0
    return rate * 100, {
        "success_count": successes,
        "total_count": total,
        "success_rate": rate,
        "avg_reward": total_reward / total if total else 0.0,
        "avg_steps": total_steps / total if total else 0.0,
        "total_reward": total_reward,
    }
