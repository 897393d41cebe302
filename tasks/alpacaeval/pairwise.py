"""Pairwise annotation as alpaca_eval 0.6.6 does it for the reference's `alpaca_eval_gpt5_2_fn`.

For each instruction the judge ranks two outputs labelled "m" (output_1, the reference model's)
and "M" (output_2, the evaluated model's). As in alpaca_eval:
  - the order is randomised per instruction with a seeded coin,
    random.Random("is_switched_outputs" + instruction + "0"), and undone after parsing (3 - p);
  - identical outputs are a draw (1.5) without asking the judge;
  - the prompt is the annotator's ChatML template with {instruction}, {output_1}, {output_2}
    replaced in turn (first occurrence each), sent as chat messages with temperature 0, 100 max
    tokens and a forced `make_partial_leaderboard` tool call;
  - the completion is parsed as JSON -> "ordered_models" -> the rank of "m" (1 or 2), and
    anything else is a missing annotation (NaN), which the win rates leave out and the cache
    keeps as missing (-1), so it is not asked again (a failed request is an error instead);
  - annotations are cached on disk by (instruction, output_1, output_2, annotator), in
    alpaca_eval's record format, so an identical pair is never judged twice.
When the endpoint rejects tools, the same prompt is sent without them and the ranking is read
from the reply's text (the JSON object if there is one, else the first model named in it).
"""

from __future__ import annotations

import ast
import contextlib
import fcntl
import json
import math
import os
import random
import re
import time
from concurrent.futures import ThreadPoolExecutor
from datetime import datetime
from pathlib import Path

import yaml

from a2rl.judge import Judge, ToolsUnsupported

HERE = Path(__file__).resolve().parent
ANNOTATOR_DIR = HERE / "annotator"
ANNOTATOR_NAME = "alpaca_eval_gpt5_2_fn"
SEED = 0
PLACEHOLDER = re.compile(r"{([^ \s]+?)}")


def load_annotator() -> dict:
    with open(ANNOTATOR_DIR / "configs.yaml") as f:
        configs = yaml.safe_load(f)
    config = configs[ANNOTATOR_NAME]
    config["prompt"] = (ANNOTATOR_DIR / os.path.basename(config["prompt_template"])).read_text()
    return config


def is_switched(instruction: str, seed: int = SEED) -> bool:
    return random.Random("is_switched_outputs" + instruction + str(seed)).choices([False, True], k=1)[0]


def make_prompt(template: str, row: dict) -> str:
    prompt = template
    for key in dict.fromkeys(PLACEHOLDER.findall(template)):
        prompt = prompt.replace("{" + key + "}", str(row[key]), 1)
    return prompt


def prompt_to_chatml(prompt: str, start: str = "<|im_start|>", end: str = "<|im_end|>") -> list[dict]:
    prompt = prompt.strip()
    messages = []
    for part in prompt.split(start)[1:]:
        role, _, rest = part.partition("\n")
        messages.append({"role": role.strip(), "content": rest.split(end, 1)[0].strip()})
    return messages


def parse_ranking(completion: str, model_1_name: str = "m") -> float:
    """json_parser(ordered_models) then ranking_parser(model_1_name): 1 or 2, else NaN."""
    try:
        if "```json" in completion:
            completion = re.search(r"```json(.*?)```", completion, re.DOTALL).group(1)
        loaded = json.loads(completion)
        ordered = [loaded["ordered_models"]] if isinstance(loaded, dict) else [d["ordered_models"] for d in loaded]
        if len(ordered) != 1:
            return math.nan
        ranking = ordered[0]
        if isinstance(ranking, str):
            ranking = ast.literal_eval(ranking)
        rank = [c for c in ranking if c["model"] == model_1_name][0]["rank"]
        return float(rank) if rank in (1, 2) else math.nan
    except Exception:  # noqa: BLE001 - an unparsable judgement is a missing annotation
        return math.nan


def text_to_ranking(text: str) -> str:
    """A ranking from a plain-text reply: its ordered_models JSON, else the first model named."""
    match = re.search(r"\{.*\"ordered_models\".*\}", text, re.DOTALL)
    if match:
        return match.group(0)
    named = re.search(r"""["'`]?model["'`]?\s*[:=]\s*["'`]?(m|M)\b""", text) or re.search(
        r"(?<![A-Za-z])(m|M)(?![A-Za-z])", text
    )
    if not named:
        return text
    first = named.group(1)
    other = "M" if first == "m" else "m"
    return json.dumps({"ordered_models": [{"model": first, "rank": 1}, {"model": other, "rank": 2}]})


class JudgeClient:
    """alpaca_eval's openai_completions, through the configured endpoint (one prompt per call)."""

    def __init__(self, judge: Judge, completions_kwargs: dict):
        self.judge = judge
        self.kwargs = {k: v for k, v in completions_kwargs.items() if k != "model_name"}
        self.kwargs.setdefault("top_p", 1.0)  # openai_completions sends top_p=1.0
        self.use_tools = "tools" in self.kwargs
        self.calls = 0

    @property
    def mode(self) -> str:
        return "tool" if self.use_tools else "text"

    def complete(self, prompt: str) -> str:
        messages = prompt_to_chatml(prompt)
        self.calls += 1
        if self.use_tools:
            try:
                reply = self.judge.chat(messages, **self.kwargs)
                if reply.tool_arguments is not None:
                    return reply.tool_arguments
                return text_to_ranking(reply.content)
            except ToolsUnsupported:
                self.use_tools = False
        plain = {k: v for k, v in self.kwargs.items() if k not in ("tools", "tool_choice")}
        return text_to_ranking(self.judge.chat(messages, **plain).content)


class AnnotationCache:
    """alpaca_eval's annotations_seed0_configs.json: one record per judged (pair, annotator)."""

    def __init__(self, path: Path):
        self.path = path
        self.records: dict[tuple, dict] = {}
        if path.exists():
            for r in json.loads(path.read_text() or "[]"):
                self.records[self.key(r)] = r

    @staticmethod
    def key(r: dict) -> tuple:
        return (str(r["instruction"]), str(r["output_1"]), str(r["output_2"]), str(r["annotator"]))

    def get(self, row: dict):
        return self.records.get(self.key(row))

    def put(self, record: dict) -> None:
        self.records[self.key(record)] = record

    def save(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        tmp = self.path.with_suffix(f".tmp{os.getpid()}")
        tmp.write_text(json.dumps(list(self.records.values()), indent=2))
        os.replace(tmp, self.path)


@contextlib.contextmanager
def locked(path: Path):
    """One evaluator at a time reads-judges-writes a given cache file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path.with_suffix(".lock"), "w") as f:
        fcntl.flock(f, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(f, fcntl.LOCK_UN)


def cache_path(cache_root: Path, judge_model: str) -> Path:
    safe = re.sub(r"[^A-Za-z0-9._-]", "_", judge_model)
    return cache_root / "alpacaeval" / safe / f"annotations_seed{SEED}_configs.json"


def annotate_head2head(
    reference: list[dict],
    model: list[dict],
    client: JudgeClient,
    cache_file: Path,
    version: str,
    workers: int = 4,
    on_progress=None,
) -> tuple[list[dict], dict]:
    """Preferences of `model` over `reference` (1: reference wins, 2: model wins, 1.5: same output)."""
    config = load_annotator()
    rows = []
    for ref, out in zip(reference, model, strict=True):
        if ref["instruction"] != out["instruction"]:
            raise ValueError("model outputs are not in the reference's order")
        rows.append(
            {
                "instruction": ref["instruction"],
                "output_1": ref["output"],
                "output_2": out["output"],
                "generator_1": ref.get("generator", "reference"),
                "generator_2": out.get("generator", "model"),
                "annotator": ANNOTATOR_NAME,
            }
        )
    stats = {"judged": 0, "cached": 0, "same_output": 0}
    with locked(cache_file):
        cache = AnnotationCache(cache_file)
        todo, seen = [], set()
        for row in rows:
            if row["output_1"] == row["output_2"]:
                stats["same_output"] += 1
            elif cache.get(row) is not None:
                stats["cached"] += 1
            elif AnnotationCache.key(row) not in seen:
                seen.add(AnnotationCache.key(row))
                todo.append(row)

        def judge_one(row: dict) -> dict:
            switched = is_switched(row["instruction"])
            shown = dict(row, output_1=row["output_2"], output_2=row["output_1"]) if switched else row
            started = time.time()
            completion = client.complete(make_prompt(config["prompt"], shown))
            pref = parse_ranking(
                completion, **config["completion_parser_kwargs"]["parsers_to_kwargs"]["ranking_parser"]
            )
            if switched and not math.isnan(pref):
                pref = 3 - pref
            return {
                "instruction": row["instruction"],
                "output_1": row["output_1"],
                "output_2": row["output_2"],
                "annotator": ANNOTATOR_NAME,
                "preference": -1 if math.isnan(pref) else pref,  # alpaca_eval stores a missing one as -1
                "preference_price_per_example": None,
                "preference_version": version,
                "preference_date": datetime.now().isoformat(),
                "preference_raw_completion": completion,
                "preference_time_per_example": time.time() - started,
            }

        done = 0
        with ThreadPoolExecutor(max_workers=max(1, workers)) as pool:
            for record in pool.map(judge_one, todo):
                cache.put(record)
                stats["judged"] += 1
                done += 1
                if done % 16 == 0:
                    cache.save()  # a crash loses at most a few judgements
                if on_progress:
                    on_progress(done, len(todo))
        cache.save()

    annotations = []
    for row in rows:
        if row["output_1"] == row["output_2"]:
            pref = 1.5
        else:
            pref = float(cache.get(row)["preference"])
            pref = math.nan if pref == -1 else pref
        annotations.append(dict(row, preference=pref))
    return annotations, stats
