"""a2rl.envs.alfworld and the committed generated games, in the real TextWorld engine."""

import json
import os
import random
from collections import Counter

import pytest

from a2rl.envs import alfworld as aw
from a2rl.envs import alfworld_gen as gen
from a2rl.testing import task_module

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GAMES = os.path.join(ROOT, "tasks", "alfworld", "games", "json_2.1.1")
TRAIN = aw.find_games(os.path.join(GAMES, "train"))
HELDOUT = aw.find_games(os.path.join(GAMES, "valid_unseen"))
SMALL = os.path.join(ROOT, "tasks", "alfworld", "games-small", "json_2.1.1")
SMALL_TRAIN = aw.find_games(os.path.join(SMALL, "train"))
SMALL_VALID = aw.find_games(os.path.join(SMALL, "valid"))
SMALL_HELDOUT = aw.find_games(os.path.join(SMALL, "valid_unseen"))


@pytest.fixture(scope="module")
def prompts():
    return aw.load_react_prompts()


@pytest.fixture(scope="module")
def env():
    e = aw.AlfworldEnv(expert=True)
    yield e
    e.close()


def walkthrough(gamefile):
    with open(gamefile) as f:
        return json.load(f)["walkthrough"]


# --- pure functions ----------------------------------------------------------------------


def test_banner_is_stripped():
    ob = "-= Welcome to TextWorld, ALFRED! =-\n\nYou are in the middle of a room.\n\nYour task is to: put a mug in shelf."
    assert aw.strip_banner(ob) == "You are in the middle of a room.\nYour task is to: put a mug in shelf."


def test_arrive_at_loc_prefix_is_stripped_and_other_feedback_kept():
    assert (
        aw.process_ob("You arrive at loc 12. On the cabinet 1, you see a mug 2.")
        == "On the cabinet 1, you see a mug 2."
    )
    assert (
        aw.process_ob("You arrive at cabinet 1. On the cabinet 1, you see nothing.")
        == "You arrive at cabinet 1. On the cabinet 1, you see nothing."
    )
    assert aw.shown_observation("think: where is it?", "Nothing happens.") == "OK."
    assert (
        aw.shown_observation("go to cabinet 1", "You arrive at loc 3. The cabinet 1 is closed.")
        == "The cabinet 1 is closed."
    )


@pytest.mark.parametrize(
    "name,key",
    [
        ("pick_and_place_simple-Mug-None-Desk-308/trial_T1", "put"),
        ("pick_clean_then_place_in_recep-Apple-None-Fridge-10/trial_T1", "clean"),
        ("pick_heat_then_place_in_recep-Egg-None-DiningTable-4/trial_T1", "heat"),
        ("pick_cool_then_place_in_recep-Mug-None-Shelf-1/trial_T1", "cool"),
        ("look_at_obj_in_light-Bowl-None-DeskLamp-301/trial_T1", "examine"),
        ("pick_two_obj_and_place-CellPhone-None-Sofa-201/trial_T1", "puttwo"),
        (
            "pick_and_place_with_movable_recep-Apple-Bowl-Fridge-1/trial_T1",
            "put",
        ),  # first prefix wins, as in the reference
        ("slice_and_serve-Bread-None-Plate-1/trial_T1", None),
    ],
)
def test_task_type_by_prefix(name, key):
    assert aw.task_key(name) == key
    assert aw.task_key(f"/data/json_2.1.1/valid_unseen/{name}/game.tw-pddl") == key


def test_react_prompt_uses_example_1_then_0(prompts):
    prefix = aw.react_prefix(prompts, "cool")
    assert prefix == (
        "Interact with a household to solve a task. Here are two examples.\n"
        + prompts["react_cool_1"]
        + prompts["react_cool_0"]
        + "\nHere is the task.\n"
    )
    assert prompts["react_cool_1"].startswith("You are in the middle of a room.")


# --- committed games ---------------------------------------------------------------------


def scene(gamefile: str) -> int:
    return int(aw.game_name(gamefile).split("/")[0].rsplit("-", 1)[1])


def test_committed_games_cover_every_task_type_in_both_splits_and_rooms_do_not_overlap():
    for games in (TRAIN, HELDOUT):
        assert Counter(aw.task_key(g) for g in games).keys() == {"put", "clean", "heat", "cool", "examine", "puttwo"}
    assert {scene(g) for g in HELDOUT} <= set(gen.UNSEEN_SCENES)
    assert not {scene(g) for g in TRAIN} & {scene(g) for g in HELDOUT}


def test_the_small_set_is_pick_and_place_in_small_rooms_with_short_solutions_and_unseen_heldout_rooms():
    generate = task_module("alfworld", "generate_games")
    every = SMALL_TRAIN + SMALL_VALID + SMALL_HELDOUT
    assert (len(SMALL_TRAIN), len(SMALL_VALID), len(SMALL_HELDOUT)) == (120, 36, 96)
    assert {aw.task_key(g) for g in every} == {"put"}
    assert all(len(walkthrough(g)) <= 8 for g in every)
    # validation and held-out: the partition's floor plans, the same number of games on each
    assert Counter(scene(g) for g in SMALL_HELDOUT) == dict.fromkeys(generate.SMALL_HELDOUT_SCENES, 8)
    assert Counter(scene(g) for g in SMALL_VALID) == dict.fromkeys(generate.SMALL_VALID_SCENES, 6)
    train_scenes = {scene(g) for g in SMALL_TRAIN}
    assert not train_scenes & (set(gen.UNSEEN_SCENES) | {scene(g) for g in SMALL_VALID + SMALL_HELDOUT})
    assert all(len(gen.load_scene(s, random.Random(0))[0]) <= 14 for s in {scene(g) for g in every})
    # living rooms, bedrooms and bathrooms alike in both evaluation splits
    for games in (SMALL_VALID, SMALL_HELDOUT):
        rooms = Counter(gen.room_of(scene(g)) for g in games)
        assert set(rooms) == {"LivingRoom", "Bedroom", "Bathroom"} and len(set(rooms.values())) == 1


def test_find_games_selects_what_alfredtwenv_selects():
    from alfworld.agents.environment.alfred_tw_env import AlfredTWEnv

    config = {
        "env": {"goal_desc_human_anns_prob": 0.0, "task_types": [1, 2, 3, 4, 5, 6]},
        "dataset": {"eval_ood_data_path": os.path.join(GAMES, "valid_unseen"), "num_eval_games": -1},
    }
    assert sorted(AlfredTWEnv(config, train_eval="eval_out_of_distribution").game_files) == HELDOUT
    assert aw.find_games(os.path.join(GAMES, "train"), task_types=[2]) == [
        g for g in TRAIN if aw.task_key(g) == "examine"
    ]


def first_per_floor_plan(games: list[str]) -> list[str]:
    return [g for i, g in enumerate(games) if scene(g) not in {scene(h) for h in games[:i]}]


# The small set's evaluation splits: one game per floor plan (generation already had the expert win each).
@pytest.mark.parametrize(
    "gamefile",
    TRAIN + HELDOUT + first_per_floor_plan(SMALL_VALID + SMALL_HELDOUT),
    ids=lambda g: aw.game_name(g).split("/")[0],
)
def test_the_hand_coded_expert_wins_every_committed_game(gamefile, prompts, env):
    with open(os.path.join(os.path.dirname(gamefile), "traj_data.json")) as f:
        random.seed(json.load(f)["scene"]["random_seed"])  # the expert breaks ties at random
    ep = aw.expert_episode(gamefile, prompts, env=env)
    assert ep.won and ep.done and ep.result()["won"] is True
    assert ep.result()["actions"] == walkthrough(gamefile)  # the same play as at generation


# --- episodes ----------------------------------------------------------------------------


def test_walkthrough_with_thoughts_wins_and_prompt_grows_as_the_reference(prompts):
    env = aw.AlfworldEnv()
    game = HELDOUT[0]
    ep = aw.ReactEpisode(env, game, prompts)
    first = ep.prompt
    assert first.startswith(aw.react_prefix(prompts, aw.task_key(game)))
    assert first.endswith("\n>") and "Welcome to TextWorld" not in first and "Your task is to: " in first
    actions = ["think: I should look around first."] + walkthrough(game)
    aw.play([ep], lambda ps: [f" {actions[ep.steps]}  "])  # completions are stripped
    assert ep.won and ep.done and ep.steps == len(actions)
    span = [len(ep.prefix), len(ep.prefix) + len(ep.task)]  # where the room and task lie
    assert ep.turns[0] == {"prompt": first, "action": actions[0], "observation": "OK.", "won": False, "task_span": span}
    assert first[span[0] :].startswith("You are in the middle of a room") and first[: span[1]].endswith("\n>")
    assert ep.prompt == first + "".join(f" {t['action']}\n{t['observation']}\n>" for t in ep.turns)
    env.close()


def test_think_uses_a_step_and_changes_nothing(prompts):
    env = aw.AlfworldEnv()
    ep = aw.ReactEpisode(env, TRAIN[0], prompts)
    before = ep.info["admissible_commands"]
    ep.act("think: first I need to find the object.")
    assert ep.turns[-1]["observation"] == "OK." and ep.steps == 1
    assert ep.info["admissible_commands"] == before and not ep.won
    env.close()


def test_step_limit_ends_a_game_as_a_loss(prompts):
    env = aw.AlfworldEnv(max_episode_steps=4)
    ep = aw.ReactEpisode(env, TRAIN[0], prompts, max_steps=4)
    aw.play([ep], lambda ps: ["go to nowhere"] * len(ps))
    assert ep.done and not ep.won and ep.steps == 4
    assert {t["observation"] for t in ep.turns} == {"Nothing happens."}
    with pytest.raises(RuntimeError):
        ep.act("look")
    env.close()


def test_play_runs_episodes_in_lockstep_with_batched_calls(prompts):
    envs = [aw.AlfworldEnv(), aw.AlfworldEnv()]
    eps = [
        aw.ReactEpisode(envs[0], TRAIN[0], prompts, max_steps=2),
        aw.ReactEpisode(envs[1], TRAIN[1], prompts, max_steps=3),
    ]
    sizes = []
    aw.play(eps, lambda ps: sizes.append(len(ps)) or ["look"] * len(ps))
    assert sizes == [2, 2, 1] and [e.steps for e in eps] == [2, 3]
    for e in envs:
        e.close()


def test_fit_prompt_drops_the_oldest_steps_first(prompts):
    env = aw.AlfworldEnv()
    ep = aw.ReactEpisode(env, TRAIN[0], prompts)
    for action in ["look", "inventory", "look"]:
        ep.act(action)
    words = lambda text: len(text.split())  # noqa: E731
    full = ep.prompt
    assert ep.fit_prompt(words, words(full)) == full
    one_less = ep.prefix + ep.task + "".join(ep.history[1:])
    assert ep.fit_prompt(words, words(full) - 1) == one_less
    assert ep.fit_prompt(words, 1) == ep.prefix + ep.task
    env.close()


def test_expert_advice_is_admissible_and_absent_without_expert(env):
    obs, info = env.reset(TRAIN[0])
    assert obs.startswith("-= Welcome to TextWorld, ALFRED! =-") and info["expert_action"] == "look"
    obs, won, done, info = env.step("look")
    assert info["expert_action"] in info["admissible_commands"]
    plain = aw.AlfworldEnv()
    assert plain.reset(TRAIN[0])[1]["expert_action"] is None
    plain.close()


# --- generation --------------------------------------------------------------------------


def test_generated_game_is_deterministic_loads_and_is_won_by_its_walkthrough(tmp_path, prompts):
    spec = gen.candidate_specs(24, "pick_heat_then_place_in_recep", random.Random(0))[0]
    spec.seed = 123
    assert gen.build_problem(spec) == gen.build_problem(spec)
    gamefile = gen.write_game(spec, str(tmp_path), "train")
    assert gamefile and aw.find_games(str(tmp_path)) == [gamefile]
    with open(gamefile) as f:
        game = json.load(f)
    assert game["solvable"] is True and "UNKNOWN GOAL" not in game["grammar"]
    env = aw.AlfworldEnv()
    ep = aw.ReactEpisode(env, gamefile, prompts)
    assert "Your task is to: " in ep.task and ("heat" in ep.task or "hot" in ep.task)
    aw.play([ep], lambda ps: [game["walkthrough"][ep.steps]])
    assert ep.won
    env.close()


def test_the_small_set_regenerates_as_committed(tmp_path):
    """The first games of each split's stream (of one floor plan where games are per floor plan)."""
    generate = task_module("alfworld", "generate_games")
    small = generate.GAME_SETS["small"]
    made = generate.generate_split(str(tmp_path), "train", 2, 2026, small)
    made += generate.generate_split(str(tmp_path), "valid", 2, 2026, small, scenes=[generate.SMALL_VALID_SCENES[0]])
    made += generate.generate_split(
        str(tmp_path), "valid_unseen", 2, 2026, small, scenes=[generate.SMALL_HELDOUT_SCENES[-1]]
    )
    assert len(made) == 6
    for gamefile in made:
        rel = os.path.relpath(os.path.dirname(gamefile), os.path.join(str(tmp_path), "json_2.1.1"))
        for name in ("game.tw-pddl", "traj_data.json", "initial_state.pddl"):
            with (
                open(os.path.join(os.path.dirname(gamefile), name)) as new,
                open(os.path.join(SMALL, rel, name)) as committed,
            ):
                assert new.read() == committed.read()
