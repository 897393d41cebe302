#!/usr/bin/env bash
# The quick loop (npm run test:fast): the static checks (ESLint, the import rules, ruff, Prettier and
# ruff format, pyright), the unit and workflow tests and the Python tests
# marked fast (no inference engine, no training or evaluation job), without setup; npm test runs everything.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/test-parts.sh"
for tool in .venv/bin/python .tools/ruff/bin/ruff node_modules/.bin/jest; do
  [ -x "$tool" ] || { echo "test:fast: $tool is missing; run 'npm test' (or 'bash scripts/setup.sh') once" >&2; exit 1; }
done
phase eslint npx eslint .
phase imports npx depcruise --config .dependency-cruiser.cjs --output-type err .
phase ruff .tools/ruff/bin/ruff check .
phase prettier npx prettier --check --log-level warn '**/*.{ts,js,cjs,mjs}'
phase ruff-format .tools/ruff/bin/ruff format --check --quiet .
phase pyright npx pyright
phase jest npx jest --selectProjects unit workflow "$@"
phase pytest .venv/bin/python -m pytest -m fast
