"""The events Python jobs write match the protocol as the TypeScript side defines it
(common/job-protocol.ts, exported to python/a2rl/job-events.schema.json)."""

import io
import json
import os

import jsonschema
import pytest

from a2rl import protocol

pytestmark = pytest.mark.fast  # npm run test:fast

PROTOCOL = json.load(open(os.path.join(os.path.dirname(protocol.__file__), "job-events.schema.json")))
SCHEMA = PROTOCOL["event"]


@pytest.fixture()
def lines(monkeypatch):
    out = io.StringIO()
    monkeypatch.setattr(protocol, "_stdout", out)
    return lambda: [json.loads(line) for line in out.getvalue().splitlines()]


def test_every_event_the_python_side_writes_is_a_protocol_event(lines):
    protocol.progress(3, 10)
    protocol.result(
        42.5,
        accuracy_summary={"correct": 1, "total": 2},
        eval_seconds=1.5,
        engine={"backend": "vllm", "device": "cpu", "version": "0.32.0"},
    )
    protocol.result(0.0, error="the checkpoint does not load")
    protocol.log("hello")
    protocol.emit("metrics", step=4, loss=0.5, kl=0.01)
    protocol.emit("checkpoint", path="/out/step-4", step=4)
    protocol.emit("done", checkpoint="/out/step-4", step=4, losses=[0.5])
    protocol.emit("error", message="unknown setting: lr2")
    events = lines()
    assert [e["event"] for e in events] == [
        "progress",
        "result",
        "result",
        "log",
        "metrics",
        "checkpoint",
        "done",
        "error",
    ]
    for event in events:
        jsonschema.validate(event, SCHEMA)


@pytest.mark.parametrize(
    "event",
    [
        {"event": "result", "score": "high"},
        {"event": "result", "accuracy_summary": {}},
        {"event": "checkpoint", "path": "/out/step-4"},
        {"event": "progress", "done": -1, "total": 3},
        {"event": "result", "score": 1.0, "engine": {"backend": "vllm"}},
        {"event": "mystery"},
    ],
)
def test_malformed_events_are_not_protocol_events(event):
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(event, SCHEMA)


@pytest.mark.parametrize(
    "kind,done",
    [
        ("expert_data", {"data": "/out/sft.jsonl", "episodes": 2, "won": 2, "examples": 9}),
        ("sft", {"checkpoint": "/out/checkpoint-3", "step": 3, "losses": [1.2, 0.9]}),
        ("grpo", {"checkpoint": None, "step": 0, "skipped": "no group had differing rewards", "losses": []}),
        (
            "rollout",
            {
                "trajectories": "/out/t.jsonl",
                "summary": "/out/summary.json",
                "episodes": 4,
                "won": 1,
                "success_rate": 0.25,
                "mean_reward": 0.4,
            },
        ),
    ],
)
def test_each_training_job_kind_has_its_done_event(kind, done):
    jsonschema.validate({"event": "done", **done}, PROTOCOL["done"][kind])
    jsonschema.validate({"event": "done", **done}, SCHEMA)
    # Without the numbers the pipeline goes on with, it is not that kind's result.
    for field in [k for k in done if k in PROTOCOL["done"][kind]["required"]]:
        with pytest.raises(jsonschema.ValidationError):
            jsonschema.validate({k: v for k, v in done.items() if k != field}, PROTOCOL["done"][kind])
