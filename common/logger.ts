import pino from 'pino';

// JSON logs by default; pretty when a person is watching a terminal (or A2RL_LOG_PRETTY=1).
export function createLogger(level: string = process.env.A2RL_LOG_LEVEL ?? 'info', name = 'a2rl'): pino.Logger {
  const pretty = process.env.A2RL_LOG_PRETTY ? process.env.A2RL_LOG_PRETTY === '1' : Boolean(process.stderr.isTTY);
  const transport = pretty
    ? { target: 'pino-pretty', options: { destination: 2, translateTime: 'HH:MM:ss' } }
    : undefined;
  return pino({ name, level, transport }, transport ? undefined : pino.destination(2));
}

export type Logger = pino.Logger;
