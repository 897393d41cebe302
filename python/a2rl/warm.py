"""A warm evaluation engine: one process scores a run's checkpoints one after another, loading each
new checkpoint's weights into the vLLM engine it already has instead of starting a new engine.

  python -m a2rl.warm      (requests on stdin, one JSON object per line)

A request is `{"script": PATH, "argv": [...]}`: an evaluator script (tasks/<id>/evaluate.py) and
its command line, or `{"module": NAME, "argv": [...]}` (a2rl.smith). It runs as `python PATH
ARGV...` (`python -m NAME ARGV...`) would (the same events on stdout, ending with its result
line); then `{"event": "idle"}` says the next request may come. A request
that is not one, or an evaluator that raises, ends the process (the harness then starts a new one).

An engine is reused only for a checkpoint that it would load the same way from scratch: the same
engine settings, the same `config.json`, tokenizer and generation files byte for byte, and
safetensors weights with the same tensors (names, dtypes, shapes); anything else closes it and
starts a new one. The weights are then read again in place (vLLM's `reload_weights`) and the
prefix cache is emptied, so nothing of the previous checkpoint answers for the new one.
"""

from __future__ import annotations

import gc
import hashlib
import json
import os
import runpy
import struct
import sys
from typing import Any, Callable

# Loaded as the engine loads them: a difference in any of these means a new engine.
ENGINE_FILES = (
    "config.json",
    "generation_config.json",
    "tokenizer.json",
    "tokenizer_config.json",
    "special_tokens_map.json",
    "vocab.json",
    "merges.txt",
    "added_tokens.json",
    "tokenizer.model",
    "chat_template.jinja",
)


def _tensors(path: str) -> list:
    """A safetensors file's tensors as (name, dtype, shape), from its header alone."""
    with open(path, "rb") as f:
        (size,) = struct.unpack("<Q", f.read(8))
        if size > 100 * 2**20:
            raise ValueError(f"{path}: a safetensors header of {size} bytes")
        header = json.loads(f.read(size))
    return sorted((name, t["dtype"], t["shape"]) for name, t in header.items() if name != "__metadata__")


def checkpoint_signature(model_path: str) -> str | None:
    """What must be equal for a checkpoint to reuse the engine another one started: the engine's
    files (hashed) and the weights' tensors. None when its weights are not all safetensors (an
    engine is then started for it, as for any checkpoint)."""
    names = sorted(os.listdir(model_path))
    weights = [n for n in names if n.endswith(".safetensors")]
    if not weights or any(n.endswith((".bin", ".pt", ".pth", ".ckpt")) for n in names):
        return None
    digest = hashlib.sha256()
    for name in ENGINE_FILES:
        p = os.path.join(model_path, name)
        digest.update(f"{name}\0".encode())
        if os.path.isfile(p):
            with open(p, "rb") as f:
                digest.update(hashlib.sha256(f.read()).digest())
    try:
        for name in weights:
            digest.update(json.dumps([name, _tensors(os.path.join(model_path, name))]).encode())
    except (OSError, ValueError, struct.error):
        return None  # an unreadable file: the engine's own load says what is wrong with it
    return digest.hexdigest()


class WarmEngine:
    """At most one open engine, kept between evaluations, with the key it was opened for."""

    def __init__(self) -> None:
        self.backend: Any = None
        self.key: str | None = None
        self.loads = {"started": 0, "reloaded": 0}

    def open(self, model_path: str, settings: dict, start: Callable[[], Any]):
        """The engine for `model_path` under `settings`: the open one with the new weights where
        both agree, else a new one from `start()`."""
        signature = checkpoint_signature(model_path)
        key = None if signature is None else json.dumps([signature, settings], sort_keys=True, default=str)
        if self.backend is not None and key is not None and key == self.key:
            try:
                self.backend.load_weights(model_path)
            except BaseException:
                self.close()  # weights half read in: no later checkpoint is scored by this engine
                raise
            self.backend.load = "reloaded"
            self.loads["reloaded"] += 1
            return self.backend
        self.close()
        self.backend = start()
        self.backend.load = "started"
        self.key = key
        self.loads["started"] += 1
        return self.backend

    def close(self) -> None:
        if self.backend is not None:
            self.backend.close()
            self.backend, self.key = None, None
            gc.collect()


# Set while this process serves requests: a2rl.inference.open_backend keeps vLLM engines in it.
ENGINE: WarmEngine | None = None


def serve(requests, emit: Callable[[dict], None]) -> None:
    """Runs each request's evaluator in this process, with one warm engine across them."""
    global ENGINE
    ENGINE = WarmEngine()
    try:
        for line in requests:
            if not line.strip():
                continue
            request = json.loads(line)
            if not isinstance(request, dict):
                request = {}
            script, module, argv = request.get("script"), request.get("module"), request.get("argv")
            if (
                sum(isinstance(x, str) for x in (script, module)) != 1
                or not isinstance(argv, list)
                or not all(isinstance(a, str) for a in argv)
            ):
                raise ValueError(f"not a request: {line.strip()[:200]}")
            saved = sys.argv, list(sys.path)
            sys.argv = [script or module, *argv]
            if script:
                sys.path.insert(0, os.path.dirname(os.path.abspath(script)))
            try:
                if isinstance(script, str):
                    runpy.run_path(script, run_name="__main__")
                elif isinstance(module, str):
                    runpy.run_module(module, run_name="__main__", alter_sys=True)
            except SystemExit as done:
                if done.code not in (None, 0):
                    raise
            finally:
                sys.argv, sys.path[:] = saved[0], saved[1]
            emit({"event": "idle", **ENGINE.loads})
    finally:
        ENGINE.close()
        ENGINE = None


def main() -> int:
    from a2rl import protocol

    protocol.start_job()
    serve(sys.stdin, lambda event: protocol.emit(**event))
    return 0


if __name__ == "__main__":
    # Served by the module a2rl.inference imports (this file runs as __main__, a module apart).
    from a2rl.warm import main as serve_main

    sys.exit(serve_main())
