"""Interactive environments (ALFWorld) shared by evaluators and rollout jobs."""
