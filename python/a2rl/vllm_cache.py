"""A seed for vLLM's model-information cache, kept inside the Python environment.

Before it loads a model, vLLM asks what the model's architecture supports; unless its cache
(VLLM_CACHE_ROOT/modelinfos) holds the answer, it asks a child process that imports torch and
vLLM a second time: ≈ 10 s of every engine start on 2 cores. An evaluation runs in a fresh
sandbox whose cache starts empty, so it would pay that every time. Setup computes the answers
once, into the environment (read-only inside the sandbox), and each engine start copies them
into its own cache. An answer is keyed by a hash of the model's source file in vLLM: after a
vLLM upgrade a stale one is a cache miss (vLLM asks its child process again), never a wrong one.

  python -m a2rl.vllm_cache     # build the seed (scripts/setup.sh runs it after installing vLLM)
"""

import os
import shutil
import sys
import tempfile
from pathlib import Path

SEED = Path(sys.prefix) / "share" / "a2rl" / "vllm-cache"

# The base models' architectures: SmolLM2 (the tasks' default) and the families agents most often
# start from. A model of another architecture starts as before, a few seconds slower.
ARCHITECTURES = (
    "LlamaForCausalLM",
    "MistralForCausalLM",
    "Qwen2ForCausalLM",
    "Qwen3ForCausalLM",
    "Gemma2ForCausalLM",
    "Gemma3ForCausalLM",
    "Phi3ForCausalLM",
)


def seed_cache(cache_root: str, seed: Path = SEED) -> int:
    """Copy into cache_root the seed's answers it lacks; returns how many were copied. A seed
    that cannot be read costs the start-up time it would have saved, and says so, nothing more."""
    source = seed / "modelinfos"
    if not source.is_dir():
        return 0
    target = Path(cache_root) / "modelinfos"
    copied = 0
    try:
        for answer in sorted(source.glob("*.json")):
            if not (target / answer.name).exists():
                target.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(answer, target / answer.name)
                copied += 1
    except OSError as err:
        print(f"a2rl: vLLM's model-information seed not used ({err}); vLLM inspects the model itself", file=sys.stderr)
    return copied


def build(seed: Path = SEED, architectures: tuple[str, ...] = ARCHITECTURES) -> list[str]:
    """Compute the answers for `architectures` into seed/modelinfos (replacing what is there);
    returns the architectures answered. Runs vLLM's own inspection, in this process: it is the
    child process vLLM would start, and nothing here uses a GPU."""
    with tempfile.TemporaryDirectory() as root:
        os.environ["VLLM_CACHE_ROOT"] = root
        from vllm.model_executor.models import registry

        registry._run_in_subprocess = lambda fn: fn()
        answered = [arch for arch in architectures if registry.ModelRegistry._try_inspect_model_cls(arch) is not None]
        staged = seed.with_name(seed.name + ".new")
        shutil.rmtree(staged, ignore_errors=True)
        shutil.copytree(Path(root) / "modelinfos", staged / "modelinfos")
        # vLLM writes its cache files for its own user only; evaluations read the seed as another
        for path in [staged, staged / "modelinfos", *(staged / "modelinfos").iterdir()]:
            path.chmod(0o755 if path.is_dir() else 0o644)
        shutil.rmtree(seed, ignore_errors=True)
        staged.rename(seed)
    return answered


if __name__ == "__main__":
    done = build()
    print(f"vLLM model-information seed: {len(done)} architectures in {SEED}")
    sys.exit(0 if done else 1)
