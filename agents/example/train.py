"""The example agent: supervised fine-tuning of the base model on the task's training split.

A real, small training pipeline in plain PyTorch (it runs on CPU in minutes): it reads the
workspace as the harness lays it out, trains, saves full checkpoints under $OUTPUT_DIR and
submits each one to the grading API, then stops when its step plan or the budget is used up.

Settings (env): EXAMPLE_STEPS (total optimizer steps), EXAMPLE_SUBMIT_EVERY (steps between
submissions), EXAMPLE_BATCH, EXAMPLE_LR, EXAMPLE_MAX_LEN, EXAMPLE_THREADS.
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


def main() -> int:
    # The run's seed (the harness sets A2RL_SEED): a sweep's seeds are runs of their own.
    seed = env_int("A2RL_SEED", 0)
    torch.manual_seed(seed)
    torch.set_num_threads(env_int("EXAMPLE_THREADS", os.cpu_count() or 1))
    steps, every = env_int("EXAMPLE_STEPS", 60), env_int("EXAMPLE_SUBMIT_EVERY", 20)
    batch, max_len = env_int("EXAMPLE_BATCH", 8), env_int("EXAMPLE_MAX_LEN", 96)
    lr = float(os.environ.get("EXAMPLE_LR", "5e-5"))
    model_path, out_dir = os.environ["MODEL_PATH"], os.environ["OUTPUT_DIR"]

    meta = grading("GET", "/time")
    say(f"budget: {meta.get('remaining')} s remaining of {meta.get('timeout_s')} s")
    with open(os.path.join(os.environ["DATA_PATH"], "train.jsonl")) as f:
        rows = [json.loads(line) for line in f if line.strip()]
    say(f"{len(rows)} training rows; plan: {steps} steps, batch {batch}, lr {lr}, submit every {every}")

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

    for step in range(1, steps + 1):
        input_ids, labels, attention = make_batch(rng.sample(rows, batch))
        loss = model(input_ids=input_ids, attention_mask=attention, labels=labels).loss
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        optimizer.step()
        optimizer.zero_grad()
        if step % 5 == 0:
            say(f"step {step}/{steps} loss {loss.item():.4f}")
        if step % every == 0 or step == steps:
            ckpt = os.path.join(out_dir, f"step-{step:04d}")
            model.save_pretrained(ckpt)
            tokenizer.save_pretrained(ckpt)
            # Wait for the score: on a small CPU machine, evaluating while training would make
            # both compete for the same cores.
            say(f"saved {ckpt}; submitting")
            resp = grading("POST", "/submit", {"model_path": os.path.relpath(ckpt, os.environ.get("WORKSPACE", "."))})
            say(f"grading response: {json.dumps(resp)}")
            remaining = grading("GET", "/time").get("remaining")
            if remaining is not None and remaining < 30:
                say("budget nearly used up; stopping")
                break
    say("done")
    return 0


if __name__ == "__main__":
    sys.exit(main())
