#!/usr/bin/env bash
# The GPU check (bench/gpu_check.py): the training jobs on a 1.5B model built with random weights,
# their peak GPU memory and tokens per second. Run on a lent GPU machine from the repository root:
#   bash bench/gpu_check.sh            # Qwen2.5-1.5B's size; GPU_CHECK_SIZE=tiny: a dry run on a CPU
# The model, data and checkpoints go to bench/.gpu-check/run; the result, gpu-check.json, is also
# copied to $OUT when that is set (the device machine's folder that comes back).
# It needs PyTorch and transformers, and a tokenizer: SmolLM2's, copied by this script into
# bench/.gpu-check/tokenizer when the model cache has it (carry that folder to a machine without it).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
here=bench/.gpu-check
cache=${A2RL_CACHE_DIR:-.a2rl/cache}/models/HuggingFaceTB/SmolLM2-135M-Instruct
if [ -f "$cache/tokenizer.json" ] && [ ! -f "$here/tokenizer/tokenizer.json" ]; then
  mkdir -p "$here/tokenizer"
  cp "$cache"/tokenizer* "$here/tokenizer/"
fi
[ -f "$here/tokenizer/tokenizer.json" ] || { echo "gpu_check: no tokenizer in $here/tokenizer (run once where the model cache has SmolLM2)" >&2; exit 1; }
rm -rf "$here/run"
PYTHONPATH=python "${PYTHON:-python3}" bench/gpu_check.py --size "${GPU_CHECK_SIZE:-1.5b}" --tokenizer "$here/tokenizer" --out "$here/run"
if [ -n "${OUT:-}" ]; then cp "$here/run/gpu-check.json" "$OUT/"; fi
