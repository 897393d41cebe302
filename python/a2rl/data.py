"""Data preparation shared by the tasks: sources, JSON-lines files, the command line.

A task's preparation writes OUT/train/ (mounted into the workspace) and OUT/heldout/ (scored by
the evaluator, never mounted). Its rows come from the real source (the Hugging Face hub) when
there is a network, or from a local folder in the source's own format (`--source`, which the
harness fills from `tasks.sources` / A2RL_TASK_SOURCES). When neither works, preparation fails
with a message that says what is missing and how to provide it.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Callable


class DataUnavailable(Exception):
    """The source's data cannot be had; the message says what is missing and how to provide it."""

    exit_code = 2


class BadArgument(Exception):
    """A command-line value the preparation refuses: argparse's usage error (exit code 2)."""


def read_jsonl(path: str) -> list[dict]:
    opener = open
    if path.endswith(".gz"):
        import gzip

        opener = gzip.open
    with opener(path, "rt", encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def write_jsonl(path: str, rows: list[dict]) -> None:
    os.makedirs(os.path.dirname(path), exist_ok=True)
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    os.replace(tmp, path)


def load_hub_split(dataset: str, config: str | None, split: str) -> list[dict]:
    """Rows of one split of a Hugging Face dataset (needs the `datasets` package and the hub)."""
    try:
        from datasets import load_dataset
    except ImportError as err:
        raise DataUnavailable("the `datasets` package is not installed") from err
    try:
        return [dict(r) for r in load_dataset(dataset, config, split=split)]
    except Exception as err:  # noqa: BLE001 - no network, no such dataset: say which
        first_line = str(err).strip().splitlines()[0] if str(err).strip() else ""
        raise DataUnavailable(
            f"the Hugging Face hub did not serve {dataset} ({type(err).__name__}: {first_line[:300]})"
        ) from err


def main(
    prepare: Callable[..., dict],
    argv: list[str] | None = None,
    *,
    options: Callable[[argparse.ArgumentParser], None] | None = None,
    source_help: str | None = None,
    source_may_be_missing: bool = False,
) -> int:
    """Command line of every task's preparation: --out DIR [--source DIR] and the task's own options.

    `options` adds the task's arguments to the parser; their values reach `prepare(out, source,
    **values)` as keywords. `prepare` returns the fields of the `result` line, or raises
    DataUnavailable (an `error` line and the message on stderr; its exit_code) or BadArgument (a
    usage error). `source_may_be_missing`: --source names a folder preparation may create itself.
    """
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", required=True, help="folder to write train/ and heldout/ into")
    parser.add_argument(
        "--source", default=None, help=source_help or "local folder with the source files, in the source's own format"
    )
    if options:
        options(parser)
    args = parser.parse_args(argv)
    if args.source and not source_may_be_missing and not os.path.isdir(args.source):
        print(json.dumps({"event": "error", "message": f"--source {args.source}: no such folder"}))
        return 2
    own = {k: v for k, v in vars(args).items() if k not in ("out", "source")}
    try:
        info = prepare(args.out, args.source, **own)
    except BadArgument as err:
        parser.error(str(err))
    except DataUnavailable as err:
        print(json.dumps({"event": "error", "message": str(err)}))
        print(str(err), file=sys.stderr)
        return err.exit_code
    print(json.dumps({"event": "result", **info}))
    return 0
