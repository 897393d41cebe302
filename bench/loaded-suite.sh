#!/usr/bin/env bash
# The integration suite several times in a row with one core kept busy, as on a loaded CI machine:
# which tests fail only under load. Each run's failures (file, test, the message's first lines)
# and time go to bench/results/loaded-suite/<stamp>.json. Settings: RUNS (default 3), BUSY_CORES
# (default 1); extra arguments go to Jest (e.g. a test file to repeat alone).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
runs=${RUNS:-3}
# What `npm test` does first: the tools, dockerd and the shared disk images (the Python
# environment's takes minutes once; a run that builds it is not the suite's condition).
bash scripts/setup.sh >/dev/null
export OMP_WAIT_POLICY=PASSIVE # as scripts/test.sh
out=bench/results/loaded-suite
mkdir -p "$out"
stamp=$(date -u +%Y%m%dT%H%M%SZ)
work=$(mktemp -d)
burners=()
cleanup() { for pid in "${burners[@]}"; do kill "$pid" 2>/dev/null || true; done; rm -rf "$work"; }
trap cleanup EXIT
# Busy cores: shell loops of this script's own, stopped by their pids at the end.
for _ in $(seq 1 "${BUSY_CORES:-1}"); do (while :; do :; done) & burners+=($!); done
# Gateway processes (dist/gateway/daemon.js of this checkout) that a run's stacks left running:
# a test whose teardown did not stop its own. Listed with their pids, then stopped by pid, so the
# next run's endpoints find their addresses free.
checkout=$(pwd)
leftover_gateways() {
  for dir in /proc/[0-9]*; do
    pid=${dir#/proc/}
    [[ $pid == "$$" ]] && continue
    cmd=$(tr '\0' ' ' <"$dir/cmdline" 2>/dev/null) || continue
    [[ $cmd == *"$checkout/dist/gateway/daemon.js"* ]] || continue
    started=$(($(date +%s) - $(ps -o etimes= -p "$pid" 2>/dev/null || echo 0)))
    ((started >= $1)) && echo "$pid"
  done
}
for i in $(seq 1 "$runs"); do
  start=$SECONDS
  began=$(date +%s)
  npx jest --selectProjects=integration --runInBand --json --outputFile="$work/run-$i.json" "$@" >"$work/run-$i.log" 2>&1 || true
  echo "$((SECONDS - start))" >"$work/run-$i.seconds"
  left=$(leftover_gateways "$began")
  echo "$left" | grep -c . >"$work/run-$i.gateways" || true
  for pid in $left; do kill "$pid" 2>/dev/null || true; done
  echo "run $i of $runs: $(node -e 'const r = require(process.argv[1]); console.log(`${r.numFailedTests} failed of ${r.numTotalTests}`)' "$work/run-$i.json") in $((SECONDS - start)) s"
done
node - "$work" "$runs" "${BUSY_CORES:-1}" >"$out/$stamp.json" <<'JS'
const fs = require('node:fs');
const path = require('node:path');
const [work, runs, busy] = process.argv.slice(2);
// Jest's message: what failed, expected and received, and the test's line.
const head = (text) => (text || '').split('\n').filter((l) => l.trim()).slice(0, 12).join('\n');
const summary = { busy_cores: Number(busy), runs: [] };
for (let i = 1; i <= Number(runs); i++) {
  const r = JSON.parse(fs.readFileSync(path.join(work, `run-${i}.json`), 'utf8'));
  const failures = r.testResults.flatMap((file) => {
    const rel = path.relative(process.cwd(), file.name);
    const failed = file.assertionResults.filter((t) => t.status === 'failed');
    if (failed.length === 0 && file.status === 'failed') return [{ file: rel, test: null, message: head(file.message) }];
    return failed.map((t) => ({ file: rel, test: t.fullName, message: head(t.failureMessages[0]) }));
  });
  summary.runs.push({
    seconds: Number(fs.readFileSync(path.join(work, `run-${i}.seconds`), 'utf8')),
    tests: r.numTotalTests,
    failed: r.numFailedTests,
    failures,
    // Gateway processes the run's stacks left running (stopped by the script after the run).
    leftover_gateway_processes: Number(fs.readFileSync(path.join(work, `run-${i}.gateways`), 'utf8')),
  });
}
console.log(JSON.stringify(summary, null, 2));
JS
echo "written: $out/$stamp.json"
