#!/usr/bin/env bash
# The whole test suite: setup (idempotent), the static checks (ESLint, the import rules, ruff,
# Prettier and ruff format, pyright), unit and workflow tests, then the integration tests against a
# real Temporal server, the Docker engine and a real small model, and the Python tests, in two
# streams side by side.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/test-parts.sh"
phase setup bash scripts/setup.sh
# The evaluators and training jobs of the two streams share two cores: OpenMP threads that wait
# passively instead of spinning keep each stream's torch and vLLM near their idle speed (a vLLM
# test with one core kept busy: 84 s spinning, 45 s passive; docs/testing.md).
export OMP_WAIT_POLICY=PASSIVE
# Two streams side by side, about equal in time: in the background the Python tests, the unit and
# workflow tests, then the integration files that spend most of their time in Python jobs
# (training, task evaluators) and crash-survival; in the foreground the linters and the other
# integration files. Each integration file has its own Temporal server, data folder and ports, so
# the streams share only the machine. With arguments (a file, a test name) the integration files
# all run in the foreground.
beside_files=(test/integration/training-pipeline.test.ts test/integration/tasks-level1.test.ts test/integration/crash-survival.test.ts)
background_stream() {
  local rc=0 part start
  local -a times=()
  timed() {
    part=$1 start=$SECONDS
    shift
    "$@" || rc=1
    times+=("$(printf '  %-12s %5d s' "$part" $((SECONDS - start)))")
  }
  timed pytest .venv/bin/python -m pytest --durations=15
  timed jest npx jest --selectProjects unit workflow "$@"
  if [ $# -eq 0 ]; then timed integration npx jest --selectProjects=integration --runInBand "${beside_files[@]}"; fi
  printf '%s\n' "its parts (seconds):" "${times[@]}"
  return $rc
}
beside "background: pytest, jest$([ $# -eq 0 ] && echo ", ${#beside_files[@]} integration files")" background_stream "$@"
failed=0
phase eslint npx eslint . || failed=1
phase imports npx depcruise --config .dependency-cruiser.cjs --output-type err . || failed=1
phase ruff .tools/ruff/bin/ruff check . || failed=1
phase prettier npx prettier --check --log-level warn '**/*.{ts,js,cjs,mjs}' || failed=1
phase ruff-format .tools/ruff/bin/ruff format --check --quiet . || failed=1
phase pyright npx pyright || failed=1
if [ $# -eq 0 ]; then
  phase integration npx jest --selectProjects=integration --runInBand $(printf -- '--testPathIgnorePatterns=%s ' "${beside_files[@]}") || failed=1
else
  phase integration npx jest --selectProjects=integration --runInBand "$@" || failed=1
fi
join_beside || failed=1
exit $failed
