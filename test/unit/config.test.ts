import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, layout, loadConfig } from '../../common/config';
import { PROJECT_ROOT } from '../../common/paths';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'a2rl-config-'));

describe('configuration', () => {
  test('defaults resolve against the project root', () => {
    const c = loadConfig({ A2RL_CONFIG: '' });
    expect(c.dataDir).toBe(path.join(PROJECT_ROOT, '.a2rl'));
    expect(c.cacheDir).toBe(path.join(PROJECT_ROOT, '.a2rl', 'cache'));
    expect(c.resultsDb).toBe(path.join(PROJECT_ROOT, '.a2rl', 'results.sqlite'));
    expect(c.temporal).toMatchObject({ address: '127.0.0.1:7233', namespace: 'default' });
    expect(c.docker.gatewayPort).toBe(5000);
    expect(c.configFile).toBeNull();
  });

  test('a YAML file, relative to its folder, then env overrides', () => {
    const dir = tmp();
    const file = path.join(dir, 'a2rl.yaml');
    fs.writeFileSync(
      file,
      'dataDir: data\ntemporal:\n  address: temporal.internal:7233\ngpu:\n  devices: ["0", "1"]\ntasks:\n  dirs: [plugins]\nllm:\n  openai: { baseUrl: "https://llm.internal/v1", apiKeyEnv: LLM_KEY }\n',
    );
    const c = loadConfig({
      A2RL_CONFIG: file,
      A2RL_TEMPORAL_NAMESPACE: 'bench',
      A2RL_GATEWAY_PORT: '5100',
      A2RL_LLM_ANTHROPIC_URL: 'http://127.0.0.1:4010',
    });
    expect(c.llm).toEqual({
      anthropic: { baseUrl: 'http://127.0.0.1:4010', apiKeyEnv: 'ANTHROPIC_API_KEY' },
      openai: { baseUrl: 'https://llm.internal/v1', apiKeyEnv: 'LLM_KEY' },
      gemini: { baseUrl: 'https://generativelanguage.googleapis.com', apiKeyEnv: 'GEMINI_API_KEY' },
    });
    expect(c.configFile).toBe(file);
    expect(c.dataDir).toBe(path.join(dir, 'data'));
    expect(c.temporal).toMatchObject({ address: 'temporal.internal:7233', namespace: 'bench' });
    expect(c.docker.gatewayPort).toBe(5100);
    expect(c.gpu.devices).toEqual(['0', '1']);
    expect(c.tasks.dirs).toEqual([path.join(dir, 'plugins')]);
    expect(layout(c).modelDir('org/name')).toBe(path.join(dir, 'data', 'cache', 'models', 'org', 'name'));
    expect(layout(c).runDir('r1')).toBe(path.join(dir, 'data', 'runs', 'r1'));
  });

  test('bad files and values are clear errors', () => {
    const dir = tmp();
    const file = path.join(dir, 'a2rl.yaml');
    fs.writeFileSync(file, 'dataDir: [unclosed');
    expect(() => loadConfig({ A2RL_CONFIG: file })).toThrow(/not valid YAML/);
    fs.writeFileSync(file, 'datadir: x\n');
    expect(() => loadConfig({ A2RL_CONFIG: file })).toThrow(/invalid configuration in .*Unrecognized key.*datadir/);
    expect(() => loadConfig({ A2RL_CONFIG: path.join(dir, 'missing.yaml') })).toThrow(ConfigError);
    expect(() => loadConfig({ A2RL_CONFIG: '', A2RL_GATEWAY_PORT: 'abc' })).toThrow(/docker.gatewayPort/);
  });
});
