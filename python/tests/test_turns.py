"""Token-exact training rows (a2rl.train.turns, grpo.encode): a turn the engine played trains on
the ids it read and sampled, never on its text encoded again, and the engine's log-probabilities
weight the loss only where the trainer's differ from them (truncated importance sampling)."""

import math

import pytest

from a2rl.train import grpo, turns

torch = pytest.importorskip("torch")

pytestmark = pytest.mark.fast  # npm run test:fast


@pytest.fixture(scope="module")
def tokenizer(small_model):
    from transformers import AutoTokenizer

    return AutoTokenizer.from_pretrained(small_model)


def ids(tokenizer, text: str) -> list[int]:
    return tokenizer(text, add_special_tokens=False)["input_ids"]


def episode(turn_list: list[dict], reward: float) -> dict:
    return {
        "group": "g",
        "game": "g",
        "won": reward == 1.0,
        "reward": reward,
        "steps": len(turn_list),
        "turns": turn_list,
    }


def test_a_sampled_turn_trains_on_the_engines_ids_where_its_text_encodes_to_others(tokenizer):
    prompt = "You are in the middle of a room.\n>"
    # An engine may sample a word in pieces, and the end of sequence; the text of those ids encodes to other ids.
    sampled = ids(tokenizer, " go to sh") + ids(tokenizer, "elf 1") + [tokenizer.eos_token_id]
    text = tokenizer.decode(sampled)
    assert ids(tokenizer, text) != sampled  # re-encoding would change them (what training did before)
    turn = {
        "prompt": prompt,
        "action": "go to shelf 1",
        "prompt_ids": ids(tokenizer, prompt),
        "completion_ids": sampled,
        "logprobs": [-0.5] * len(sampled),
    }
    other = {**turn, "completion_ids": ids(tokenizer, " look"), "logprobs": [-1.0]}
    samples = grpo.training_samples([episode([turn], 1.0), episode([other], 0.0)])
    rows, engine = grpo.encode(tokenizer, samples, max_prompt_tokens=4, max_completion_tokens=64)
    # The prompt is not cut to max_prompt_tokens: the engine read all of it.
    assert rows[0] == (turn["prompt_ids"], sampled) and engine[0] == turn["logprobs"]
    cut, cut_engine = grpo.encode(tokenizer, samples, max_prompt_tokens=64, max_completion_tokens=3)
    assert cut[0] == (turn["prompt_ids"], sampled[:3]) and cut_engine[0] == turn["logprobs"][:3]


def test_a_text_turn_is_still_encoded_from_its_text(tokenizer):
    turn = {"prompt": "Room.\n>", "action": "look"}
    samples = grpo.training_samples([episode([turn], 1.0), episode([{**turn, "action": "go"}], 0.0)])
    rows, engine = grpo.encode(tokenizer, samples, 64, 64)
    assert rows[0] == (ids(tokenizer, "Room.\n>"), ids(tokenizer, " look\n")) and engine == [None, None]


def test_a_whole_episode_is_one_sequence_of_the_engines_ids_only_where_they_chain(tokenizer):
    p0, c0, obs, c1 = (
        ids(tokenizer, "Task.\n>"),
        ids(tokenizer, " look\n"),
        ids(tokenizer, "You see a desk.\n>"),
        ids(tokenizer, " go"),
    )
    t0 = {"prompt": "", "action": "look", "prompt_ids": p0, "completion_ids": c0, "logprobs": [-0.1] * len(c0)}
    t1 = {"prompt": "", "action": "go", "prompt_ids": p0 + c0 + obs, "completion_ids": c1, "logprobs": [-0.2] * len(c1)}
    assert turns.chained_ids([t0, t1])
    row = turns.episode_ids_row([t0, t1])
    assert row["prompt_ids"] == p0 and row["completion_ids"] == c0 + obs + c1
    assert row["mask"] == [1.0] * len(c0) + [0.0] * len(obs) + [1.0] * len(c1)
    assert row["logprobs"][: len(c0)] == t0["logprobs"] and all(
        math.isnan(x) for x in row["logprobs"][len(c0) : len(c0) + len(obs)]
    )
    won, lost = episode([t0, t1], 1.0), episode([t0, {**t1, "completion_ids": ids(tokenizer, " look")}], 0.0)
    assert len(grpo.training_samples([won, lost], whole_episodes=True)) == 2
    # A step the engine read otherwise (its sampled ids written back as other ids, or dropped to fit
    # the window) breaks the chain: the episode's turns are trained one by one.
    rewritten = {**t1, "prompt_ids": p0 + ids(tokenizer, " look \n") + obs}
    assert not turns.chained_ids([t0, rewritten])
    assert len(grpo.training_samples([episode([t0, rewritten], 1.0), lost], whole_episodes=True)) == 2 + 1
    # Past such a step the episode chains again: each run is one sequence.
    c2 = ids(tokenizer, " take")
    t2 = {
        "prompt": "",
        "action": "take",
        "prompt_ids": rewritten["prompt_ids"] + c1 + obs,
        "completion_ids": c2,
        "logprobs": [-0.3] * len(c2),
    }
    assert [len(run) for run in turns.chained_runs([t0, rewritten, t2])] == [1, 2]
    first, second = grpo.training_samples([episode([t0, rewritten, t2], 1.0), lost], whole_episodes=True)[:2]
    assert first["completion_ids"] == c0 and second["completion_ids"] == c1 + obs + c2


def test_the_engine_correction_is_truncated_importance_sampling_on_sampled_tokens_only():
    old = [torch.tensor([-9.0, -1.0, -2.0, -0.5]), torch.tensor([-3.0, -3.0])]
    rows = [([1, 2], [3, 4, 5]), ([1], [2, 3])]  # row 0's completion starts at old's index 1
    engine = [[-1.5, math.nan, -4.0], None]
    weights, gap = grpo.sampling_correction(old, engine, rows, cap=3.0)
    assert weights[0].tolist() == pytest.approx([1.0, math.exp(0.5), 1.0, 3.0])  # exp(2.0 + 1.5) capped at 3
    assert weights[1].tolist() == [1.0, 1.0]
    assert gap == {"tokens": 2, "mean_abs": 2.0, "max_abs": 3.5, "capped": 1}
