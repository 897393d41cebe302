"""Generate ALFWorld games offline from what the PyPI `alfworld` package ships.

ALFWorld's own games (json_2.1.1: traj_data.json + initial_state.pddl + game.tw-pddl) are
downloaded from GitHub by `alfworld-download`. Where that is unreachable, this module builds
games of the same shape from the package's scene layouts (alfworld/gen/layouts: the receptacles
of each AI2-THOR floor plan with their interaction points, and the object types present), its
object/receptacle affordances (alfworld/gen/constants.py), its PDDL goal library
(alfworld/gen/goal_library.py), the PDDL domain and the text grammar (alfworld/data). A game is
then made exactly as `alfworld-generate` makes one from ALFRED data: the templated goal is
written into the grammar, and the hand-coded expert must solve the game in the real TextWorld
engine (its walkthrough is stored; unsolvable games are discarded).

    write_game(spec, out_root, split) -> path of game.tw-pddl, or None when unsolvable

Layout on disk, as alfworld-download lays it out:
    <out_root>/json_2.1.1/<split>/<task_type>-<Obj>-None-<Parent|Toggle>-<scene>/trial_a2rl_<seed>/
        traj_data.json  initial_state.pddl  game.tw-pddl

What differs from real ALFRED-derived games: object instances are placed at random in
receptacles that can hold them (not where AI2-THOR physics put them), a few receptacle types
that the layouts do not list (stove burners, coffee machine, toaster, ...) get synthetic
positions, there are no object-to-object distances, and each receptacle has its own location, ids are
short ("Apple|2" instead of AI2-THOR's coordinates) and at most 10 distractor object types are
placed, which keeps a game file near 40 KB.
"""

from __future__ import annotations

import json
import os
import random
from dataclasses import dataclass
from typing import Optional

import numpy as np

TASK_TYPES = {
    1: "pick_and_place_simple",
    2: "look_at_obj_in_light",
    3: "pick_clean_then_place_in_recep",
    4: "pick_heat_then_place_in_recep",
    5: "pick_cool_then_place_in_recep",
    6: "pick_two_obj_and_place",
}

# Scene ranges per room type (alfworld/gen/constants.py SCENE_TYPE) and the room types each task
# type is generated in (constants.GOALS_VALID).
ROOMS = {
    "Kitchen": range(1, 31),
    "LivingRoom": range(201, 231),
    "Bedroom": range(301, 331),
    "Bathroom": range(401, 431),
}
# ALFRED's valid_unseen floor plans: rooms never seen in training.
UNSEEN_SCENES = (10, 219, 308, 424)

# Receptacle types that the layouts' openable files do not list, added when the scene has them.
SYNTHETIC_RECEPTACLES = {
    "StoveBurner": 4,
    "CoffeeMachine": 1,
    "Toaster": 1,
    "GarbageCan": 1,
    "HandTowelHolder": 1,
    "TowelHolder": 1,
    "ToiletPaperHanger": 1,
    "LaundryHamper": 1,
    "Microwave": 1,
    "Fridge": 1,
}
MAX_DISTRACTOR_TYPES = 10  # object types besides the target, to keep games (and fixtures) small
LAMP_HOLDERS = ("Desk", "SideTable", "Dresser", "Shelf")
PARENT_EXCLUDED = {  # the appliance of a task is not its destination
    "pick_clean_then_place_in_recep": {"SinkBasin", "BathtubBasin"},
    "pick_heat_then_place_in_recep": {"Microwave"},
    "pick_cool_then_place_in_recep": {"Fridge"},
}
APPLIANCE = {
    "pick_clean_then_place_in_recep": "SinkBasin",
    "pick_heat_then_place_in_recep": "Microwave",
    "pick_cool_then_place_in_recep": "Fridge",
}
AFFORDANCE = {
    "pick_clean_then_place_in_recep": "Cleanable",
    "pick_heat_then_place_in_recep": "Heatable",
    "pick_cool_then_place_in_recep": "Coolable",
}


def _constants():
    import alfworld.gen.constants as constants

    return constants


def layouts_dir() -> str:
    import alfworld.gen

    return os.path.join(os.path.dirname(alfworld.gen.__file__), "layouts")


def room_of(scene: int) -> str:
    return next(room for room, nums in ROOMS.items() if scene in nums)


def mangle(name: str) -> str:
    """PDDL-safe identifier, as ALFRED writes them (PlannedGameState.fix_pddl_str_chars)."""
    for a, b in (("-", "_minus_"), ("#", "-"), ("|", "_bar_"), ("+", "_plus_"), (".", "_dot_"), (",", "_comma_")):
        name = name.replace(a, b)
    return name


@dataclass
class Receptacle:
    id: str
    type: str
    loc: str


@dataclass
class Obj:
    id: str
    type: str
    parent: Receptacle


@dataclass
class GameSpec:
    scene: int
    task_type: str
    object_target: str
    parent_target: str  # "" for look_at_obj_in_light
    toggle_target: str  # "" except for look_at_obj_in_light
    seed: int

    @property
    def name(self) -> str:
        last = self.toggle_target if self.task_type == "look_at_obj_in_light" else self.parent_target
        return f"{self.task_type}-{self.object_target}-None-{last}-{self.scene}"


def load_scene(scene: int, rng: random.Random) -> tuple[list[Receptacle], list[str], str]:
    """Receptacles (with unique locations), object types present, and the agent's start location."""
    c = _constants()
    base = os.path.join(layouts_dir(), f"FloorPlan{scene}")
    with open(base + "-openable.json") as f:
        points = json.load(f)
    with open(base + "-objects.json") as f:
        present = json.load(f)
    grid = np.load(base + "-layout.npy")
    static = c.RECEPTACLES - c.MOVABLE_RECEPTACLES_SET
    used_locs: set[str] = set()

    def location(x: float, z: float, rot: int, horizon: int) -> str:
        loc = f"loc|{int(round(x / c.AGENT_STEP_SIZE))}|{int(round(z / c.AGENT_STEP_SIZE))}|{rot}|{horizon}"
        while loc in used_locs:  # one receptacle per location: "go to" always moves somewhere
            horizon += 15
            loc = f"loc|{int(round(x / c.AGENT_STEP_SIZE))}|{int(round(z / c.AGENT_STEP_SIZE))}|{rot}|{horizon}"
        used_locs.add(loc)
        return loc

    receptacles: list[Receptacle] = []

    def add(rtype: str, loc: str) -> None:
        # Short ids ("Cabinet|3", "Sink|1|SinkBasin"): AlfredDemangler only needs "<Class>|..." and a
        # trailing "...Basin" for basins; real ALFRED ids carry coordinates instead of a counter.
        k = sum(r.type == rtype for r in receptacles) + 1
        rid = f"{rtype[:-5]}|{k}|{rtype}" if rtype.endswith("Basin") else f"{rtype}|{k}"
        receptacles.append(Receptacle(rid, rtype, loc))

    for rid, (x, z, rot, horizon) in sorted(points.items()):
        parts = rid.split("|")
        rtype = parts[-1] if parts[-1] in ("SinkBasin", "BathtubBasin") else parts[0]
        if rtype in static:
            add(rtype, location(x, z, int(rot) // 90, int(horizon)))
    have = {r.type for r in receptacles}
    for rtype, count in SYNTHETIC_RECEPTACLES.items():
        if rtype in present and rtype not in have:
            for _ in range(count):
                x, z = grid[rng.randrange(len(grid))]
                add(rtype, location(x, z, rng.randrange(4), 30))
    x, z = grid[rng.randrange(len(grid))]
    start = location(x, z, rng.randrange(4), 30)
    return receptacles, present, start


def pickupable_types() -> set[str]:
    c = _constants()
    placeable = set().union(*c.VAL_RECEPTACLE_OBJECTS.values())
    return {o for o in c.OBJECTS if o in placeable}


def _holders(obj_type: str, receptacles: list[Receptacle]) -> list[Receptacle]:
    c = _constants()
    return [r for r in receptacles if obj_type in c.VAL_RECEPTACLE_OBJECTS.get(r.type, ())]


def candidate_specs(scene: int, task_type: str, rng: random.Random) -> list[GameSpec]:
    """Every (object, parent/toggle) pair this scene supports for this task type."""
    c = _constants()
    if room_of(scene) not in c.GOALS_VALID[task_type]:
        return []
    receptacles, present, _ = load_scene(scene, random.Random(0))
    rtypes = {r.type for r in receptacles}
    objects = sorted(pickupable_types() & set(present))
    if task_type == "look_at_obj_in_light":
        if "DeskLamp" not in present or not any(t in rtypes for t in LAMP_HOLDERS):
            return []
        return [GameSpec(scene, task_type, o, "", "DeskLamp", 0) for o in objects if _holders(o, receptacles)]
    appliance = APPLIANCE.get(task_type)
    if appliance and appliance not in rtypes:
        return []
    specs = []
    for o in objects:
        if task_type in AFFORDANCE and o not in c.VAL_ACTION_OBJECTS[AFFORDANCE[task_type]]:
            continue
        parents = {r.type for r in _holders(o, receptacles)} - PARENT_EXCLUDED.get(task_type, set())
        # the object must also fit somewhere that is not a parent, or the goal could hold at start
        others = {r.type for r in _holders(o, receptacles)} - parents
        for p in sorted(parents):
            if others or len(parents) > 1:
                specs.append(GameSpec(scene, task_type, o, p, "", 0))
    return specs


def build_problem(spec: GameSpec) -> tuple[str, dict]:
    """The PDDL problem (initial_state.pddl) and traj_data.json of a game."""
    c = _constants()
    import alfworld.gen.goal_library as glib

    rng = random.Random(spec.seed)
    receptacles, present, start = load_scene(spec.scene, rng)
    pick = pickupable_types()
    types = sorted(t for t in present if t in pick and t != spec.object_target)
    types = sorted(rng.sample(types, min(MAX_DISTRACTOR_TYPES, len(types))) + [spec.object_target])
    objects: list[Obj] = []

    def place(obj_type: str, allowed: list[Receptacle]) -> None:
        parent = rng.choice(allowed)
        k = sum(o.type == obj_type for o in objects) + 1
        objects.append(Obj(f"{obj_type}|{k}", obj_type, parent))

    for t in types:
        holders = _holders(t, receptacles)
        if not holders:
            continue
        if t == spec.object_target:
            # no instance starts where the goal wants it
            holders = [r for r in holders if r.type != spec.parent_target] or holders
            count = rng.randint(2, 3) if spec.task_type == "pick_two_obj_and_place" else rng.randint(1, 3)
        else:
            count = rng.randint(1, 2)
        for _ in range(count):
            place(t, holders)
    if spec.toggle_target:
        lamp_holders = [r for r in receptacles if r.type in LAMP_HOLDERS]
        place(spec.toggle_target, lamp_holders)

    decl = ["agent1 # agent"]
    decl += [f"{t}Type # otype" for t in sorted({o.type for o in objects})]
    decl += [f"{t}Type # rtype" for t in sorted({r.type for r in receptacles})]
    decl += [f"{o.id} # object" for o in objects]
    decl += [f"{r.id} # receptacle" for r in receptacles]
    decl += [f"{loc} # location" for loc in sorted({r.loc for r in receptacles} | {start})]

    init = [f"(atLocation agent1 {start})"]
    rtypes = sorted({r.type for r in receptacles})
    otypes = sorted({o.type for o in objects})
    init += [
        f"(canContain {rt}Type {ot}Type)"
        for rt in rtypes
        for ot in otypes
        if ot in c.VAL_RECEPTACLE_OBJECTS.get(rt, ())
    ]
    for r in receptacles:
        init += [f"(receptacleType {r.id} {r.type}Type)", f"(receptacleAtLocation {r.id} {r.loc})"]
        if r.type in c.OPENABLE_CLASS_SET:
            init.append(f"(openable {r.id})")
    for o in objects:
        init += [
            f"(objectType {o.id} {o.type}Type)",
            f"(inReceptacle {o.id} {o.parent.id})",
            f"(objectAtLocation {o.id} {o.parent.loc})",
        ]
        if o.type in pick and o.type not in c.VAL_ACTION_OBJECTS["Toggleable"]:
            init.append(f"(pickupable {o.id})")
        if o.type in c.MOVABLE_RECEPTACLES_SET:
            init.append(f"(isReceptacleObject {o.id})")
        for affordance, pred in (
            ("Cleanable", "cleanable"),
            ("Heatable", "heatable"),
            ("Coolable", "coolable"),
            ("Sliceable", "sliceable"),
        ):
            if o.type in c.VAL_ACTION_OBJECTS[affordance]:
                init.append(f"({pred} {o.id})")
        if o.type == spec.toggle_target:
            init.append(f"(toggleable {o.id})")
        if o.type == spec.object_target and o.parent.type == "Fridge":
            init.append(f"(isCool {o.id})")  # ALFRED marks target objects found in a fridge as cool

    goal = glib.gdict[spec.task_type]["pddl"].format(
        obj=spec.object_target, recep=spec.parent_target, toggle=spec.toggle_target, mrecep=""
    )
    ind = "\n        "
    problem = (
        f"\n(define (problem plan_a2rl_{spec.scene}_{spec.seed})\n    (:domain alfred)\n    (:objects{ind}"
        + ind.join(decl)
        + "\n        )\n\n    (:init"
        + ind
        + ind.join(init)
        + "\n        )\n"
        + goal
    )
    problem = mangle(problem)
    traj_data = {
        "task_type": spec.task_type,
        "task_id": f"trial_a2rl_{spec.seed:06d}",
        "pddl_params": {
            "object_target": spec.object_target,
            "parent_target": spec.parent_target,
            "toggle_target": spec.toggle_target,
            "mrecep_target": "",
            "object_sliced": False,
        },
        "scene": {"floor_plan": f"FloorPlan{spec.scene}", "scene_num": spec.scene, "random_seed": spec.seed},
        "turk_annotations": {"anns": []},
        "generator": "a2rl.envs.alfworld_gen (from the alfworld package's layouts, not from ALFRED)",
    }
    return problem, traj_data


def solve_with_expert(gamefile: str, seed: int, max_steps: int = 200) -> tuple[Optional[list[str]], Optional[str]]:
    """Play a game with ALFWorld's hand-coded expert (as alfworld-generate does): its walkthrough.

    The expert gives up after 200 steps on its own; `max_steps` gives up sooner."""
    import textworld
    from alfworld.agents.environment.alfred_tw_env import AlfredDemangler, AlfredExpert, AlfredInfos
    from textworld.envs import PddlEnv

    random.seed(seed)  # the expert breaks ties with the global random module
    env = AlfredExpert(
        AlfredInfos(
            AlfredDemangler(
                PddlEnv(textworld.EnvInfos(admissible_commands=True, won=True, extras=["gamefile"])), shuffle=False
            )
        ),
        expert_type="handcoded",
    )
    try:
        env.load(gamefile)
        state = env.reset()
        trajectory: list[str] = []
        done = False
        while not done:
            if len(trajectory) >= max_steps:
                return None, f"not won within {max_steps} steps"
            command = state["extra.expert_plan"][0]
            state, _, done = env.step(command)
            trajectory.append(command)
        return trajectory, None
    except Exception as err:  # noqa: BLE001 - the expert signals failure by raising
        return None, f"{type(err).__name__}: {err}"
    finally:
        env.close()


def write_game(spec: GameSpec, out_root: str, split: str, max_walkthrough: int = 40) -> Optional[str]:
    """Write one game; returns its game.tw-pddl path, or None (and no files) when unsolvable."""
    import shutil

    from alfworld.agents.utils.misc import add_task_to_grammar
    from alfworld.info import ALFRED_PDDL_PATH, ALFRED_TWL2_PATH

    problem, traj_data = build_problem(spec)
    game_dir = os.path.join(out_root, "json_2.1.1", split, spec.name, traj_data["task_id"])
    os.makedirs(game_dir, exist_ok=True)
    random.seed(spec.seed)  # add_task_to_grammar picks a goal template with the global random module
    with open(ALFRED_PDDL_PATH) as f:
        domain = f.read()
    with open(ALFRED_TWL2_PATH) as f:
        grammar = add_task_to_grammar(f.read(), traj_data)
    with open(os.path.join(game_dir, "traj_data.json"), "w") as f:  # the expert reads its goal there
        json.dump(traj_data, f, indent=1)
    gamefile = os.path.join(game_dir, "game.tw-pddl")
    game = {"pddl_domain": domain, "grammar": grammar, "pddl_problem": problem, "solvable": None, "walkthrough": None}
    with open(gamefile, "w") as f:
        json.dump(game, f)
    walkthrough, _ = solve_with_expert(gamefile, spec.seed, max_steps=max_walkthrough)
    if walkthrough is None or len(walkthrough) > max_walkthrough:
        shutil.rmtree(os.path.dirname(game_dir) if len(os.listdir(os.path.dirname(game_dir))) == 1 else game_dir)
        return None
    game.update(solvable=True, walkthrough=walkthrough)
    with open(gamefile, "w") as f:
        json.dump(game, f)
    with open(os.path.join(game_dir, "initial_state.pddl"), "w") as f:
        f.write(problem)
    return gamefile
