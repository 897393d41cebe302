"""Regenerates test/fixtures/opencompass-prompt-ids.json: the input token ids the reference's
OpenCompass 0.5.1 builds for our gsm8k and humaneval prompts, from OpenCompass's own code.

  .venv/bin/python bench/opencompass_ids.py [--model DIR]

Downloads the opencompass 0.5.1 wheel and the few packages its prompt code imports (mmengine,
addict, yapf, platformdirs, termcolor) into a temporary folder (no install), then runs, as
VLLMwithChatTemplate does: APITemplateParser with its default meta template on the prompt
template's rounds, _convert_chat_messages, the tokenizer's chat template, removal of a leading
BOS token, and tokenization with special tokens (vLLM's default).
"""

from __future__ import annotations

import argparse
import glob
import importlib.util
import json
import logging
import os
import subprocess
import sys
import tempfile
import types
import zipfile

from a2rl.testing import task_module

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURE = os.path.join(ROOT, "test", "fixtures", "opencompass-prompt-ids.json")


def load(name: str, path: str):
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod
    spec.loader.exec_module(mod)
    return mod


def opencompass(tmp: str):
    """OpenCompass's prompt functions, loaded from its wheel without its package's imports."""
    pip = [sys.executable, "-m", "pip", "-q"]
    subprocess.run([*pip, "download", "--no-deps", "opencompass==0.5.1", "-d", tmp], check=True)
    subprocess.run(
        [
            *pip,
            "install",
            "--no-deps",
            "--target",
            os.path.join(tmp, "deps"),
            "mmengine",
            "addict",
            "yapf",
            "platformdirs",
            "termcolor",
        ],
        check=True,
    )
    with zipfile.ZipFile(glob.glob(os.path.join(tmp, "opencompass-*.whl"))[0]) as z:
        z.extractall(os.path.join(tmp, "src"))
    sys.path.insert(0, os.path.join(tmp, "deps"))
    src = os.path.join(tmp, "src", "opencompass")
    for pkg in ("opencompass", "opencompass.utils", "opencompass.models"):
        stub = types.ModuleType(pkg)
        stub.__path__ = []
        sys.modules[pkg] = stub
    prompt = load("opencompass.utils.prompt", f"{src}/utils/prompt.py")
    sys.modules["opencompass.utils"].PromptList = prompt.PromptList
    sys.modules["opencompass.utils"].get_logger = lambda *a, **k: logging.getLogger("opencompass")
    load("opencompass.models.base", f"{src}/models/base.py")
    base_api = load("opencompass.models.base_api", f"{src}/models/base_api.py")
    # Two functions of huggingface_above_v4_33, whose module imports far more than they need.
    code = open(f"{src}/models/huggingface_above_v4_33.py").read()
    ns = {"APITemplateParser": base_api.APITemplateParser}
    for fn in ("_get_meta_template", "_convert_chat_messages"):
        start = code.index(f"def {fn}(")
        exec(code[start : code.index("\ndef ", start + 1)], ns)  # noqa: S102 - OpenCompass's own code
    # gsm8k_gen_1d7fe4's rounds (the 4-shot chat and the question), from OpenCompass's own config.
    config = open(f"{src}/configs/datasets/gsm8k/gsm8k_gen_1d7fe4.py").read()
    rounds = eval(config[config.index("round=[") + len("round=") : config.index("],\n        )),") + 1], {"dict": dict})  # noqa: S307
    return prompt.PromptList, ns["_get_meta_template"](None), ns["_convert_chat_messages"], rounds


def main() -> int:
    from transformers import AutoTokenizer

    from a2rl.testing import small_model

    parser = argparse.ArgumentParser()
    parser.add_argument("--model", default=None)
    args = parser.parse_args()
    tokenizer = AutoTokenizer.from_pretrained(args.model or small_model())
    with tempfile.TemporaryDirectory() as tmp:
        PromptList, template, convert, gsm8k_rounds = opencompass(tmp)

        def ids(turns: list[dict]) -> list[int]:
            parsed = template.parse_template(
                PromptList([{"section": "round", "pos": "begin"}, *turns, {"section": "round", "pos": "end"}]),
                mode="gen",
            )
            text = tokenizer.apply_chat_template(convert([parsed])[0], add_generation_prompt=True, tokenize=False)
            if tokenizer.bos_token and text.startswith(tokenizer.bos_token):
                text = text[len(tokenizer.bos_token) :]
            return tokenizer(text)["input_ids"]

        humaneval = task_module("humaneval", "evaluate")
        with open(os.path.join(ROOT, "test", "fixtures", "task-sources", "gsm8k", "test.jsonl")) as f:
            questions = [json.loads(line)["question"] for line in f if line.strip()][:2]
        with open(os.path.join(ROOT, "test", "fixtures", "task-sources", "humaneval", "HumanEval.jsonl")) as f:
            problem = [json.loads(line) for line in f if line.strip()][-1]
        out = json.load(open(FIXTURE))
        out["gsm8k"] = [
            {"question": q, "ids": ids([dict(r, prompt=r["prompt"].replace("{question}", q)) for r in gsm8k_rounds])}
            for q in questions
        ]
        # HumanEval's prompt is the reference's instruction (one user turn), as our evaluator builds it.
        out["humaneval"] = [
            {
                "task_id": problem["task_id"],
                "ids": ids(
                    [{"role": "HUMAN", "prompt": m["content"]} for m in humaneval.build_prompt(problem).messages]
                ),
            }
        ]
    with open(FIXTURE, "w") as f:
        json.dump(out, f)
    print(f"wrote {FIXTURE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
