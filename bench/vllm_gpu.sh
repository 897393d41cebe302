#!/usr/bin/env bash
# The vLLM checks of the test suite and the throughput table, on a GPU worker (one where setup
# installed vLLM's CUDA build): the real-engine tests of python/tests/test_inference.py (fp32
# outputs identical to transformers', chat templates, stop strings, prefix caching, start-up
# failures, engine arguments), then bench/inference.py. Prints both; append the table to
# bench/RESULTS.md by hand with the machine's name.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
nvidia-smi -L
.venv/bin/python -m pytest python/tests/test_inference.py -p no:cacheprovider -rA
.venv/bin/python bench/inference.py --prompts "${BENCH_PROMPTS:-200}" --rounds "${BENCH_ROUNDS:-2}"
