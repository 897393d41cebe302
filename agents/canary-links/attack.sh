#!/bin/sh
# Each checkpoint is a real one (the base model's config and a weights file) but for one trap.
set -x
cd "$WORKSPACE"
post() { echo "CANARY $1 -> $(curl -sS -m 120 -o /dev/null -w '%{http_code}' -X POST "$GRADING_SERVER_URL/submit" -H 'Content-Type: application/json' -d "{\"model_path\": \"$1\"}")"; }
trap_ckpt() { mkdir -p "output/$1"; cp "$MODEL_PATH/config.json" "output/$1/"; printf 'weights' > "output/$1/model.safetensors"; }

trap_ckpt to-etc;       ln -s /etc/passwd output/to-etc/score.txt
trap_ckpt to-heldout;   ln -s ../../../../cache/data/heldout/test.jsonl output/to-heldout/score.txt
trap_ckpt to-data;      ln -s /workspace/data output/to-data/data
trap_ckpt to-base;      ln -s "$MODEL_PATH/model.safetensors" output/to-base/base.safetensors
trap_ckpt to-environ;   ln -s /proc/self/environ output/to-environ/score.txt
trap_ckpt to-zero;      ln -s /dev/zero output/to-zero/score.txt
trap_ckpt fifo;         mkfifo output/fifo/score.txt
trap_ckpt cycle;        ln -s . output/cycle/again
ln -sfn "$MODEL_PATH" output/base-link
for p in to-etc to-heldout to-data to-base to-environ to-zero fifo cycle base-link; do post "output/$p"; done
for p in "$MODEL_PATH" /etc ../.. /workspace/../etc output/../../etc /proc/self/root/etc /workspace/data; do post "$p"; done
echo "CANARY done"
