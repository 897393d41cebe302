#!/usr/bin/env bash
# The whole test suite: setup (idempotent), the linters (ESLint, ruff), unit and workflow tests,
# the Python tests, then the integration tests against a real Temporal server, the Docker engine
# and a real small model.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/test-parts.sh"
phase setup bash scripts/setup.sh
phase eslint npx eslint .
phase ruff .tools/ruff/bin/ruff check .
phase jest npx jest --selectProjects unit workflow "$@"
phase pytest .venv/bin/python -m pytest --durations=15
phase integration npx jest --selectProjects=integration --runInBand "$@"
