"""ALFWorld for a2rl: games, the environment, and the ReAct episode loop.

One module for the evaluator (tasks/alfworld/eval.py) and for rollout/training jobs, so that
training sees exactly the prompts and observations that scoring uses. It needs only the
`alfworld` and `textworld` packages (no other a2rl module), so it can be copied and used alone.

Games
    find_games(root, task_types=(1..6)) -> sorted game.tw-pddl paths under `root`, selected as
        AlfredTWEnv.collect_game_files does (traj_data.json beside it, "solvable" true, no
        movable/sliced trajectories, task type in task_types).
    game_name(gamefile) -> "<task dir>/<trial dir>";  task_key(gamefile) -> "put" | "clean" |
        "heat" | "cool" | "examine" | "puttwo" | None (first matching prefix, as the reference).

Environment (the real TextWorld PDDL engine with ALFWorld's wrappers, as AlfredTWEnv.init_env
builds them: GenericEnvironment -> Limit -> AlfredDemangler -> AlfredInfos [-> AlfredExpert] -> Filter)
    env = AlfworldEnv(expert=False, max_episode_steps=50)
    obs, info = env.reset(gamefile)       # obs keeps TextWorld's welcome banner
    obs, won, done, info = env.step(action)
    info: {"won": bool, "admissible_commands": [str], "gamefile": str,
           "expert_action": str | None}   # expert_action only with expert=True: the hand-coded
                                          # expert's next command. It breaks ties with the global
                                          # `random`, so seed it; like ALFWorld's, it may fail on
                                          # some games (then expert_action is None or "look").
    done is true once won or after max_episode_steps steps (every step counts, "think:" too).

Observation processing (the reference's)
    strip_banner(obs) drops the text before the first blank line ("-= Welcome to TextWorld ... =-").
    process_ob(obs) drops a leading "You arrive at loc N. " (older ALFWorld feedback).
    A "think: ..." action is still sent to the engine (it answers "Nothing happens."), but the
    agent is shown "OK." instead.

ReAct episodes (ReAct's alfworld loop as AutoRL-Bench's evaluator runs it)
    prompts = load_react_prompts(path)    # ReAct's alfworld_3prompts.json (react_<key>_<i>)
    ep = ReactEpisode(env, gamefile, prompts, max_steps=50)
    ep.prompt                             # "Interact with a household to solve a task. Here are two
                                          # examples.\n" + react_<key>_1 + react_<key>_0 +
                                          # "\nHere is the task.\n" + first observation + "\n>"
                                          # + " <action>\n<observation>\n>" per step
    ep.act(completion)                    # strips the completion, steps the env
    ep.done, ep.won, ep.steps, ep.turns   # turns: [{"prompt", "action", "observation", "won"}]
    play(episodes, policy)                # policy(list of prompts) -> list of completions; runs
                                          # the episodes in lockstep (batched generation) until done
    ep.fit_prompt(count_tokens, budget)   # the prompt with the oldest steps dropped until
                                          # count_tokens(prompt) <= budget (context window)
    expert_episode(gamefile, prompts)     # a ReactEpisode driven by the hand-coded expert
                                          # (SFT warm-up data in the evaluation's format)

Generation settings of the reference: greedy, at most 100 new tokens, stop at "\n"
(GENERATION below). A completion is used as the action after .strip().
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Optional, Sequence

TASK_TYPES = {
    1: "pick_and_place_simple",
    2: "look_at_obj_in_light",
    3: "pick_clean_then_place_in_recep",
    4: "pick_heat_then_place_in_recep",
    5: "pick_cool_then_place_in_recep",
    6: "pick_two_obj_and_place",
}
# Game-name prefix -> ReAct prompt key, in the reference's matching order.
TASK_PREFIXES = (
    ("pick_and_place", "put"),
    ("pick_clean_then_place", "clean"),
    ("pick_heat_then_place", "heat"),
    ("pick_cool_then_place", "cool"),
    ("look_at_obj", "examine"),
    ("pick_two_obj", "puttwo"),
)
MAX_STEPS = 50
GENERATION = {"temperature": 0.0, "max_new_tokens": 100, "stop": ["\n"]}
PROMPT_HEADER = "Interact with a household to solve a task. Here are two examples.\n"
PROMPT_TASK = "\nHere is the task.\n"
THINK_OBSERVATION = "OK."

DEFAULT_PROMPTS_PATH = os.path.normpath(
    os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "tasks", "alfworld", "react_prompts.json"
    )
)


# --- games ---------------------------------------------------------------------------------


def game_name(gamefile: str) -> str:
    return "/".join(gamefile.split("/")[-3:-1])


def task_key(gamefile_or_name: str) -> Optional[str]:
    name = game_name(gamefile_or_name) if gamefile_or_name.endswith(".tw-pddl") else gamefile_or_name
    for prefix, key in TASK_PREFIXES:
        if name.startswith(prefix):
            return key
    return None


def find_games(root: str, task_types: Sequence[int] = tuple(TASK_TYPES)) -> list[str]:
    """Playable games under root, by AlfredTWEnv.collect_game_files' rules, sorted by path."""
    wanted = {TASK_TYPES[t] for t in task_types if t in TASK_TYPES}
    games = []
    for dirpath, _, files in os.walk(root):
        if "traj_data.json" not in files or "movable" in dirpath or "Sliced" in dirpath:
            continue
        gamefile = os.path.join(dirpath, "game.tw-pddl")
        if not os.path.exists(gamefile):
            continue
        with open(os.path.join(dirpath, "traj_data.json")) as f:
            if json.load(f).get("task_type") not in wanted:
                continue
        with open(gamefile) as f:
            if not json.load(f).get("solvable"):
                continue
        games.append(gamefile)
    return sorted(games)


# --- observations and prompts ------------------------------------------------------------


def strip_banner(obs: str) -> str:
    return "\n".join(obs.split("\n\n")[1:])


def process_ob(obs: str) -> str:
    if obs.startswith("You arrive at loc "):
        obs = obs[obs.find(". ") + 2 :]
    return obs


def shown_observation(action: str, obs: str) -> str:
    return THINK_OBSERVATION if action.startswith("think:") else process_ob(obs)


def load_react_prompts(path: str = DEFAULT_PROMPTS_PATH) -> dict[str, str]:
    with open(path) as f:
        prompts = json.load(f)
    missing = [f"react_{k}_{i}" for _, k in TASK_PREFIXES for i in (0, 1) if f"react_{k}_{i}" not in prompts]
    if missing:
        raise ValueError(f"{path} lacks the ReAct examples {', '.join(missing)}")
    return prompts


def react_prefix(prompts: dict[str, str], key: str) -> str:
    """Instruction and the two in-context examples of a task type (react_<key>_1 first)."""
    return PROMPT_HEADER + prompts[f"react_{key}_1"] + prompts[f"react_{key}_0"] + PROMPT_TASK


# --- environment -------------------------------------------------------------------------


def _expert_wrapper():
    from alfworld.agents.environment.alfred_tw_env import AlfredExpert

    class SafeExpert(AlfredExpert):
        """AlfredExpert whose failures (timeout, lost track after non-expert actions) mean
        "no advice" instead of an exception in the middle of an episode."""

        def _gather_infos(self):
            try:
                super()._gather_infos()
            except Exception:  # noqa: BLE001 - HandCodedAgentFailed is a NameError, timeout a bare Exception
                self.state["extra.expert_plan"] = []

    return SafeExpert(expert_type="handcoded")


class AlfworldEnv:
    def __init__(self, expert: bool = False, max_episode_steps: int = MAX_STEPS):
        import textworld
        from alfworld.agents.environment.alfred_tw_env import AlfredDemangler, AlfredInfos
        from textworld.envs.wrappers import Filter, GenericEnvironment, Limit

        extras = ["gamefile"] + (["expert_plan"] if expert else [])
        self.request_infos = textworld.EnvInfos(won=True, admissible_commands=True, extras=extras)
        # textworld's wrappers take any of its environments; its annotations name the base class only.
        env = Limit(GenericEnvironment(self.request_infos), max_episode_steps=max_episode_steps)  # pyright: ignore[reportArgumentType]
        env = AlfredInfos(AlfredDemangler(shuffle=False)(env))
        if expert:
            env = _expert_wrapper()(env)
        self._env = Filter(env)
        self.expert = expert
        self.gamefile: Optional[str] = None

    def _info(self, raw: Mapping[str, Any]) -> dict:
        plan = raw.get("extra.expert_plan") or []
        return {
            "won": bool(raw["won"]),
            "admissible_commands": list(raw["admissible_commands"]),
            "gamefile": self.gamefile,
            "expert_action": plan[0] if self.expert and plan else None,
        }

    def reset(self, gamefile: str) -> tuple[str, dict]:
        self.gamefile = gamefile
        self._env.load(gamefile)
        obs, raw = self._env.reset()
        return obs, self._info(raw)

    def step(self, action: str) -> tuple[str, bool, bool, dict]:
        obs, _, done, raw = self._env.step(action)  # pyright: ignore[reportAssignmentType]  (textworld's wrappers return four)
        info = self._info(raw)
        return obs, info["won"], bool(done), info

    def close(self) -> None:
        self._env.close()


# --- ReAct episodes ----------------------------------------------------------------------


@dataclass
class ReactEpisode:
    env: AlfworldEnv
    gamefile: str
    prompts: dict[str, str]
    max_steps: int = MAX_STEPS
    key: Optional[str] = field(init=False)
    prefix: str = field(init=False, default="")
    task: str = field(init=False, default="")
    history: list[str] = field(init=False, default_factory=list)
    turns: list[dict] = field(init=False, default_factory=list)
    won: bool = field(init=False, default=False)
    done: bool = field(init=False, default=False)
    info: dict = field(init=False, default_factory=dict)

    def __post_init__(self):
        obs, self.info = self.env.reset(self.gamefile)
        self.key = task_key(self.gamefile)
        if self.key is None:  # the reference skips (does not count) such games
            self.done = True
            return
        self.prefix = react_prefix(self.prompts, self.key)
        self.task = strip_banner(obs) + "\n>"

    @property
    def steps(self) -> int:
        return len(self.turns)

    @property
    def prompt(self) -> str:
        return self.prefix + self.task + "".join(self.history)

    def fit_prompt(self, count_tokens: Callable[[str], int], budget: int) -> str:
        """The prompt, dropping the oldest steps until it fits `budget` tokens (the examples and
        the task stay; the caller truncates further if even those do not fit)."""
        for start in range(len(self.history) + 1):
            text = self.prefix + self.task + "".join(self.history[start:])
            if count_tokens(text) <= budget:
                return text
        return self.prefix + self.task

    def act(self, completion: str) -> None:
        if self.done:
            raise RuntimeError("episode is over")
        action = completion.strip()
        prompt = self.prompt
        obs, won, done, self.info = self.env.step(action)
        observation = shown_observation(action, obs)
        self.history.append(f" {action}\n{observation}\n>")
        # where the game's first observation and task lie in the prompt, so a trainer that must
        # cut the prompt can keep them (and the newest steps) rather than the examples' tail
        task_span = [len(self.prefix), len(self.prefix) + len(self.task)]
        self.turns.append(
            {"prompt": prompt, "action": action, "observation": observation, "won": won, "task_span": task_span}
        )
        self.won = won
        self.done = done or self.steps >= self.max_steps

    def result(self) -> dict:
        return {
            "game": game_name(self.gamefile),
            "task": self.key,
            "won": self.won and self.done,
            "steps": self.steps,
            "actions": [t["action"] for t in self.turns],
        }


def play(
    episodes: Sequence[ReactEpisode],
    policy: Callable[[list[str]], list[str]],
    prompt_of: Callable[[ReactEpisode], str] = lambda ep: ep.prompt,
) -> None:
    """Run episodes in lockstep: one batched policy call per step over the unfinished ones."""
    while True:
        live = [ep for ep in episodes if not ep.done]
        if not live:
            return
        completions = policy([prompt_of(ep) for ep in live])
        if len(completions) != len(live):
            raise ValueError(f"policy returned {len(completions)} completions for {len(live)} prompts")
        for ep, completion in zip(live, completions, strict=True):
            ep.act(completion)


def expert_episode(
    gamefile: str, prompts: dict[str, str], max_steps: int = MAX_STEPS, env: Optional[AlfworldEnv] = None
) -> ReactEpisode:
    """Play a game with the hand-coded expert through the ReAct episode (no thoughts)."""
    env = env or AlfworldEnv(expert=True, max_episode_steps=max_steps)
    if not env.expert:
        raise ValueError("expert_episode needs AlfworldEnv(expert=True)")
    ep = ReactEpisode(env, gamefile, prompts, max_steps)
    while not ep.done:
        action = ep.info.get("expert_action")
        if not action:
            break
        ep.act(action)
    return ep
