"""The example agent: supervised fine-tuning of the base model on the task's training split.

A real, small training pipeline in plain PyTorch (it runs on CPU in minutes): it reads the
workspace as the harness lays it out, trains, saves full checkpoints under $OUTPUT_DIR and
submits each one to the grading API, then stops when its step plan is done or the budget has no
room for another checkpoint. It plans by its clock (see `Plan`), so it ends in time on a slow or
busy machine too.

Settings (env): EXAMPLE_STEPS (most optimizer steps), EXAMPLE_SUBMISSIONS (checkpoints to submit,
at least 2), EXAMPLE_EVAL_GUESS_S (a submission's seconds to its score until one is measured),
EXAMPLE_BATCH, EXAMPLE_LR, EXAMPLE_MAX_LEN, EXAMPLE_THREADS (default: the CPUs the workspace may use).
"""

import json
import os
import random
import sys
import time
import urllib.error
import urllib.request

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

PROMPT = "Question: {question}\nLet's think step by step\nAnswer:"


def env_int(name: str, default: int) -> int:
    return int(os.environ.get(name, default))


def say(msg: str) -> None:
    print(f"[example-agent {time.strftime('%H:%M:%S')}] {msg}", flush=True)


def grading(method: str, path: str, body: dict | None = None, timeout: float = 3600) -> dict:
    """Call the grading API, retrying while it is unreachable (the harness may be restarting)."""
    url = os.environ["GRADING_SERVER_URL"].rstrip("/") + path
    data = json.dumps(body).encode() if body is not None else None
    deadline = time.time() + 600
    while True:
        req = urllib.request.Request(url, data=data, method=method, headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(req, timeout=timeout) as resp:
                return json.loads(resp.read())
        except urllib.error.HTTPError as err:
            return {"http_status": err.code, **json.loads(err.read() or b"{}")}
        except (urllib.error.URLError, ConnectionError, TimeoutError) as err:
            if time.time() > deadline:
                raise
            say(f"grading API unreachable ({err}); retrying")
            time.sleep(2)


def to_example(row: dict) -> tuple[str, str]:
    reasoning, _, number = row["answer"].rpartition("#### ")
    return PROMPT.format(question=row["question"]), f" {reasoning.strip()} The answer is {number.strip()}."


def available_cpus() -> int:
    """The CPUs this process may use: its cgroup's CPU quota where one is set (a workspace's CPU
    limit; cgroup v2 or v1), else the cores it may run on. More threads only queue for the quota."""
    for quota_file, period_file in (("cpu.max", None), ("cpu/cpu.cfs_quota_us", "cpu/cpu.cfs_period_us")):
        try:
            with open(f"/sys/fs/cgroup/{quota_file}") as f:
                fields = f.read().split()
            if period_file:
                with open(f"/sys/fs/cgroup/{period_file}") as f:
                    fields.append(f.read().strip())
            quota, period = fields[0], fields[-1]
            if quota not in ("max", "-1"):
                return max(1, int(int(quota) / int(period)))
        except (OSError, ValueError, IndexError):
            continue
    return len(os.sched_getaffinity(0))


MARGIN_S = 15.0  # what is not measured: the agent's exit, a late timer on a busy machine
SUBMIT_GUESS_S = 5.0  # a submit's capture and answer until one is measured


class Plan:
    """When to submit, by the clock. Each planned checkpoint gets an equal share of the training
    time left once the evaluations still to wait for have their room; the last checkpoint is
    submitted without waiting for its score (an accepted submission is scored after the agent
    ends), so it needs only its save and submit before the deadline. Fewer checkpoints are planned
    when their evaluations would take more than half the time left, never fewer than two. Step,
    save, submit and evaluation times are measured as the run goes (a step's by the slowest of the
    latest, as one slow step can overrun a plan made with their mean), so a slower or busier
    machine trains less between checkpoints instead of missing the deadline."""

    def __init__(self, deadline: float, steps: int, submissions: int, eval_guess: float):
        self.deadline, self.steps, self.submissions = deadline, steps, max(2, submissions)
        self.done = 0  # checkpoints submitted
        self.eval_s = eval_guess  # the longest submit-to-score so far (a guess until the first)
        self.save_s = 0.0  # the longest save so far
        self.submit_s = SUBMIT_GUESS_S  # the longest submit so far (a guess until the first)
        self.step_s: list[float] = []

    def left(self) -> float:
        return self.deadline - time.monotonic()

    def step_time(self) -> float:
        """A step's time: the slowest of the latest five (the first step also warms up, so it is
        left out unless it is the only one)."""
        recent = self.step_s[1:][-5:] or self.step_s
        return max(recent, default=0.0)

    def finish_s(self) -> float:
        """What the last checkpoint needs after its training: its save and submit, and the margin."""
        return self.save_s + self.submit_s + MARGIN_S

    def target(self) -> int:
        affordable = self.done + int(0.5 * self.left() / self.eval_s)
        return max(2, min(self.submissions, affordable))

    def segment(self) -> tuple[float, int]:
        """Seconds and most steps to train before the next submission."""
        todo = max(1, self.target() - self.done)
        # Each checkpoint but the last: its submit and evaluation, and a fallback step and save before it.
        waits = (todo - 1) * (self.eval_s + self.submit_s + self.step_time() + self.save_s)
        room = self.left() - waits - self.finish_s()
        return max(0.0, room / todo), max(1, self.steps // self.submissions)

    def last(self, step: int) -> bool:
        """Whether the checkpoint just saved is the last one (then submitted without waiting)."""
        return self.done + 1 >= self.target() or step >= self.steps


def wait_for_score(poll: str, until: float) -> dict | None:
    """The submission's record once it is scored (or failed); None if `until` comes first."""
    while time.monotonic() < until:
        record = grading("GET", poll)
        if record.get("status") not in ("queued", "evaluating"):
            return record
        time.sleep(min(2.0, max(0.0, until - time.monotonic())))
    return None


def main() -> int:
    # The run's seed (the harness sets A2RL_SEED): a sweep's seeds are runs of their own.
    seed = env_int("A2RL_SEED", 0)
    torch.manual_seed(seed)
    threads = env_int("EXAMPLE_THREADS", available_cpus())
    torch.set_num_threads(threads)
    steps, submissions = env_int("EXAMPLE_STEPS", 45), env_int("EXAMPLE_SUBMISSIONS", 3)
    batch, max_len = env_int("EXAMPLE_BATCH", 8), env_int("EXAMPLE_MAX_LEN", 96)
    lr = float(os.environ.get("EXAMPLE_LR", "5e-5"))
    model_path, out_dir = os.environ["MODEL_PATH"], os.environ["OUTPUT_DIR"]

    meta = grading("GET", "/time")
    remaining = float(meta.get("remaining") or 600)
    plan = Plan(time.monotonic() + remaining, steps, submissions, float(os.environ.get("EXAMPLE_EVAL_GUESS_S", "30")))
    say(f"budget: {remaining:.0f} s remaining of {meta.get('timeout_s')} s; {threads} threads")
    with open(os.path.join(os.environ["DATA_PATH"], "train.jsonl")) as f:
        rows = [json.loads(line) for line in f if line.strip()]
    say(
        f"{len(rows)} training rows; plan: at most {steps} steps, batch {batch}, lr {lr}, up to {plan.submissions} submissions by the clock"
    )

    tokenizer = AutoTokenizer.from_pretrained(model_path)
    if tokenizer.pad_token is None:
        tokenizer.pad_token = tokenizer.eos_token
    model = AutoModelForCausalLM.from_pretrained(model_path, dtype=torch.float32)
    model.train()
    optimizer = torch.optim.AdamW(model.parameters(), lr=lr, weight_decay=0.0)
    rng = random.Random(seed)

    def make_batch(sample: list[dict]):
        ids, labels = [], []
        for row in sample:
            prompt, target = to_example(row)
            p = tokenizer(prompt)["input_ids"]
            t = tokenizer(target)["input_ids"] + [tokenizer.eos_token_id]
            seq = (p + t)[:max_len]
            ids.append(seq)
            labels.append(([-100] * len(p) + t)[:max_len])  # loss on the answer only
        width = max(len(s) for s in ids)
        pad = tokenizer.pad_token_id
        input_ids = torch.tensor([s + [pad] * (width - len(s)) for s in ids])
        label_ids = torch.tensor([lab + [-100] * (width - len(lab)) for lab in labels])
        attention = torch.tensor([[1] * len(s) + [0] * (width - len(s)) for s in ids])
        return input_ids, label_ids, attention

    def train_step() -> float:
        input_ids, labels, attention = make_batch(rng.sample(rows, batch))
        loss = model(input_ids=input_ids, attention_mask=attention, labels=labels).loss
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        optimizer.step()
        optimizer.zero_grad()
        return loss.item()

    step = 0

    def train(n: int, seconds: float) -> None:
        """At least one step; then up to n, while the next one still fits in `seconds`."""
        nonlocal step
        began = time.monotonic()
        for _ in range(n):
            started = time.monotonic()
            loss = train_step()
            plan.step_s.append(time.monotonic() - started)
            step += 1
            say(f"step {step} loss {loss:.4f} ({plan.step_s[-1]:.1f} s)")
            if step >= steps or time.monotonic() - began + plan.step_time() > seconds:
                return

    def save() -> str:
        began = time.monotonic()
        ckpt = os.path.join(out_dir, f"step-{step:04d}")
        model.save_pretrained(ckpt)
        tokenizer.save_pretrained(ckpt)
        plan.save_s = max(plan.save_s, time.monotonic() - began)
        return ckpt

    def submit(ckpt: str) -> dict:
        """Submitted without waiting (answered once captured): the answer names where to poll for the score."""
        say(f"submitting {ckpt}")
        plan.done += 1
        began = time.monotonic()
        answer = grading(
            "POST", "/submit", {"model_path": os.path.relpath(ckpt, os.environ.get("WORKSPACE", ".")), "wait": False}
        )
        took = time.monotonic() - began
        plan.submit_s = took if plan.done == 1 else max(plan.submit_s, took)
        say(f"submit answered in {took:.1f} s")
        return answer

    while step < steps:
        seconds, most = plan.segment()
        train(most, seconds)
        ckpt = save()
        if plan.last(step):
            submit(ckpt)  # scored after the agent ends
            break
        # One more step and a fallback checkpoint before the evaluation takes the cores: if the
        # score comes too late for another segment, the fallback is the last checkpoint, as it is.
        train(1, 0.0)
        fallback = save()
        began = time.monotonic()
        resp = submit(ckpt)
        if "poll" not in resp:
            say(f"submit refused: {json.dumps(resp)}")
            break
        # The score is waited for (training beside an evaluation would slow both down), as long as
        # the fallback can still be submitted after it.
        record = wait_for_score(resp["poll"], plan.deadline - plan.submit_s - MARGIN_S)
        took = time.monotonic() - began
        plan.eval_s = took if plan.done == 1 else max(plan.eval_s, took)
        if record is not None:
            say(f"scored in {took:.0f} s: {json.dumps(record)}")
        if record is None or step >= steps or plan.left() < 3 * plan.step_time() + plan.finish_s():
            say("no time or steps for another segment: the fallback checkpoint is the last")
            submit(fallback)
            break
    say(f"done: {step} steps, {plan.done} submissions, {plan.left():.0f} s of the budget left")
    return 0


if __name__ == "__main__":
    sys.exit(main())
