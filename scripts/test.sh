#!/usr/bin/env bash
# The whole test suite: setup (idempotent), the linters (ESLint, ruff), unit and workflow tests,
# then the integration tests against a real Temporal server, the Docker engine and a real small
# model, and the Python tests, in two streams side by side.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/test-parts.sh"
phase setup bash scripts/setup.sh
# Two streams side by side, about equal in time: in the background the Python tests, then the
# integration files that spend most of their time in Python jobs (training, task evaluators); in
# the foreground the linters, the unit and workflow tests and the other integration files. Each
# integration file has its own Temporal server, data folder and ports, so the streams share only
# the machine. With arguments (a file, a test name) the integration files all run in the
# foreground.
python_jobs=(test/integration/training-pipeline.test.ts test/integration/tasks-level1.test.ts)
python_stream() {
  local rc=0
  .venv/bin/python -m pytest --durations=15 || rc=1
  if [ $# -eq 0 ]; then npx jest --selectProjects=integration --runInBand "${python_jobs[@]}" || rc=1; fi
  return $rc
}
beside "pytest + $([ $# -eq 0 ] && echo "${#python_jobs[@]} integration files" || echo "no integration file")" python_stream "$@"
failed=0
phase eslint npx eslint . || failed=1
phase ruff .tools/ruff/bin/ruff check . || failed=1
phase jest npx jest --selectProjects unit workflow "$@" || failed=1
if [ $# -eq 0 ]; then
  phase integration npx jest --selectProjects=integration --runInBand $(printf -- '--testPathIgnorePatterns=%s ' "${python_jobs[@]}") || failed=1
else
  phase integration npx jest --selectProjects=integration --runInBand "$@" || failed=1
fi
join_beside || failed=1
exit $failed
