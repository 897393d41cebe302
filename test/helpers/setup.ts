// Quiet logs in tests unless asked for.
process.env.A2RL_LOG_PRETTY ??= '0';
