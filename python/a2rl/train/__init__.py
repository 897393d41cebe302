"""Training jobs run by the GPU worker (activities/training.ts): SFT, GRPO, ALFWorld rollouts."""
