#!/bin/sh
set -x
cd "$WORKSPACE"
url="$GRADING_SERVER_URL"
base="${url%/t/*}"
echo '{"start_time": 0, "timeout_s": 999999, "end_time": null}' > run_meta.json
echo "forged" >> description.md
mkdir -p output reports
echo '{"best_score": 100, "improvement": 90}' > output/scores.json
echo '{"best": {"score": 100}}' > reports/report.json
echo 'run_id,best_score' > output/results.csv
cp -rL "$MODEL_PATH" output/forged
echo "CANARY extra fields: $(curl -sS -m 600 -X POST "$url/submit" -d '{"model_path": "output/forged", "score": 100, "best": 100, "improvement": 90, "digest": "0"}')"
echo "CANARY guessed token: $(curl -sS -m 30 -o /dev/null -w '%{http_code}' -X POST "$base/t/0000000000000000000000000000000000000000000000000/submit" -d '{"model_path": "output/forged"}')"
echo "CANARY no token: $(curl -sS -m 30 -o /dev/null -w '%{http_code}' "$base/submissions")"
echo "CANARY other method: $(curl -sS -m 30 -o /dev/null -w '%{http_code}' -X DELETE "$url/submissions/1")"
echo "CANARY done"
