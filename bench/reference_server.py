"""A grading server built the way the reference harness builds its own, for the side-by-side
submit benchmark (bench/submit-side-by-side.ts): Flask in-process, served by werkzeug's threaded
server; POST /submit resolves the path inside the workspace, answers an unchanged checkpoint
(same path and newest weight/json mtime) from an in-memory cache, else evaluates in the request
thread under one lock, appends to scores.json (rewritten whole) and refreshes run_meta.json;
GET /time reads run_meta.json. The evaluator does no work (score 1.0), like the bench's noop-eval.

    python bench/reference_server.py --workspace DIR --port N
"""

import argparse
import json
import logging
import os
import threading
import time
from datetime import datetime
from pathlib import Path

from flask import Flask, jsonify, request
from werkzeug.serving import make_server

WEIGHT_SUFFIXES = {".safetensors", ".bin", ".json"}


def create_app(workspace: Path) -> Flask:
    app = Flask(__name__)
    root = workspace.resolve()
    scores_file = root / "scores.json"
    meta_file = root / "run_meta.json"
    lock = threading.Lock()
    cache: dict[str, dict] = {}

    def load_scores() -> list:
        return json.loads(scores_file.read_text()) if scores_file.exists() else []

    def update_meta(**fields) -> None:
        meta = json.loads(meta_file.read_text()) if meta_file.exists() else {}
        meta.update(fields)
        meta_file.write_text(json.dumps(meta, indent=2))

    def resolve(model_path: str) -> Path:
        if "\x00" in model_path:
            raise ValueError("Invalid model_path")
        candidate = Path(model_path) if os.path.isabs(model_path) else root / os.path.normpath(model_path)
        resolved = candidate.expanduser().resolve(strict=False)
        resolved.relative_to(root)
        return resolved

    def cache_key(resolved: Path) -> str:
        if resolved.is_file():
            newest = resolved.stat().st_mtime
        else:
            mtimes = [p.stat().st_mtime for p in resolved.rglob("*") if p.is_file() and p.suffix in WEIGHT_SUFFIXES]
            newest = max(mtimes, default=0.0)
        return f"{resolved}@{newest}"

    @app.post("/submit")
    def submit():
        body = request.get_json()
        model_path = body.get("model_path") if body else None
        if not model_path:
            return jsonify({"error": "Missing model_path"}), 400
        try:
            resolved = resolve(model_path)
        except ValueError:
            return jsonify({"error": "Invalid request"}), 400
        key = cache_key(resolved)
        if key in cache:
            return jsonify(cache[key])
        start = time.time()
        with lock:
            if key in cache:
                return jsonify(cache[key])
            scores = load_scores()
            result = {"score": 1.0}  # the no-op evaluator
            entry = {
                "submission_id": len(scores) + 1,
                "timestamp": datetime.now().isoformat(),
                "model_path": model_path,
                "score": result["score"],
                "baseline_score": 0.0,
                "improvement": round(result["score"] - 0.0, 6),
                "elapsed_seconds": round(time.time() - start, 2),
            }
            scores.append(entry)
            scores_file.write_text(json.dumps(scores, indent=2, ensure_ascii=False))
            update_meta(last_submit_time=int(time.time()))
            response = {**entry, "best": max(scores, key=lambda s: s["score"]), "total_submissions": len(scores)}
            cache[key] = response
        return jsonify(response)

    @app.get("/time")
    def time_left():
        meta = json.loads(meta_file.read_text()) if meta_file.exists() else {}
        now = int(time.time())
        start_time, timeout = meta.get("start_time"), meta.get("timeout_s")
        remaining = (
            max(timeout - (now - start_time), 0) if isinstance(start_time, int) and isinstance(timeout, int) else None
        )
        return jsonify({**meta, "now": now, "remaining": remaining})

    @app.get("/health")
    def health():
        return jsonify({"status": "ok", "task": "noop-eval", "workspace": str(root), "available_gpus": []})

    update_meta(start_time=int(time.time()), timeout_s=3600, last_submit_time=None, end_time=None)
    return app


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--workspace", required=True)
    ap.add_argument("--port", type=int, required=True)
    args = ap.parse_args()
    logging.getLogger("werkzeug").setLevel(logging.WARNING)  # no line per request
    server = make_server("127.0.0.1", args.port, create_app(Path(args.workspace)), threaded=True)
    print(f"reference-style grading server on 127.0.0.1:{args.port}", flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
