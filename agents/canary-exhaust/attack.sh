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
dd if=/dev/zero of=output/fill bs=1M count=1000000
echo "CANARY still alive"
rm -f output/fill
echo "CANARY done"
