#!/bin/sh
set -x
cd "$WORKSPACE"
post() { echo "CANARY $1 -> $(curl -sS -m 600 -X POST "$GRADING_SERVER_URL/submit" -H 'Content-Type: application/json' -d "{\"model_path\": \"$1\"}")"; }
post "$MODEL_PATH"
cp -rL "$MODEL_PATH" output/copy
post output/copy
cp -rL "$MODEL_PATH" output/tweak
# The last byte of the largest weights file (a weight's lowest bits in a real checkpoint) flipped.
python3 - <<'PY'
import os
files = [os.path.join("output/tweak", f) for f in os.listdir("output/tweak") if f.endswith((".safetensors", ".bin"))]
big = max(files, key=os.path.getsize)
with open(big, "r+b") as f:
    f.seek(-1, 2)
    b = f.read(1)
    f.seek(-1, 2)
    f.write(bytes([b[0] ^ 1]))
print("CANARY flipped the last byte of", big)
PY
post output/tweak
echo "CANARY done"
