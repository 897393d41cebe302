"""The model cache's preparation when several processes prepare the same model at once."""

import json
import os

import pytest

from a2rl import models

pytestmark = pytest.mark.fast


def write_checkpoint(folder: str, who: str) -> None:
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "config.json"), "w") as f:
        json.dump({"model_type": "llama", "prepared_by": who}, f)


def test_a_copy_another_process_finished_first_is_kept_not_replaced(tmp_path, monkeypatch):
    out = str(tmp_path / "models" / "org" / "m")

    def download(model_id: str, tmp: str) -> None:
        write_checkpoint(tmp, "this process")
        # Meanwhile another process (a second worker or test) finishes the same model.
        write_checkpoint(out, "the other process")
        with open(os.path.join(out, models.MARKER), "w") as f:
            json.dump({"model": model_id, "source": "the other process"}, f)

    monkeypatch.setattr(models, "_from_hub", download)
    info = models.prepare("org/m", out)
    assert info["cached"] is True and info["source"] == "the other process"
    with open(os.path.join(out, "config.json")) as f:
        assert json.load(f)["prepared_by"] == "the other process"  # readers of that copy keep it
    assert [p for p in os.listdir(tmp_path / "models" / "org") if p.startswith(".prepare-")] == []


def test_an_unfinished_entry_without_its_marker_is_replaced(tmp_path, monkeypatch):
    out = str(tmp_path / "m")
    write_checkpoint(out, "a crashed attempt")  # no marker: never finished
    monkeypatch.setattr(models, "_from_hub", lambda model_id, tmp: write_checkpoint(tmp, "this process"))
    info = models.prepare("org/m", out)
    assert info["cached"] is False
    with open(os.path.join(out, "config.json")) as f:
        assert json.load(f)["prepared_by"] == "this process"
    assert models.is_prepared(out)
