"""A Python bench's result: written as indented JSON to its result file (bench/results/), and printed."""

import json
import os


def write(path: str, result: dict) -> None:
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        json.dump(result, f, indent=1)
        f.write("\n")
    print(json.dumps(result, indent=1))
