"""a2rl: the Python side of a2rl-bench (evaluators, inference backends, model preparation)."""

__version__ = "0.1.0"
