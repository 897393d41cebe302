"""Rollouts as GRPO trains on them: how often encoding a rollout's text again (training before
token-exact turns) gave other token ids than the engine read and sampled, and how far the trainer's
log-probabilities of the engine's own ids lie from the engine's (what training reads now).

  .venv/bin/python bench/retokenize.py [--prompts 64] [--games 4] [--group 4] [--out FILE]

Two rounds at the rollout job's settings (a2rl.train.defaults) on the engine rollouts use (vLLM,
fp32 on CPU here):
- arith: --prompts training rows, --group samples each (prompt_tasks.play);
- alfworld: --games training games, --group episodes each, 12 steps (rollout.play_alfworld).
Per turn, the ids training read before: common.encode_pairs of the turn's text as it was recorded
(arith: the completion's text, plus the end-of-sequence text where the generation ended before its
token limit; alfworld: " action\\n"), at the GRPO job's default limits; against the engine's ids.
Whole episodes: how many chain as text (grpo's episodes mode before) and as ids (now), and how many
runs of chained ids they make (the samples of episodes mode now), with the first breaks.
Then the trainer's log-probabilities (common.token_logprobs) of the engine's ids against the
engine's: mean and largest gap, and how many tokens' importance weight would reach the cap.
Writes the summary to --out (bench/results/retokenize.json by default) and prints it.
"""

from __future__ import annotations

import argparse
import os
import sys
import time

import result_file

HERE = os.path.dirname(os.path.abspath(__file__))


def differ(before: list, all_turns: list[dict], limit_c: int) -> dict:
    """How many turns' ids, as training encoded their text (`before`), differ from the engine's."""
    flags = [
        (b[0] != t["prompt_ids"], b[1] != t["completion_ids"][:limit_c]) for b, t in zip(before, all_turns, strict=True)
    ]
    either = sum(p or c for p, c in flags)
    return {
        "prompt": sum(p for p, _ in flags),
        "completion": sum(c for _, c in flags),
        "either": either,
        "share": round(either / len(all_turns), 4),
    }


def breaks(tokenizer, episode: dict) -> list[dict]:
    """Where an episode's ids stop chaining: what was sampled, and what the next prompt read there."""
    import itertools

    from a2rl.train import turns

    out = []
    for a, b in itertools.pairwise(episode["turns"]):
        if not turns.extends(a, b):
            at, n = len(a["prompt_ids"]), len(a["completion_ids"])
            out.append(
                {
                    "sampled": tokenizer.decode(a["completion_ids"]),
                    "next_prompt_read": tokenizer.decode(b["prompt_ids"][at : at + n + 2]),
                }
            )
    return out


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--prompts", type=int, default=64)
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--group", type=int, default=4)
    parser.add_argument("--out", default=os.path.join(HERE, "results", "retokenize.json"))
    args = parser.parse_args()

    import torch

    from a2rl import inference
    from a2rl.envs import alfworld as aw
    from a2rl.testing import small_model, task_module
    from a2rl.train import common, defaults, grpo, prompt_tasks, rollout, turns
    from a2rl.train.rewards import get_reward

    model_dir = small_model()
    common.setup_torch(2, 0)
    backend = inference.open_backend(model_dir, {"backend": "vllm", "threads": 2})
    tokenizer = backend.tokenizer
    job = defaults.job("grpo")
    limits = int(job["max_prompt_tokens"]), int(job["max_completion_tokens"])

    started = time.time()
    arith_rows = task_module("arith", "prepare").generate(20260101, args.prompts, 10)[0][: args.prompts]
    arith_cfg = {
        **rollout.DEFAULTS,
        "task": "arith",
        "num_games": args.prompts,
        "group_size": args.group,
        "max_new_tokens": defaults.task("arith")["max_new_tokens"],
    }
    arith = rollout.play_prompts(
        backend, arith_cfg, prompt_tasks.get_task("arith"), arith_rows, get_reward("final_number")
    )
    games = rollout.pick_games(
        aw.find_games(os.path.join(HERE, "..", "tasks", "alfworld", "games", "json_2.1.1", "train")), args.games, 0
    )
    alf_cfg = {**rollout.DEFAULTS, "group_size": args.group, "max_steps": 12}
    alfworld = rollout.play_alfworld(backend, alf_cfg, games, get_reward("alfworld_shaped"))
    played = time.time() - started

    def text_before(task: str, turn: dict) -> tuple:
        """The pair training encoded before token-exact turns."""
        if task == "alfworld":
            return turns.turn_row(turn)["prompt"], turns.completion_of(turn["action"]), turn["task_span"]
        ended = len(tokenizer(turn["action"], add_special_tokens=False)["input_ids"]) < int(arith_cfg["max_new_tokens"])
        return turn["prompt"], turn["action"] + (tokenizer.eos_token if ended else ""), None

    model, _ = common.load_policy(model_dir, None, None)
    model.eval()
    summary = {
        "at": time.strftime("%Y-%m-%d"),
        "model": os.path.basename(model_dir),
        "engine": inference.engine_info(backend),
        "play_s": round(played, 1),
        "grpo_limits": {"max_prompt_tokens": limits[0], "max_completion_tokens": limits[1]},
    }
    for task, episodes in (("arith", arith), ("alfworld", alfworld)):
        all_turns = [t for e in episodes for t in e["turns"]]

        def before(limit_p, limit_c, task=task, all_turns=all_turns):
            return common.encode_pairs(tokenizer, [text_before(task, t) for t in all_turns], limit_p, limit_c)

        rows = [(t["prompt_ids"], t["completion_ids"]) for t in all_turns]
        with torch.no_grad():  # the trainer's log-probabilities of each turn's ids, token_logprobs' layout
            trainer = [
                common.token_logprobs(model, *common.batch_tensors([row], tokenizer.pad_token_id))[0] for row in rows
            ]
        gap = torch.cat(
            [
                lp[len(t["prompt_ids"]) - 1 :] - torch.tensor(t["logprobs"])
                for lp, t in zip(trainer, all_turns, strict=True)
            ]
        )
        weights, _ = grpo.sampling_correction(
            trainer, [t["logprobs"] for t in all_turns], rows, float(grpo.DEFAULTS["tis_cap"])
        )
        multi = [e for e in episodes if len(e["turns"]) > 1]
        summary[task] = {
            "episodes": len(episodes),
            "turns": len(all_turns),
            "sampled_tokens": int(gap.numel()),
            # re-encoding alone (nothing cut), and as the GRPO job trained by default (prompts cut at its limit too)
            "reencoded_ids_differ": differ(before(10**6, 10**6), all_turns, 10**6),
            "trained_ids_differ_at_grpo_defaults": differ(before(*limits), all_turns, limits[1]),
            "multi_turn_episodes": len(multi),
            "whole_episode_samples": {
                "text_chained": sum(turns.chained(e["turns"]) for e in multi),
                "ids_chained": sum(turns.chained_ids(e["turns"]) for e in multi),
                "id_runs": sum(len(turns.chained_runs(e["turns"])) for e in multi),
                "turns": sum(len(e["turns"]) for e in multi),
            },
            "chain_breaks": [b for e in multi for b in breaks(tokenizer, e)][:5],
            "trainer_vs_engine_logprob": {
                "mean_abs": float(gap.abs().mean()),
                "max_abs": float(gap.abs().max()),
                "weight_min": float(min(w.min() for w in weights)),
                "weight_max": float(max(w.max() for w in weights)),
            },
        }
    result_file.write(args.out, summary)
    return 0


if __name__ == "__main__":
    sys.exit(main())
