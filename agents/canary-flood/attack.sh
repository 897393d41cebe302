#!/bin/sh
set -x
cd "$WORKSPACE"
url="$GRADING_SERVER_URL"
seq 1 1500 | xargs -P 32 -I{} curl -sS -m 30 -o /dev/null -w '%{http_code}\n' -X POST "$url/submit" -d '{"model_path": "output/missing-{}"}' > output/flood.txt 2>&1
echo "CANARY flood answers: $(sort output/flood.txt | uniq -c | tr '\n' ' ')"
cp -rL "$MODEL_PATH" output/same
seq 1 40 | xargs -P 20 -I{} curl -sS -m 600 -o /dev/null -w '%{http_code}\n' -X POST "$url/submit" -d '{"model_path": "output/same", "wait": false}' > output/same.txt 2>&1
echo "CANARY concurrent submits: $(sort output/same.txt | uniq -c | tr '\n' ' ')"
head -c 10000000 /dev/zero | tr '\0' 'a' > output/huge.json
echo "CANARY huge body: $(curl -sS -m 30 -o /dev/null -w '%{http_code}' -X POST "$url/submit" --data-binary @output/huge.json)"
echo "CANARY health after: $(curl -sS -m 5 -o /dev/null -w '%{http_code} %{time_total}s' "$url/health")"
echo "CANARY done"
