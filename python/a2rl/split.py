"""The sealed split of a task's held-out set: a feedback part that /submit scores and a sealed
part scored once, at the end of a run, on its final checkpoint (protocol `sealed`).

The split is the same on every machine and independent of row order: within each stratum (ALFWorld's
task types, say; one stratum where a task has none), items are ordered by sha256 of the split's
seed and the item's key, and the first round(fraction × stratum size) are sealed. A task's
task.yaml names the fraction and seed (`split`); the harness passes them with the part to score
as evaluation settings (`part`, `sealed_fraction`, `split_seed`), which run_evaluator takes out of
the settings and hands to the evaluator as `args.split`.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Callable, Hashable, Sequence, TypeVar

T = TypeVar("T")
PARTS = ("all", "feedback", "sealed")
KEYS = ("part", "sealed_fraction", "split_seed")


class SplitError(ValueError):
    """Split settings that do not make sense."""


@dataclass(frozen=True)
class Split:
    part: str = "all"
    fraction: float = 0.0
    seed: int = 0

    @staticmethod
    def take(config: dict) -> "Split":
        """The split settings, removed from an evaluator's `config`."""
        part, fraction, seed = (config.pop(k, None) for k in KEYS)
        if part is None or part == "all":
            return Split()
        if part not in PARTS:
            raise SplitError(f"part must be one of {', '.join(PARTS)}, got {part!r}")
        if not isinstance(fraction, (int, float)) or not 0 < fraction < 1:
            raise SplitError(f"sealed_fraction must be a number between 0 and 1, got {fraction!r}")
        if not isinstance(seed, int):
            raise SplitError(f"split_seed must be an integer, got {seed!r}")
        return Split(part, float(fraction), seed)

    def settings(self) -> dict:
        return (
            {} if self.part == "all" else {"part": self.part, "sealed_fraction": self.fraction, "split_seed": self.seed}
        )

    def sealed_keys(self, keys: Sequence[str], strata: Sequence[Hashable] | None = None) -> set[str]:
        groups: dict[Hashable, list[str]] = {}
        for i, key in enumerate(keys):
            groups.setdefault(strata[i] if strata is not None else None, []).append(key)
        sealed: set[str] = set()
        for members in groups.values():
            ranked = sorted(members, key=lambda k: hashlib.sha256(f"{self.seed}\0{k}".encode()).hexdigest())
            sealed.update(ranked[: round(self.fraction * len(ranked))])
        return sealed

    def select(
        self, rows: Sequence[T], key: Callable[[T], str], stratum: Callable[[T], Hashable] | None = None
    ) -> list[T]:
        """The rows of this part, in their order (every row for part `all`)."""
        if self.part == "all":
            return list(rows)
        keys = [key(r) for r in rows]
        if len(set(keys)) != len(keys):
            raise SplitError("the held-out items' keys are not unique: the split cannot tell them apart")
        sealed = self.sealed_keys(keys, [stratum(r) for r in rows] if stratum else None)
        return [r for r, k in zip(rows, keys, strict=True) if (k in sealed) == (self.part == "sealed")]
