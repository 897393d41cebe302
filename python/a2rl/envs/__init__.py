"""Interactive environments (ALFWorld, WebShop) shared by evaluators and rollout jobs."""
