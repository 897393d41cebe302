"""Training jobs on CPU with the real small model (SmolLM2-135M-Instruct) and the generated
ALFWorld games, run as the GPU worker runs them: a subprocess speaking JSON lines on stdout.
Sizes are tiny (64-token prompts, 1-3 steps) to keep CI time low."""

import json
import os
import subprocess
import sys

import jsonschema
import pytest

from a2rl import protocol
from a2rl.train import common, defaults, grpo, rewards, sft
from a2rl.train.prompt_tasks import PROMPT_TASKS

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TRAIN_GAMES = os.path.join(ROOT, "tasks", "alfworld", "games", "json_2.1.1", "train")
DONE = json.load(open(os.path.join(os.path.dirname(protocol.__file__), "job-events.schema.json")))["done"]


def run_job(
    kind: str, out: str, config: dict, python_env: dict, resume: str | None = None, expect_exit: int = 0
) -> list[dict]:
    argv = [sys.executable, "-m", f"a2rl.train.{kind}", "--config", json.dumps(config), "--out", out]
    if resume:
        argv += ["--resume", resume]
    proc = subprocess.run(
        argv, env={**python_env, "A2RL_TORCH_THREADS": "2"}, capture_output=True, text=True, timeout=900
    )
    events = [json.loads(line) for line in proc.stdout.splitlines() if line.startswith("{")]
    assert proc.returncode == expect_exit, proc.stderr[-3000:]
    if expect_exit:
        return events
    # The job's result is what the pipeline reads: the `done` event of its kind, as the protocol defines it.
    jsonschema.validate(done_of(events), DONE[kind])
    return events


def done_of(events: list[dict]) -> dict:
    return next(e for e in events if e["event"] == "done")


def checksum(path: str) -> float:
    from transformers import AutoModelForCausalLM

    return common.weight_checksum(AutoModelForCausalLM.from_pretrained(path))


@pytest.fixture(scope="module")
def expert_data(tmp_path_factory):
    out = str(tmp_path_factory.mktemp("expert"))
    env = {**os.environ, "TOKENIZERS_PARALLELISM": "false"}
    events = run_job("expert_data", out, {"games": TRAIN_GAMES, "num_games": 2}, env)
    return done_of(events)


def trainer_gap(small_model: str, episodes: list[dict]) -> float:
    """The largest gap between the engine's log-probability of a sampled id and the trainer's
    (common.token_logprobs on the engine's ids), over every turn."""
    import torch

    model, tokenizer = common.load_policy(small_model, None, None)
    gaps = []
    with torch.no_grad():
        for turn in (t for e in episodes for t in e["turns"]):
            ids, attn, comp = common.batch_tensors(
                [(turn["prompt_ids"], turn["completion_ids"])], tokenizer.pad_token_id
            )
            logp = common.token_logprobs(model, ids, attn, comp)[0, len(turn["prompt_ids"]) - 1 :]
            gaps += (logp - torch.tensor(turn["logprobs"])).abs().tolist()
    return max(gaps)


def assert_token_exact(turn: dict, tokenizer, stop: str) -> None:
    """The turn records what the engine read and sampled: its prompt's ids, the sampled ids (the
    action is their text up to the stop string) and one log-probability per sampled id."""
    assert tokenizer.decode(turn["prompt_ids"]) == turn["prompt"]
    assert len(turn["completion_ids"]) == len(turn["logprobs"]) > 0 and all(lp <= 0 for lp in turn["logprobs"])
    assert (
        tokenizer.decode(turn["completion_ids"], skip_special_tokens=True).split(stop)[0].strip()
        == turn["action"].strip()
    )


# --- pure parts ---------------------------------------------------------------------------


def test_group_relative_advantages():
    eps = [
        {"group": "a", "reward": 1.0},
        {"group": "a", "reward": 0.0},
        {"group": "b", "reward": 1.0},
        {"group": "b", "reward": 1.0},
    ]
    adv = grpo.advantages(eps)
    assert adv[0] == pytest.approx(1.0, abs=1e-3) and adv[1] == pytest.approx(-1.0, abs=1e-3)
    assert adv[2:] == [0.0, 0.0]  # a group without differing rewards carries no signal


def test_shaped_reward_credits_accepted_and_expert_like_actions_below_any_win():
    from a2rl.train.rewards import alfworld_shaped

    turns = [
        {"action": "go to desk 1", "admissible": True, "expert_action": "go to desk 1"},
        {"action": "fly", "admissible": False, "expert_action": "take pen 1 from desk 1"},
    ]
    assert alfworld_shaped({"won": False, "turns": turns}) == pytest.approx(0.2 * 0.5 + 0.3 * 0.5)
    assert alfworld_shaped({"won": False, "turns": []}) == 0.0
    assert alfworld_shaped({"won": True, "turns": turns}) == 1.0


def test_step_batches_are_fixed_by_the_seed_so_a_resumed_run_continues_the_same_run():
    assert sft.batch_indices(5, 2, 3, seed=1) == sft.batch_indices(5, 2, 3, seed=1)
    seen = [i for step in range(1, 4) for i in sft.batch_indices(5, 2, step, seed=1)][:5]
    assert sorted(seen) == [0, 1, 2, 3, 4]  # one epoch covers every example once


def test_unknown_settings_are_refused(tmp_path, python_env):
    argv = [sys.executable, "-m", "a2rl.train.sft", "--config", '{"stpes": 3}', "--out", str(tmp_path)]
    proc = subprocess.run(argv, env=python_env, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2
    assert "unknown settings: stpes" in json.loads(proc.stdout.splitlines()[-1])["message"]


# --- real model ---------------------------------------------------------------------------


def test_expert_data_is_won_games_in_the_evaluation_format(expert_data):
    assert expert_data["won"] == 2 and expert_data["examples"] > 2
    rows = [json.loads(line) for line in open(expert_data["data"])]
    assert rows[0]["prompt"].startswith("Interact with a household to solve a task.")
    assert (
        rows[0]["prompt"].endswith("\n>")
        and rows[0]["completion"].startswith(" ")
        and rows[0]["completion"].endswith("\n")
    )


def test_cut_prompts_keep_the_room_and_task_and_the_newest_steps(small_model, expert_data):
    from transformers import AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(small_model)
    rows = [json.loads(line) for line in open(expert_data["data"])]
    row = max(rows, key=lambda r: len(r["prompt"]))  # the last step of a game: the longest history
    start, end = row["task_span"]
    task = row["prompt"][start:end]
    assert task.startswith("You are in the middle of a room.") and "Your task is to:" in task
    budget = len(tokenizer(task, add_special_tokens=False)["input_ids"]) + 24
    ((ids, _),) = common.encode_pairs(tokenizer, [(row["prompt"], row["completion"], row["task_span"])], budget, 32)
    text = tokenizer.decode(ids)
    assert len(ids) <= budget and text.startswith(task) and row["prompt"].endswith(text[len(task) :])
    assert "Interact with a household" not in text  # the examples went first
    # Without a span, the prompt is cut from the left (the room's description goes).
    ((plain, _),) = common.encode_pairs(tokenizer, [(row["prompt"], row["completion"])], budget, 32)
    assert len(plain) == budget and "You are in the middle of a room." not in tokenizer.decode(plain)


def test_whole_episode_examples_train_every_action_on_the_full_prompt(tmp_path, small_model, expert_data, python_env):
    from transformers import AutoTokenizer

    steps = [json.loads(line) for line in open(expert_data["data"])]
    env = {**python_env, "TOKENIZERS_PARALLELISM": "false"}
    done = done_of(
        run_job(
            "expert_data", str(tmp_path / "episodes"), {"games": TRAIN_GAMES, "num_games": 2, "episodes": True}, env
        )
    )
    episodes = [json.loads(line) for line in open(done["data"])]
    assert (done["won"], done["examples"]) == (2, 2)
    for ep in episodes:
        turns = [r for r in steps if r["game"] == ep["game"]]
        text = ep["prompt"] + ep["completion"]
        # Every step's prompt is a prefix of the episode, followed by its action: the loss spans.
        assert [ep["completion"][a:b] for a, b in ep["spans"]] == [t["completion"] for t in turns]
        assert all(text.startswith(t["prompt"] + t["completion"]) for t in turns)
        assert ep["prompt"] == turns[0]["prompt"] and ep["task_span"] == turns[0]["task_span"]
    tokenizer = AutoTokenizer.from_pretrained(small_model)
    ep, turns = episodes[0], [r for r in steps if r["game"] == episodes[0]["game"]]
    ((p, c, mask),) = common.encode_pairs(
        tokenizer, [(ep["prompt"], ep["completion"], ep["task_span"], ep["spans"])], 4096, 1024
    )
    assert tokenizer.decode([t for t, m in zip(c, mask, strict=True) if m]) == "".join(t["completion"] for t in turns)
    _, _, comp = common.batch_tensors([(p, c, mask)], tokenizer.pad_token_id)
    assert int(comp.sum()) == sum(mask) < len(c)  # observations carry no loss
    cfg = {
        "model": small_model,
        "data": done["data"],
        "steps": 1,
        "batch_size": 1,
        "save_every": 1,
        "max_prompt_tokens": 2048,
        "max_completion_tokens": 512,
        "lr": 1e-4,
    }
    assert done_of(run_job("sft", str(tmp_path / "sft"), cfg, python_env))["losses"][0] > 0


def test_log_probs_of_completions_alone_equal_those_of_the_whole_sequence(small_model, expert_data):
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(small_model)
    model = AutoModelForCausalLM.from_pretrained(small_model).eval()
    rows = [json.loads(line) for line in open(expert_data["data"])][:3]
    ids, attn, comp = common.batch_tensors(
        common.encode_pairs(tokenizer, [(r["prompt"], r["completion"]) for r in rows], 256, 32), tokenizer.pad_token_id
    )
    with torch.no_grad():
        whole = common.token_logprobs(model, ids, attn)
        part = common.token_logprobs(model, ids, attn, comp)
    mask = comp[:, 1:].bool()
    assert part.shape == whole.shape and torch.allclose(part[mask], whole[mask], atol=1e-4)
    assert int(mask.sum()) > 0 and (part[:, : int(comp.any(0).nonzero()[0]) - 1] == 0).all()


def test_a_shared_prompt_prefix_read_once_gives_the_same_log_probs_and_gradients(small_model, expert_data):
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(small_model)
    model = AutoModelForCausalLM.from_pretrained(small_model)
    rows = [json.loads(line) for line in open(expert_data["data"])][:3]
    ids, attn, comp = common.batch_tensors(
        common.encode_pairs(tokenizer, [(r["prompt"], r["completion"]) for r in rows], 2048, 32), tokenizer.pad_token_id
    )
    # The rows open with the same instructions and few-shot examples, and differ in length.
    assert (
        common.shared_prefix(ids, attn, ids.shape[1]) >= common.MIN_SHARED_PREFIX and len(set(attn.sum(1).tolist())) > 1
    )

    def logprobs_and_grads(share: bool):
        model.zero_grad()
        logp = common.token_logprobs(model, ids, attn, comp, share_prefix=share)
        (logp * comp[:, 1:]).sum().backward()
        return logp.detach(), {n: p.grad.clone() for n, p in model.named_parameters()}

    shared, shared_grads = logprobs_and_grads(True)
    whole, whole_grads = logprobs_and_grads(False)
    mask = comp[:, 1:].bool()
    assert torch.allclose(shared[mask], whole[mask], atol=1e-4)
    for name, grad in whole_grads.items():  # equal up to float rounding (summation order differs)
        assert float((shared_grads[name] - grad).norm()) <= 1e-3 * float(grad.norm()) + 1e-7, name


def test_sft_changes_weights_and_loss_and_resumes_from_a_checkpoint(tmp_path, small_model, expert_data, python_env):
    cfg = {
        "model": small_model,
        "data": expert_data["data"],
        "steps": 2,
        "batch_size": 2,
        "save_every": 2,
        "max_prompt_tokens": 64,
        "lr": 1e-4,
    }
    events = run_job("sft", str(tmp_path), cfg, python_env)
    done = done_of(events)
    assert [e["step"] for e in events if e["event"] == "checkpoint"] == [2]
    assert len(done["losses"]) == 2 and done["losses"][0] != done["losses"][1]
    ckpt2 = done["checkpoint"]
    assert ckpt2.endswith("checkpoint-2") and common.is_complete(ckpt2)
    assert checksum(ckpt2) != pytest.approx(checksum(small_model), rel=0, abs=1e-6)

    # A longer run resumed from checkpoint-2 continues at step 3 (not from 1) with the optimizer state.
    events = run_job("sft", str(tmp_path), {**cfg, "steps": 3}, python_env, resume=ckpt2)
    assert [e["step"] for e in events if e["event"] == "metrics"] == [3]
    state = common.read_state(done_of(events)["checkpoint"])
    assert state["step"] == 3 and state["resumed_from"] == 2 and len(state["losses"]) == 3
    assert os.path.exists(
        os.path.join(done_of(events)["checkpoint"], common.OPTIMIZER_FILE)
    )  # kept: a longer run may continue it

    # As a pipeline runs its jobs: the finished job's checkpoint drops its optimizer state, and stays complete.
    final = done_of(run_job("sft", str(tmp_path), {**cfg, "steps": 4, "keep_optimizer": False}, python_env))[
        "checkpoint"
    ]
    assert final.endswith("checkpoint-4") and common.is_complete(final)
    assert not os.path.exists(os.path.join(final, common.OPTIMIZER_FILE))


def test_grpo_changes_weights_and_merges_lora_into_a_full_checkpoint(tmp_path, small_model, expert_data, python_env):
    # A group of two episodes on one game: the expert's (won) and one that fumbled (lost).
    rows = [json.loads(line) for line in open(expert_data["data"])]
    game = rows[0]["game"]
    turns = [{"prompt": r["prompt"], "action": r["completion"].strip()} for r in rows if r["game"] == game][:2]
    bad = [{"prompt": t["prompt"], "action": "put the thing somewhere"} for t in turns]
    traj = tmp_path / "trajectories.jsonl"
    traj.write_text(
        "".join(
            json.dumps(e) + "\n"
            for e in [
                {"group": game, "game": game, "won": True, "reward": 1.0, "steps": 2, "max_steps": 2, "turns": turns},
                {"group": game, "game": game, "won": False, "reward": 0.0, "steps": 2, "max_steps": 2, "turns": bad},
            ]
        )
    )
    cfg = {
        "model": small_model,
        "trajectories": str(traj),
        "steps": 2,
        "batch_size": 2,
        "save_every": 2,
        "max_prompt_tokens": 64,
        "lr": 1e-4,
        "kl_coef": 0.04,
    }
    out = tmp_path / "full"
    done = done_of(run_job("grpo", str(out), cfg, python_env))
    assert done["samples"] == 4 and len(done["losses"]) == 2 and done["losses"][0] != done["losses"][1]
    assert checksum(done["checkpoint"]) != pytest.approx(checksum(small_model), rel=0, abs=1e-6)

    lora = tmp_path / "lora"
    done = done_of(
        run_job(
            "grpo",
            str(lora),
            {**cfg, "steps": 1, "save_every": 1, "kl_coef": 0.0, "lora": {"r": 4, "alpha": 8}},
            python_env,
        )
    )
    ckpt = done["checkpoint"]
    names = os.listdir(ckpt)
    assert "model.safetensors" in names and "adapter_config.json" not in names  # merged, servable as is
    assert os.path.exists(os.path.join(ckpt, common.ADAPTER_DIR, "adapter_config.json"))  # kept for resuming
    from transformers import AutoModelForCausalLM

    merged = AutoModelForCausalLM.from_pretrained(ckpt)
    assert not any("lora" in n for n, _ in merged.named_parameters())


def test_grpo_trains_a_whole_episode_as_one_sample_in_micro_batches(tmp_path, small_model, expert_data, python_env):
    rows = [json.loads(line) for line in open(expert_data["data"])]
    game = rows[0]["game"]
    won = [
        {"prompt": r["prompt"], "action": r["completion"].strip(), "task_span": r["task_span"]}
        for r in rows
        if r["game"] == game
    ]
    cut = [{**t, "prompt": t["prompt"][-300:]} for t in won]  # prompts cut to fit: not one sequence any more
    episodes = [
        {"group": game, "game": game, "won": w, "reward": float(w), "steps": len(won), "max_steps": 20, "turns": turns}
        for w, turns in ((True, won), (False, cut))
    ]
    assert len(won) > 1
    assert len(grpo.training_samples(episodes)) == 2 * len(won)  # one sample per turn
    samples = grpo.training_samples(episodes, whole_episodes=True)
    assert len(samples) == 1 + len(cut)  # the cut episode's turns stay samples
    whole = samples[0]
    assert whole["prompt"] == won[0]["prompt"] and whole["advantage"] > 0 > samples[1]["advantage"]
    assert [whole["completion"][a:b] for a, b in whole["spans"]] == [r["completion"] for r in rows if r["game"] == game]
    traj = tmp_path / "trajectories.jsonl"
    traj.write_text("".join(json.dumps(e) + "\n" for e in episodes))
    # 9 steps asked, but at most one pass over the samples: ceil(samples / 3) steps.
    cfg = {
        "model": small_model,
        "trajectories": str(traj),
        "episodes": True,
        "steps": 9,
        "max_epochs": 1,
        "batch_size": 3,
        "micro_batch_size": 1,
        "save_every": 9,
        "max_prompt_tokens": 2048,
        "max_completion_tokens": 512,
        "lr": 1e-4,
    }
    done = done_of(run_job("grpo", str(tmp_path / "out"), cfg, python_env))
    assert done["samples"] == 1 + len(cut) and len(done["losses"]) == done["step"] == -(-len(samples) // 3) < 9
    assert checksum(done["checkpoint"]) != pytest.approx(checksum(small_model), rel=0, abs=1e-6)


def test_rollout_returns_well_formed_trajectories(tmp_path, small_model, python_env):
    from transformers import AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(small_model)
    cfg = {
        "model": small_model,
        "data": TRAIN_GAMES,
        "num_games": 1,
        "group_size": 2,
        "max_steps": 1,
        "max_new_tokens": 6,
        "reward": "alfworld_shaped",
    }
    done = done_of(run_job("rollout", str(tmp_path), cfg, python_env))
    assert done["episodes"] == 2 and 0.0 <= done["success_rate"] <= 1.0 and done["episodes_per_second"] > 0
    episodes = [json.loads(line) for line in open(done["trajectories"])]
    assert len({e["group"] for e in episodes}) == 1 and [e["episode"] for e in episodes] == [0, 1]
    for e in episodes:
        assert e["steps"] == len(e["turns"]) == 1 and 0.0 <= e["reward"] <= 1.0 and isinstance(e["won"], bool)
        turn = e["turns"][0]
        assert (
            turn["prompt"].endswith("\n>") and isinstance(turn["action"], str) and isinstance(turn["admissible"], bool)
        )
        assert turn["expert_action"]  # the expert's advice for the first step of a solvable game
        assert_token_exact(turn, tokenizer, "\n")
    # vLLM (fp32 on CPU) and the trainer give the sampled ids the same log-probabilities.
    assert trainer_gap(small_model, episodes) < 1e-3
    summary = json.load(open(done["summary"]))
    assert summary["episodes"] == 2 and list(summary["per_game"]) == [episodes[0]["game"]]


def test_prompt_task_rollout_samples_a_group_per_prompt_scored_by_the_task(tmp_path, small_model, python_env):
    from transformers import AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(small_model)
    rows = [
        {
            "question": "Ava has 2 pencils. Ava gets 8 more pencils. How many pencils does Ava have now?",
            "answer": "2 + 8 = 10.\n#### 10",
        },
        {
            "question": "Ben had 9 coins and gave away 4 of them. How many coins does Ben have left?",
            "answer": "9 - 4 = 5.\n#### 5",
        },
        {
            "question": "Mei has 3 apples. Mei gets 3 more apples. How many apples does Mei have now?",
            "answer": "3 + 3 = 6.\n#### 6",
        },
    ]
    data = tmp_path / "train"
    data.mkdir()
    (data / "train.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
    # the task's own reward where none is given
    cfg = {
        "model": small_model,
        "task": "arith",
        "data": str(data),
        "num_games": 2,
        "offset": 2,
        "group_size": 3,
        "max_new_tokens": 16,
        "backend": "transformers",
    }
    out = tmp_path / "out"
    done = done_of(run_job("rollout", str(out), cfg, python_env))
    assert done["episodes"] == 6 and 0.0 <= done["success_rate"] <= 1.0
    episodes = [json.loads(line) for line in open(done["trajectories"])]
    # offset 2 wraps: the third row, then the first; three samples of each form its group
    assert [e["group"] for e in episodes] == ["row-2"] * 3 + ["row-0"] * 3
    for e in episodes:
        turn = e["turns"][0]
        assert turn["prompt"] == PROMPT_TASKS["arith"].prompt.format(question=rows[e["game"]]["question"])
        assert e["reward"] == rewards.final_number(e) and e["won"] == (e["reward"] == 1.0)
        assert turn["completion"].startswith(turn["action"])
        assert_token_exact(turn, tokenizer, "Question:")
    assert trainer_gap(small_model, episodes) < 1e-3  # transformers sampled them: the same model's log-probabilities
    assert done["mean_reward"] == pytest.approx(sum(e["reward"] for e in episodes) / 6)
    refused = run_job("rollout", str(tmp_path / "bad"), {**cfg, "data": str(tmp_path)}, python_env, expect_exit=2)
    assert next(e for e in refused if e["event"] == "error")["message"].startswith("no train.jsonl")


def test_a_prompt_task_is_prompted_as_its_evaluator_prompts():
    import importlib.util

    spec = importlib.util.spec_from_file_location("arith_evaluate", os.path.join(ROOT, "tasks", "arith", "evaluate.py"))
    evaluator = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(evaluator)
    task = PROMPT_TASKS["arith"]
    assert task.prompt == evaluator.PROMPT and task.stop == ("Question:",)
    # the answer length of rounds and of the pipeline's evaluation (common/training.ts) is the evaluator's
    assert defaults.task("arith")["max_new_tokens"] == evaluator.DEFAULTS["max_new_tokens"]
    assert defaults.task("arith")["reward"] == defaults.task("arith")["score"] == "final_number"


def test_final_number_reward_and_grpo_turns_of_a_prompt_task():
    ep = {
        "answer": "2 + 8 = 10.\n#### 10",
        "turns": [
            {
                "prompt": "Q",
                "action": " 2 + 8 = 10\nThe answer is: 10",
                "completion": " 2 + 8 = 10\nThe answer is: 10</s>",
            }
        ],
    }
    assert rewards.final_number(ep) == 1.0
    assert rewards.final_number({**ep, "turns": [{**ep["turns"][0], "action": " 2 + 8 = 11"}]}) == 0.0
    group = [{**ep, "group": "row-0", "reward": r} for r in (1.0, 0.0)]
    turns = grpo.training_samples(group, whole_episodes=True)
    assert [t["completion"] for t in turns] == [
        ep["turns"][0]["completion"]
    ] * 2  # as generated, not ALFWorld's " action\n"
    assert turns[0]["advantage"] > 0 > turns[1]["advantage"]
