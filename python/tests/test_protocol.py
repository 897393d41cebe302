"""The events Python jobs write match the protocol as the TypeScript side defines it
(common/job-protocol.ts, exported to python/a2rl/job-events.schema.json)."""

import io
import json
import os

import jsonschema
import pytest

from a2rl import protocol

SCHEMA = json.load(open(os.path.join(os.path.dirname(protocol.__file__), "job-events.schema.json")))


@pytest.fixture()
def lines(monkeypatch):
    out = io.StringIO()
    monkeypatch.setattr(protocol, "_stdout", out)
    return lambda: [json.loads(line) for line in out.getvalue().splitlines()]


def test_every_event_the_python_side_writes_is_a_protocol_event(lines):
    protocol.progress(3, 10)
    protocol.result(42.5, accuracy_summary={"correct": 1, "total": 2}, eval_seconds=1.5, engine={"backend": "vllm", "device": "cpu", "version": "0.32.0"})
    protocol.result(0.0, error="the checkpoint does not load")
    protocol.log("hello")
    protocol.emit("metrics", step=4, loss=0.5, kl=0.01)
    protocol.emit("checkpoint", path="/out/step-4", step=4)
    protocol.emit("done", checkpoint="/out/step-4", step=4, losses=[0.5])
    protocol.emit("error", message="unknown setting: lr2")
    events = lines()
    assert [e["event"] for e in events] == ["progress", "result", "result", "log", "metrics", "checkpoint", "done", "error"]
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
