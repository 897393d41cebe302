"""The side-by-side submit benchmark's client (bench/submit-side-by-side.ts runs it): the reference's
own client call, `requests.post(url + "/submit", json=...)`, against each server in turn, in
alternating rounds. Per round and server: N new checkpoints (written into that server's
workspace, then submitted), the same N again (unchanged: the earlier result), and N `GET /time`.
Prints one JSON object: per server and case, every latency in ms.

    python bench/submit_client.py '[{"name": ..., "url": ..., "dir": ...}, ...]' ROUNDS N
"""

import json
import os
import sys
import time

import requests


def timed(fn) -> float:
    t0 = time.perf_counter()
    r = fn()
    ms = (time.perf_counter() - t0) * 1000
    if r.status_code != 200:
        raise SystemExit(f"{r.request.method} {r.url}: {r.status_code} {r.text[:200]}")
    return ms


def write_checkpoint(workspace: str, name: str) -> str:
    path = os.path.join(workspace, "output", name)
    os.makedirs(path, exist_ok=True)
    with open(os.path.join(path, "config.json"), "w") as f:
        json.dump({"model_type": "scripted", "name": name}, f)
    with open(os.path.join(path, "model.safetensors"), "w") as f:
        f.write(f"weights of {name}")
    return f"output/{name}"


def main() -> None:
    servers = json.loads(sys.argv[1])
    rounds, n = int(sys.argv[2]), int(sys.argv[3])
    out = {s["name"]: {"new": [], "unchanged": [], "time": []} for s in servers}
    for r in range(rounds):
        for s in servers:
            url, got = s["url"], out[s["name"]]
            paths = [write_checkpoint(s["dir"], f"sbs-{r}-{i}") for i in range(n)]
            got["new"] += [
                timed(lambda p=p, u=url: requests.post(u + "/submit", json={"model_path": p})) for p in paths
            ]
            got["unchanged"] += [
                timed(lambda p=p, u=url: requests.post(u + "/submit", json={"model_path": p})) for p in paths
            ]
            got["time"] += [timed(lambda u=url: requests.get(u + "/time")) for _ in range(n)]
    print(json.dumps(out))


if __name__ == "__main__":
    main()
