"""Where data preparation gets the real source files: a local mirror, else the Hugging Face hub.

The mirror is the task's offline source folder, `<tasks.sources>/<task id>` (config `tasks.sources`,
env A2RL_TASK_SOURCES), which the harness passes to prepare.py as `--source`. It is laid out as
`<repo id>/<path in repo>`, e.g. `tatsu-lab/alpaca_eval/alpaca_eval_gpt4_baseline.json`: the same
files, in the same formats, as the hub serves. Without one the files are downloaded; when neither
works, the error names every file that is missing and how to provide it.
"""

from __future__ import annotations

import glob
import os

from a2rl.data import DataUnavailable


class MissingSource(DataUnavailable):
    """A source file is missing (exit code 1, as these tasks' preparations have always ended)."""

    exit_code = 1


def _explain(task: str, where: str | None, wanted: list[str], cause: str) -> MissingSource:
    files = "\n".join(f"  {w}" for w in wanted)
    if where:
        return MissingSource(f"{task}: the source folder {where} lacks {cause}; it needs, under that folder:\n{files}")
    return MissingSource(
        f"{task}: cannot download its data ({cause}) and has no local source folder. Either give this "
        f"machine access to the Hugging Face hub, or set tasks.sources (env A2RL_TASK_SOURCES) to a folder "
        f"whose {task}/ holds:\n{files}"
    )


def dataset_files(task: str, where: str | None, repo: str, pattern: str, wanted: list[str]) -> list[str] | None:
    """Mirror files of `repo` matching `pattern` (a glob inside the repo); None without a mirror."""
    if not where:
        return None
    found = sorted(glob.glob(os.path.join(where, repo, pattern)))
    if not found:
        raise _explain(task, where, wanted, f"{repo}/{pattern}")
    return found


def hub_file(task: str, where: str | None, repo: str, filename: str, wanted: list[str]) -> str:
    """A file of the dataset repo `repo`: from the mirror `where` when set, else downloaded."""
    if where:
        path = os.path.join(where, repo, filename)
        if not os.path.isfile(path):
            raise _explain(task, where, wanted, f"{repo}/{filename}")
        return path
    try:
        from huggingface_hub import hf_hub_download

        return hf_hub_download(repo_id=repo, filename=filename, repo_type="dataset")
    except Exception as err:  # noqa: BLE001 - any failure means the file is not available
        raise _explain(task, None, wanted, f"{repo}/{filename}: {type(err).__name__}: {str(err)[:200]}") from None


def load_hub_dataset(task: str, repo: str, split: str, wanted: list[str], **kwargs):
    """datasets.load_dataset(repo, split=...) from the hub, with the same clear error."""
    try:
        from datasets import load_dataset

        return load_dataset(repo, split=split, **kwargs)
    except Exception as err:  # noqa: BLE001
        raise _explain(task, None, wanted, f"{repo}: {type(err).__name__}: {str(err)[:200]}") from None
