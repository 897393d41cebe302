#!/usr/bin/env bash
# The whole test suite: setup (idempotent), the linters (ESLint, ruff), unit and workflow tests, Python tests, then the integration tests
# against a real Temporal server, the Docker engine and a real small model.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
# Workers unmount the shared disk images they mounted when they stop; a worker a test killed
# with -9 cannot, so its mounts are released here: nothing stays mounted in the checkout (a
# folder with a read-only mount inside cannot be removed).
release_images() {
  awk -v dir="$root/.a2rl/images/mnt/" 'index($5, dir) == 1 { print $5 }' /proc/self/mountinfo | sort -r | while read -r m; do umount -l "$m"; done
}
# Each part's time, printed at the end (also when one fails).
timings=()
phase() {
  local name=$1 start=$SECONDS
  shift
  "$@"
  timings+=("$(printf '%-12s %5d s' "$name" $((SECONDS - start)))")
}
finish() {
  release_images
  [ ${#timings[@]} -eq 0 ] || printf '%s\n' "test parts (seconds):" "${timings[@]}"
}
trap finish EXIT
phase setup bash scripts/setup.sh
phase eslint npx eslint .
phase ruff .tools/ruff/bin/ruff check .
phase jest npx jest --selectProjects unit workflow "$@"
phase pytest .venv/bin/python -m pytest --durations=15
phase integration npx jest --selectProjects=integration --runInBand "$@"
