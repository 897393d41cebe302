#!/usr/bin/env bash
# The whole test suite: setup (idempotent), the linters (ESLint, ruff), unit and workflow tests,
# then the integration tests against a real Temporal server, the Docker engine and a real small
# model, with the Python tests beside them.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/test-parts.sh"
phase setup bash scripts/setup.sh
phase eslint npx eslint .
phase ruff .tools/ruff/bin/ruff check .
phase jest npx jest --selectProjects unit workflow "$@"
# The Python tests run beside the integration tests, which spend much of their time waiting on
# servers, containers and engines: together they take less wall time than one after the other.
beside pytest .venv/bin/python -m pytest --durations=15
failed=0
phase integration npx jest --selectProjects=integration --runInBand "$@" || failed=1
join_beside || failed=1
exit $failed
