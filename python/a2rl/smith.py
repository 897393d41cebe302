"""Smith plug-in tasks (the reference's rl-smith format): data preparation and evaluation.

  python -m a2rl.smith prepare  --bench DIR --out OUT [--source SRC]
  python -m a2rl.smith evaluate --bench DIR --model M --data HELDOUT --out FILE [--config JSON]

A smith folder holds config.yaml (name, eval_mode, expose_files, description), data/train.jsonl
({"question", "answer", ...} a line), eval.py with `evaluate(question, model_answer,
reference_answer, **kw) -> float`, and optionally download_data.py (run first, in the folder).

Held-out data (a deviation): the reference scores per_sample tasks on the very file the agent
trains on. Here a deterministic share of the rows (config `heldout_fraction`, default 0.2, at
least one row) is held out and never mounted: the rows whose question has the smallest sha256.
The split does not depend on the file's order and is the same on every machine.

per_sample evaluation is the reference's: each raw question (a dict or list is JSON-encoded) is
the prompt, without a chat template; greedy decoding up to 2048 new tokens; the score is the mean
of eval.py's per-item scores × 100, an item whose evaluate() raises counting 0.
`opencompass` mode needs OpenCompass and vLLM, which this harness does not run: a clear error.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import json
import os
import subprocess
import sys

from a2rl import data as data_io
from a2rl.evaluation import (
    EvaluationError,
    Outcome,
    accuracy,
    generate_with_progress,
    part_of,
    read_jsonl,
    run_evaluator,
)
from a2rl.inference import GenerationConfig

DEFAULT_HELDOUT_FRACTION = 0.2
EVAL_DEFAULTS = {"max_new_tokens": 2048, "batch_size": 16}


def read_config(bench: str) -> dict:
    import yaml

    with open(os.path.join(bench, "config.yaml"), encoding="utf-8") as f:
        cfg = yaml.safe_load(f)
    if not isinstance(cfg, dict) or "name" not in cfg:
        raise EvaluationError(f"{bench}/config.yaml is not a smith config (a mapping with a name)")
    return cfg


def question_key(row: dict) -> str:
    return hashlib.sha256(json.dumps(row.get("question"), sort_keys=True, ensure_ascii=False).encode()).hexdigest()


def split(rows: list[dict], fraction: float) -> tuple[list[dict], list[dict]]:
    """(train, heldout): the held-out rows are those whose question hashes lowest; order kept."""
    if len(rows) < 2:
        raise data_io.DataUnavailable(f"a smith task needs at least 2 rows to hold some out, got {len(rows)}")
    n_heldout = min(len(rows) - 1, max(1, round(len(rows) * fraction)))
    ranked = sorted(range(len(rows)), key=lambda i: (question_key(rows[i]), i))
    heldout = set(ranked[:n_heldout])
    return [r for i, r in enumerate(rows) if i not in heldout], [r for i, r in enumerate(rows) if i in heldout]


def prepare(bench: str, out: str, source: str | None) -> dict:
    try:
        cfg = read_config(bench)
    except (OSError, EvaluationError) as err:
        raise data_io.DataUnavailable(str(err)) from err
    if source:
        train_file = os.path.join(source, "train.jsonl")
        if not os.path.exists(train_file):
            raise data_io.DataUnavailable(f"smith source folder {source} has no train.jsonl")
    else:
        script = os.path.join(bench, "download_data.py")
        if os.path.exists(script):
            r = subprocess.run([sys.executable, script], cwd=bench, capture_output=True, text=True)
            if r.returncode != 0:
                tail = (r.stderr or r.stdout).strip().splitlines()[-5:]
                raise data_io.DataUnavailable(f"{script} failed with exit code {r.returncode}: " + " | ".join(tail))
        train_file = os.path.join(bench, "data", "train.jsonl")
        if not os.path.exists(train_file):
            raise data_io.DataUnavailable(f"smith task {cfg['name']} has no data/train.jsonl in {bench}")
    rows = data_io.read_jsonl(train_file)
    for i, row in enumerate(rows):
        if not isinstance(row, dict) or "question" not in row or "answer" not in row:
            raise data_io.DataUnavailable(f"{train_file} line {i + 1} lacks question or answer")
    train, heldout = split(rows, float(cfg.get("heldout_fraction", DEFAULT_HELDOUT_FRACTION)))
    data_io.write_jsonl(os.path.join(out, "train", "train.jsonl"), train)
    data_io.write_jsonl(os.path.join(out, "heldout", "test.jsonl"), heldout)
    return {"train": len(train), "heldout": len(heldout), "source": os.path.abspath(train_file)}


def load_eval_module(bench: str):
    path = os.path.join(bench, "eval.py")
    try:
        spec = importlib.util.spec_from_file_location("eval", path)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
    except Exception as err:  # noqa: BLE001 - the plug-in's own code
        raise EvaluationError(f"Cannot load eval module {path}: {type(err).__name__}: {err}") from err
    if not callable(getattr(module, "evaluate", None)):
        raise EvaluationError(f"{path} defines no evaluate(question, model_answer, reference_answer, **kwargs)")
    return module


def prompt_of(question) -> str:
    return question if isinstance(question, str) else json.dumps(question, ensure_ascii=False)


def item_scores(module, rows: list[dict], outputs: list[str]) -> list[dict]:
    details = []
    for row, out in zip(rows, outputs, strict=True):
        extra = {k: v for k, v in row.items() if k not in ("question", "answer")}
        try:
            value, error = float(module.evaluate(row["question"], out, row["answer"], **extra)), None
        except Exception as err:  # noqa: BLE001 - as the reference: a failing item scores 0
            value, error = 0.0, f"{type(err).__name__}: {err}"
        details.append({"score": value, "output": out, **({"error": error} if error else {})})
    return details


def evaluate_with(bench: str):
    def evaluate(args, cfg, open_backend) -> Outcome:
        smith_cfg = read_config(bench)
        mode = smith_cfg.get("eval_mode", "per_sample")
        if mode == "opencompass":
            raise EvaluationError(
                f"smith task {smith_cfg['name']} uses eval_mode opencompass (dataset {smith_cfg.get('opencompass_dataset', '?')}), "
                "which needs OpenCompass 0.5.1 and vLLM; this harness does not run OpenCompass. "
                "Give the task an eval.py and eval_mode per_sample to score it here."
            )
        if mode != "per_sample":
            raise EvaluationError(f"smith task {smith_cfg['name']}: unknown eval_mode {mode!r}")
        module = load_eval_module(bench)
        rows = part_of(
            args,
            read_jsonl(os.path.join(args.data, "test.jsonl")),
            lambda r: json.dumps(r["question"], sort_keys=True),
            cfg["limit"],
        )
        backend = open_backend()
        gen = GenerationConfig(max_new_tokens=cfg["max_new_tokens"], batch_size=cfg["batch_size"])
        outputs = generate_with_progress(backend, [prompt_of(r["question"]) for r in rows], gen)
        details = item_scores(module, rows, outputs)
        summary = accuracy(sum(d["score"] for d in details), len(details))
        # An eval.py may score outside [0, 1]: such a score gets no interval from its items.
        items = [float(d["score"]) for d in details]
        return Outcome(summary["accuracy"], summary, details, items=items if all(0 <= x <= 1 for x in items) else None)

    return evaluate


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = argparse.ArgumentParser(prog="python -m a2rl.smith")
    parser.add_argument("command", choices=["prepare", "evaluate"])
    parser.add_argument("--bench", required=True, help="the smith folder (config.yaml, data/, eval.py)")
    args, rest = parser.parse_known_args(argv)
    bench = os.path.abspath(args.bench)
    if args.command == "prepare":
        return data_io.main(lambda out, source: prepare(bench, out, source), rest)
    return run_evaluator(EVAL_DEFAULTS, evaluate_with(bench), rest)


if __name__ == "__main__":
    sys.exit(main())
