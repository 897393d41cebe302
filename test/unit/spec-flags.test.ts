import { applySet } from '../../cli/spec-flags';

// --set key=value, as `a2rl run` and `a2rl train` read it.

test('numbers (exponent form too) and booleans become such; anything else stays a string', () => {
  const spec: Record<string, unknown> = {};
  for (const s of [
    'grpo.lr=1e-5',
    'grpo.klCoef=0.04',
    'seed=-3',
    'big=2.5E+3',
    'flag=true',
    'model=org/m-1e5',
    'id=1e',
    'v=1.2.3',
  ])
    applySet(spec, s);
  expect(spec).toEqual({
    grpo: { lr: 1e-5, klCoef: 0.04 },
    seed: -3,
    big: 2500,
    flag: true,
    model: 'org/m-1e5',
    id: '1e',
    v: '1.2.3',
  });
  expect(() => applySet(spec, '=3')).toThrow(/key=value/);
});
