"""Prepare the webshop task's data: a product catalog, its Lucene index and the goal splits.

  python prepare.py --out DIR [--source DIR] [--heldout N]

The catalog comes from the --source folder (the harness passes `<tasks.sources>/webshop` when it
exists), by what it holds:
  reference  WebShop's 1000-product files (items_shuffle_1000.json, items_ins_v2_1000.json,
             items_human_ins.json), the ones the reference harness uses; without a source folder
             they are downloaded from WebShop's Google Drive with gdown. Without a network that
             fails and says which files are missing.
  small      a smaller catalog in the same formats (items_shuffle.json, items_ins_v2.json,
             items_human_ins.json), such as the 12-product one in test/fixtures/task-sources/webshop:
             for tests and machines without the reference files. Scores on it are not comparable.

Writes DIR/heldout/ (never mounted): catalog/ (the files + index/), goals.json with the first
N goals of WebShop's shuffled goal list (sessions 0..N-1, the ones the evaluator plays); and
DIR/train/ (the agent's data/): the same catalog with the instruction fields removed from the
attribute file (so held-out goals cannot be rebuilt from it) and goals.json with every other goal.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

from a2rl.data import BadArgument, DataUnavailable, main
from a2rl.envs.webshop.catalog import FILES, CatalogError, load_catalog, search_documents
from a2rl.envs.webshop.search import SearchEngineError, build_index

REFERENCE_FILES = {  # WebShop's setup.sh "-d small": Google Drive ids
    "products": ("items_shuffle_1000.json", "1EgHdxQ_YxqIQlvvq5iKlCrkEKR6-j0Ib"),
    "attributes": ("items_ins_v2_1000.json", "1IduG0xl544V_A_jv3tHXC0kyFi7PnyBu"),
    "human": ("items_human_ins.json", "14Kb5SPBk_jfdLZ_CDBNitW98QLDlKR5O"),
}
SOURCES = {
    "reference": {"num_products": 1000, "heldout": 100},
    "small": {"num_products": None, "heldout": 15},
}
INSTRUCTION_FIELDS = ("instruction", "instruction_attributes")


class PrepareError(DataUnavailable):
    pass


def placed_files(source: str | None) -> tuple[str, dict] | None:
    """(kind, {kind: path}) for a source folder holding a whole catalog; None otherwise."""
    if not source:
        return None
    for kind, names in (("reference", {k: n for k, (n, _) in REFERENCE_FILES.items()}), ("small", FILES)):
        paths = {k: os.path.join(source, n) for k, n in names.items()}
        if all(os.path.isfile(p) for p in paths.values()):
            return kind, paths
    return None


def fetch_reference(dest: str) -> dict:
    """The three reference files, downloaded with gdown. Returns {kind: path}."""
    paths, missing = {}, []
    os.makedirs(dest, exist_ok=True)
    for kind, (name, drive_id) in REFERENCE_FILES.items():
        target = os.path.join(dest, name)
        try:
            subprocess.run(
                [sys.executable, "-m", "gdown", drive_id, "-O", target],
                check=True,
                timeout=120,
                capture_output=True,
                text=True,
            )
            paths[kind] = target
        except (subprocess.CalledProcessError, subprocess.TimeoutExpired, OSError) as err:
            lines = [
                ln
                for ln in (getattr(err, "stderr", None) or str(err)).splitlines()
                if ln.strip() and "report issues" not in ln
            ]
            missing.append(f"{name} (Google Drive id {drive_id}: {lines[-1].strip() if lines else err})")
    if missing:
        raise PrepareError(
            "WebShop's reference product files could not be obtained: "
            + "; ".join(missing)
            + ". Place items_shuffle_1000.json, items_ins_v2_1000.json and items_human_ins.json in the folder "
            "webshop/ of tasks.sources (env A2RL_TASK_SOURCES), or a smaller catalog in the same formats named "
            "items_shuffle.json, items_ins_v2.json and items_human_ins.json (test/fixtures/task-sources/webshop "
            "is a 12-product one; scores on it are not comparable with the reference)."
        )
    return paths


def write_json(path: str, value) -> None:
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(value, f, indent=1, ensure_ascii=False)


def prepare(out: str, source_dir: str | None, heldout: int | None = None) -> dict:
    placed = placed_files(source_dir)
    if source_dir and not placed:
        raise BadArgument(
            f"{source_dir} holds neither the reference's catalog files ({', '.join(n for n, _ in REFERENCE_FILES.values())}) "
            f"nor a catalog in their formats ({', '.join(FILES.values())})"
        )
    if heldout is not None and heldout < 1:
        raise BadArgument("--heldout must be at least 1")
    source, files = placed if placed else ("reference", fetch_reference(os.path.join(out, ".download")))
    settings = SOURCES[source]
    heldout = heldout if heldout is not None else settings["heldout"]
    held_catalog = os.path.join(out, "heldout", "catalog")
    os.makedirs(held_catalog, exist_ok=True)
    for kind, path in files.items():
        shutil.copyfile(path, os.path.join(held_catalog, FILES[kind]))
    try:
        catalog, goals = load_catalog(held_catalog, num_products=settings["num_products"])
    except (CatalogError, KeyError, TypeError, ValueError) as err:
        raise PrepareError(f"the {source} catalog files are malformed: {type(err).__name__}: {err}") from err
    if len(goals) <= heldout:
        raise PrepareError(f"the {source} catalog has {len(goals)} goals; need more than {heldout} held-out ones")
    try:
        build_index(search_documents(catalog.products), os.path.join(held_catalog, "index"))
    except SearchEngineError as err:
        raise PrepareError(str(err)) from err

    meta = {"source": source, "num_products": len(catalog.products), "goals": len(goals), "heldout_sessions": heldout}
    write_json(os.path.join(out, "heldout", "goals.json"), {**meta, "first_session": 0, "goals": goals[:heldout]})
    write_json(os.path.join(out, "heldout", "source.json"), meta)

    train_catalog = os.path.join(out, "train", "catalog")
    shutil.copytree(held_catalog, train_catalog)
    with open(os.path.join(train_catalog, FILES["attributes"]), encoding="utf-8") as f:
        attributes = json.load(f)
    stripped = {
        asin: {k: v for k, v in entry.items() if k not in INSTRUCTION_FIELDS} for asin, entry in attributes.items()
    }
    write_json(os.path.join(train_catalog, FILES["attributes"]), stripped)
    os.remove(os.path.join(train_catalog, FILES["human"]))  # human instructions would reveal goals too
    write_json(os.path.join(out, "train", "goals.json"), {**meta, "first_session": heldout, "goals": goals[heldout:]})
    write_json(os.path.join(out, "train", "source.json"), meta)
    shutil.rmtree(os.path.join(out, ".download"), ignore_errors=True)
    return {**meta, "train_goals": len(goals) - heldout}


def options(parser) -> None:
    parser.add_argument(
        "--heldout", type=int, default=None, help="held-out sessions (default: 100; 15 for the fixture)"
    )


if __name__ == "__main__":
    sys.exit(
        main(
            prepare,
            options=options,
            source_help="a folder with the catalog files (else the reference's are downloaded)",
        )
    )
