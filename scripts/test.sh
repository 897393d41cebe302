#!/usr/bin/env bash
# The whole test suite: setup (idempotent), unit tests, Python tests, then the integration tests
# against a real Temporal server, the Docker engine and a real small model.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
bash scripts/setup.sh
npx jest --selectProjects=unit "$@"
.venv/bin/python -m pytest
npx jest --selectProjects=integration --runInBand "$@"
