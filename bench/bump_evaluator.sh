#!/usr/bin/env bash
# An evaluator version bump for the restatement bench, without touching the project's tasks: a
# plug-in copy of task arith (a plug-in folder replaces the built-in task of the same id) whose
# evaluator decodes 64 new tokens instead of 48 and says so with a new version.
#   bash bench/bump_evaluator.sh DIR   then run the workers with A2RL_TASK_DIRS=DIR
set -euo pipefail
out="${1:?usage: bump_evaluator.sh DIR}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
rm -rf "$out/arith" && mkdir -p "$out" && cp -r "$root/tasks/arith" "$out/arith"
sed -i 's/version: "arith-eval-3".*/version: "arith-eval-4-bench"  # bench: 64 new tokens/' "$out/arith/task.yaml"
sed -i 's/DEFAULTS = {"max_new_tokens": 48,/DEFAULTS = {"max_new_tokens": 64,/' "$out/arith/evaluate.py"
grep -q arith-eval-4-bench "$out/arith/task.yaml" && grep -q '"max_new_tokens": 64' "$out/arith/evaluate.py"
echo "$out/arith: evaluator arith-eval-4-bench"
