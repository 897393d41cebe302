"""Prepare ALFWorld's games: the training (and validation) split for the agent, valid_unseen for the evaluator.

  python prepare.py --out DIR [--source DIR]

The games come from the ALFWorld data folder: `--source` (the harness passes
`<tasks.sources>/alfworld` when it exists), else `$ALFWORLD_DATA` (default ~/.cache/alfworld, as
the alfworld package itself uses), laid out as `alfworld-download` lays it out:
json_2.1.1/{train,valid_unseen}/<task>/<trial>/{game.tw-pddl,traj_data.json,initial_state.pddl}
and logic/alfred.pddl. When that folder lacks them, `alfworld-download` fetches them (GitHub,
about 2 GB; ALFWORLD_DOWNLOAD=0 skips that). Without a network that fails, and this script stops with a message naming what is
missing. The small games generated from the alfworld package and committed with this task are
such a data folder too (test/fixtures/task-sources/alfworld links to them).

Writes DIR/train/train/... (mounted for the agent as data/train, as the reference's symlink),
DIR/heldout/valid_unseen/... (never mounted) and DIR/source.json. A data folder with a validation
split, json_2.1.1/valid (the small generated set; not ALFWorld's own data, nor the full generated
set), also gives DIR/train/valid/...: games on floor plans of their own, for the agent to choose
training settings on. Files are hard-linked when the data folder is on the same filesystem,
copied otherwise.
"""

import glob
import json
import os
import shutil
import subprocess
import sys

from a2rl.data import DataUnavailable, main
from a2rl.settings import ALFWORLD_DATA, ALFWORLD_DOWNLOAD

GAME_FILES = ("game.tw-pddl", "traj_data.json", "initial_state.pddl")
SPLITS = {"train": os.path.join("train", "train"), "valid_unseen": os.path.join("heldout", "valid_unseen")}
# Exported where the data folder has them, not required: the agent's validation games.
OPTIONAL_SPLITS = {"valid": os.path.join("train", "valid")}
EXPORTED_AS = {**SPLITS, **OPTIONAL_SPLITS}


def data_root(source: str | None) -> str:
    return os.path.abspath(os.path.expanduser(source or ALFWORLD_DATA.value()))


def missing_parts(root: str) -> list[str]:
    """What the reference's completeness check wants and the folder lacks."""
    base = os.path.join(root, "json_2.1.1")
    missing = []
    for split in SPLITS:
        if not glob.glob(os.path.join(base, split, "*", "*", "game.tw-pddl")):
            missing.append(f"{split} games (json_2.1.1/{split}/*/*/game.tw-pddl)")
    if not glob.glob(os.path.join(base, "*", "*", "*", "initial_state.pddl")):
        missing.append("PDDL problems (json_2.1.1/*/*/*/initial_state.pddl)")
    if not os.path.exists(os.path.join(root, "logic", "alfred.pddl")):
        missing.append("logic/alfred.pddl")
    return missing


def download(root: str) -> str:
    """Run alfworld-download into root; returns its error output ("" on success)."""
    script = os.path.join(os.path.dirname(sys.executable), "alfworld-download")
    argv = [sys.executable, script] if os.path.exists(script) else ["alfworld-download"]
    try:
        proc = subprocess.run(argv + ["--data-dir", root], capture_output=True, text=True, timeout=4 * 3600)
    except (OSError, subprocess.TimeoutExpired) as err:
        return str(err)
    return "" if proc.returncode == 0 else (proc.stderr.strip().splitlines() or [f"exit code {proc.returncode}"])[-1]


def link_or_copy(src: str, dst: str) -> None:
    os.makedirs(os.path.dirname(dst), exist_ok=True)
    try:
        os.link(src, dst)
    except OSError:
        shutil.copy2(src, dst)


def export_split(root: str, split: str, out: str) -> int:
    count = 0
    src_split = os.path.join(root, "json_2.1.1", split)
    for gamefile in sorted(glob.glob(os.path.join(src_split, "*", "*", "game.tw-pddl"))):
        trial = os.path.dirname(gamefile)
        rel = os.path.relpath(trial, src_split)
        for name in GAME_FILES:
            if os.path.exists(os.path.join(trial, name)):
                link_or_copy(os.path.join(trial, name), os.path.join(out, EXPORTED_AS[split], rel, name))
        count += 1
    return count


def prepare(out: str, source: str | None) -> dict:
    root = data_root(source)
    missing = missing_parts(root)
    if missing:
        if ALFWORLD_DOWNLOAD.value() == "0":
            error = "downloads are off (ALFWORLD_DOWNLOAD=0)"
        else:
            os.makedirs(root, exist_ok=True)
            error = download(root)
        missing = missing_parts(root)
        if missing:
            raise DataUnavailable(
                f"ALFWorld data is missing in {root}: {'; '.join(missing)}. alfworld-download could not fetch it"
                f" ({error or 'it finished without them'}). Run alfworld-download where GitHub is reachable (or set"
                " tasks.sources (A2RL_TASK_SOURCES) to a folder whose alfworld/ has the data), or use the small"
                f" generated games: {os.path.join(os.path.dirname(os.path.abspath(__file__)), 'games')}"
            )
    counts = {split: export_split(root, split, out) for split in SPLITS}
    for split in OPTIONAL_SPLITS:
        if os.path.isdir(os.path.join(root, "json_2.1.1", split)):
            counts[split] = export_split(root, split, out)
    source_info = {
        "alfworld_data": root,
        "games": counts,
        "generated": os.path.exists(os.path.join(root, "GENERATED.md")),
    }
    with open(os.path.join(out, "source.json"), "w") as f:
        json.dump(source_info, f, indent=1)
    open(os.path.join(out, "train", ".downloaded"), "w").close()
    return source_info


if __name__ == "__main__":
    # --source may name a folder alfworld-download is still to fill.
    sys.exit(
        main(prepare, source_help="an ALFWorld data folder (alfworld-download's layout)", source_may_be_missing=True)
    )
