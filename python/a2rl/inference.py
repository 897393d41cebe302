"""Inference backends behind one interface: generate(prompts) -> completions.

TransformersBackend runs anywhere (CPU here, one CUDA device when present). A vLLM backend
for GPU workers plugs in behind the same `generate` signature.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Callable, Sequence


@dataclass
class GenerationConfig:
    max_new_tokens: int = 64
    temperature: float = 0.0  # 0 = greedy, as the reference evaluators decode
    stop: Sequence[str] = ()
    batch_size: int = 16


class ModelLoadError(Exception):
    """The checkpoint could not be loaded: reported to the agent as an evaluation error."""


def _truncate_at_stop(text: str, stop: Sequence[str]) -> str:
    cut = len(text)
    for s in stop:
        i = text.find(s)
        if i != -1:
            cut = min(cut, i)
    return text[:cut]


class TransformersBackend:
    def __init__(self, model_path: str, threads: int | None = None):
        import torch
        from transformers import AutoModelForCausalLM, AutoTokenizer

        if threads:
            torch.set_num_threads(threads)
        if not os.path.isdir(model_path):
            raise ModelLoadError(f"model directory not found: {model_path}")
        if not os.path.exists(os.path.join(model_path, "config.json")):
            raise ModelLoadError(f"no config.json in {model_path}: not a transformers checkpoint")
        self.device = "cuda" if torch.cuda.is_available() else "cpu"
        try:
            self.tokenizer = AutoTokenizer.from_pretrained(model_path)
            dtype = torch.bfloat16 if self.device == "cuda" else torch.float32
            self.model = AutoModelForCausalLM.from_pretrained(model_path, dtype=dtype).to(self.device)
        except Exception as err:  # noqa: BLE001 - any load failure is the checkpoint's fault
            raise ModelLoadError(f"could not load model from {model_path}: {type(err).__name__}: {err}") from err
        self.model.eval()
        self.tokenizer.padding_side = "left"
        if self.tokenizer.pad_token is None:
            self.tokenizer.pad_token = self.tokenizer.eos_token

    def generate(
        self,
        prompts: Sequence[str],
        config: GenerationConfig,
        on_batch: Callable[[int], None] | None = None,
    ) -> list[str]:
        import torch

        outputs: list[str] = []
        for start in range(0, len(prompts), config.batch_size):
            batch = list(prompts[start : start + config.batch_size])
            enc = self.tokenizer(batch, return_tensors="pt", padding=True).to(self.device)
            kwargs = dict(max_new_tokens=config.max_new_tokens, pad_token_id=self.tokenizer.pad_token_id)
            if config.temperature > 0:
                kwargs.update(do_sample=True, temperature=config.temperature)
            else:
                kwargs.update(do_sample=False)
            with torch.no_grad():
                out = self.model.generate(**enc, **kwargs)
            new_tokens = out[:, enc["input_ids"].shape[1] :]
            for row in new_tokens:
                text = self.tokenizer.decode(row, skip_special_tokens=True)
                outputs.append(_truncate_at_stop(text, config.stop))
            if on_batch:
                on_batch(len(outputs))
        return outputs
