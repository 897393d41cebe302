"""The reference pipeline's evaluation of checkpoints, as the reference harness runs it: for each
checkpoint, an OpenCompass config rendered for it (the dataset with its test_range, a vLLM model:
a new engine), `opencompass CONFIG --work-dir DIR` as a subprocess, and the score read from the
newest summary CSV. Each evaluation is timed from the subprocess's start to the score read. Runs in
the bench's OpenCompass environment (bench/opencompass_setup.sh).

  .a2rl/bench/opencompass/venv/bin/python bench/opencompass_reference.py --task gsm8k|arith \\
      --test FILE [--limit N] --work DIR MODEL [MODEL ...]

--test: the held-out problems (GSM8K's rows: "question", "answer" ending in "#### N"). Prints one
JSON line per checkpoint: {"model", "seconds", "score", "predictions", "work_dir"} (predictions: the
extracted answer to each problem, in order).

gsm8k is the reference's own: gsm8k_gen_1d7fe4 (4-shot chat, max_out_len 512) on
VLLMwithChatTemplate, as its template renders it (greedy, batch size 16). arith is not one of the
reference's tasks; its config asks OpenCompass for what tasks/arith/evaluate.py does (GSM8K's
zero-shot prompt as plain text on the VLLM model, 48 new tokens, stop at "Question:", batch size
20, GSM8K's answer extraction). The engine's settings are our evaluator's on this CPU
(a2rl.inference.engine_arguments: fp32, eager, a KV cache of 1 GiB, seed 0, the model's own
context length), so that both sides generate the same tokens. The rest is the reference's
template: NaivePartitioner and LocalRunner, an infer task and an eval task, each a process.
"""

import argparse
import csv
import glob
import json
import os
import shutil
import subprocess
import sys
import time

HEAD = """from mmengine.config import read_base
from opencompass.models import VLLM, VLLMwithChatTemplate
from opencompass.partitioners import NaivePartitioner
from opencompass.runners import LocalRunner
from opencompass.tasks import OpenICLEvalTask, OpenICLInferTask
"""

DATASETS = {
    "gsm8k": """
with read_base():
    from opencompass.configs.datasets.gsm8k.gsm8k_gen_1d7fe4 import gsm8k_datasets

datasets = [*gsm8k_datasets]
for d in datasets:
    d['path'] = {data!r}
    d['reader_cfg']['test_range'] = {test_range!r}
model_type, max_out_len, batch_size, stop_words = VLLMwithChatTemplate, 8192, 16, []
extra = dict(pred_postprocessor=dict(type='extract-non-reasoning-content'))
""",
    "arith": """
from opencompass.datasets import GSM8KDataset, Gsm8kEvaluator, gsm8k_dataset_postprocess, gsm8k_postprocess
from opencompass.openicl.icl_inferencer import GenInferencer
from opencompass.openicl.icl_prompt_template import PromptTemplate
from opencompass.openicl.icl_retriever import ZeroRetriever

datasets = [
    dict(
        abbr='arith',
        type=GSM8KDataset,
        path={data!r},
        reader_cfg=dict(input_columns=['question'], output_column='answer', test_range={test_range!r}),
        infer_cfg=dict(
            prompt_template=dict(type=PromptTemplate, template="Question: {{question}}\\nLet's think step by step\\nAnswer:"),
            retriever=dict(type=ZeroRetriever),
            inferencer=dict(type=GenInferencer, max_out_len=48),
        ),
        eval_cfg=dict(
            evaluator=dict(type=Gsm8kEvaluator),
            pred_postprocessor=dict(type=gsm8k_postprocess),
            dataset_postprocessor=dict(type=gsm8k_dataset_postprocess),
        ),
    )
]
model_type, max_out_len, batch_size, stop_words = VLLM, 48, 20, ['Question:']
extra = dict()
""",
}

TAIL = """
models = [
    dict(
        type=model_type,
        abbr='rl-{task}',
        path={model!r},
        model_kwargs=dict(
            tensor_parallel_size=1,
            trust_remote_code=True,
            dtype='float32',
            enforce_eager=True,
            kv_cache_memory_bytes=2**30,
            seed=0,
        ),
        max_seq_len={max_seq_len},
        max_out_len=max_out_len,
        batch_size=batch_size,
        generation_kwargs=dict(temperature=0.0, top_p=1.0, top_k=1),
        stop_words=stop_words,
        run_cfg=dict(num_gpus=0, num_procs=1),
        **extra,
    )
]

infer = dict(
    partitioner=dict(type=NaivePartitioner),
    runner=dict(type=LocalRunner, max_num_workers=16, task=dict(type=OpenICLInferTask)),
)
eval = dict(
    partitioner=dict(type=NaivePartitioner),
    runner=dict(type=LocalRunner, max_num_workers=16, task=dict(type=OpenICLEvalTask, dump_details=True)),
)
work_dir = {work_dir!r}
"""


def summary_score(work_dir: str) -> float:
    """The reference harness's parse: the newest timestamped folder, its first summary CSV, the
    rows whose metric is accuracy, their first score column."""
    runs = sorted(glob.glob(os.path.join(work_dir, "202*_*")), reverse=True)
    if not runs:
        raise RuntimeError(f"no results folder in {work_dir}")
    tables = sorted(glob.glob(os.path.join(runs[0], "summary", "**", "*.csv"), recursive=True))
    if not tables:
        raise RuntimeError(f"no summary CSV in {runs[0]}")
    with open(tables[0], newline="") as f:
        rows = list(csv.DictReader(f))
    columns = [c for c in rows[0] if c not in ("dataset", "version", "metric", "mode")]
    values = [float(r[columns[0]]) for r in rows if r.get("metric") == "accuracy"]
    if not values:
        raise RuntimeError(f"no numeric accuracy in {tables[0]}: {rows}")
    return sum(values) / len(values)


def evaluate(task: str, model: str, data: str, limit: int | None, work: str, opencompass: str) -> dict:
    with open(os.path.join(model, "config.json")) as f:
        max_seq_len = int(json.load(f).get("max_position_embeddings") or 8192)
    work_dir = os.path.join(work, task, os.path.basename(model.rstrip("/")))
    shutil.rmtree(work_dir, ignore_errors=True)
    os.makedirs(work_dir)
    config = os.path.join(work_dir, "opencompass_config.py")
    fields = dict(
        task=task,
        data=data,
        test_range=f"[0:{limit}]" if limit else "[:]",
        model=os.path.abspath(model),
        max_seq_len=max_seq_len,
        work_dir=work_dir,
    )
    with open(config, "w") as f:
        f.write(HEAD + DATASETS[task].format(**fields) + TAIL.format(**fields))
    env = {**os.environ, "HF_HUB_OFFLINE": "1", "VLLM_NO_USAGE_STATS": "1"}
    t0 = time.monotonic()
    proc = subprocess.run(
        [opencompass, config, "--work-dir", work_dir], env=env, capture_output=True, text=True, timeout=7200
    )
    if proc.returncode != 0:
        raise RuntimeError(f"opencompass exit code {proc.returncode}: {(proc.stderr or proc.stdout)[-3000:]}")
    seconds = round(time.monotonic() - t0, 2)
    (details,) = glob.glob(os.path.join(work_dir, "202*_*", "results", "*", f"{task}.json"))
    with open(details) as f:
        predictions = [d["pred"][0] for d in json.load(f)["details"]]
    return {
        "model": model,
        "seconds": seconds,
        "score": summary_score(work_dir),
        "predictions": predictions,
        "work_dir": work_dir,
    }


def data_folder(test: str, work: str, task: str) -> str:
    """A folder as GSM8KDataset reads it: the held-out rows as test.jsonl, and a train.jsonl it
    loads too (one stand-in row: nothing on this path reads it)."""
    folder = os.path.join(work, task, "data")
    os.makedirs(folder, exist_ok=True)
    shutil.copy(test, os.path.join(folder, "test.jsonl"))
    with open(os.path.join(folder, "train.jsonl"), "w") as f:
        f.write(json.dumps({"question": "What is 1 + 1?", "answer": "1 + 1 = 2\n#### 2"}) + "\n")
    return folder


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--task", choices=sorted(DATASETS), required=True)
    ap.add_argument("--test", required=True)
    ap.add_argument("--limit", type=int)
    ap.add_argument("--work", required=True)
    ap.add_argument("models", nargs="+")
    args = ap.parse_args()
    opencompass = os.path.join(os.path.dirname(sys.executable), "opencompass")
    data = data_folder(args.test, args.work, args.task)
    for model in args.models:
        print(json.dumps(evaluate(args.task, model, data, args.limit, args.work, opencompass)), flush=True)


if __name__ == "__main__":
    main()
