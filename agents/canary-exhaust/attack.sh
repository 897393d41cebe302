#!/bin/sh
set -x
cd "$WORKSPACE"
# Forks until the process limit refuses one; the children wait a little, then all exit.
python3 - <<'PY'
import os, time
children = 0
try:
    while children < 100000:
        pid = os.fork()
        if pid == 0:
            time.sleep(3)
            os._exit(0)
        children += 1
except OSError as err:
    print(f"CANARY fork refused after {children} children: {err}")
for _ in range(children):
    os.wait()
PY
# A child that takes memory 64 MiB at a time, touching every page, until it is killed.
python3 -c "
hog = []
while True:
    hog.append(bytearray(64 << 20))
"
echo "CANARY memory hog exited with $?"
# Snapshot storage: one checkpoint (a quarter of the run's snapshot limit, as far as the disk
# allows) with 8 bytes changed before each submit, sent without waiting for scores, until the
# run's snapshot limit refuses one (at most 100 submits; a 429 is waited out).
python3 - <<'PY'
import json, os, time, urllib.error, urllib.request
url = os.environ["GRADING_SERVER_URL"]
limit = json.load(urllib.request.urlopen(url + "/health", timeout=60)).get("snapshot_limit") or (640 << 20)
disk = os.statvfs("output")
size = min(limit // 4 + (1 << 20), disk.f_bavail * disk.f_frsize // 3)
ckpt = "output/amp"
os.makedirs(ckpt, exist_ok=True)
with open(f"{ckpt}/config.json", "w") as f:
    f.write('{"model_type": "llama"}')
with open(f"{ckpt}/model.safetensors", "wb") as f:
    f.write(bytes(size))
answers = {}
for i in range(100):
    with open(f"{ckpt}/model.safetensors", "r+b") as f:
        f.seek(i * 4096)
        f.write(b"amp%05d" % i)
    body = json.dumps({"model_path": ckpt, "wait": False}).encode()
    req = urllib.request.Request(url + "/submit", data=body, headers={"Content-Type": "application/json"})
    try:
        code = urllib.request.urlopen(req, timeout=600).status
    except urllib.error.HTTPError as err:
        code = err.code
    answers[code] = answers.get(code, 0) + 1
    if code == 507:
        break
    if code == 429:
        time.sleep(1)
print(f"CANARY snapshot amplification: {size >> 20} MiB checkpoint, limit {limit >> 20} MiB, {i + 1} submits, answers {answers}")
PY
rm -rf output/amp
dd if=/dev/zero of=output/fill bs=1M count=1000000
echo "CANARY still alive"
rm -f output/fill
echo "CANARY done"
