// The import rules (docs/architecture.md, "Layers"): every arrow points down the list below, no
// import cycle anywhere, common/ imports nothing of the project, and workflow code reaches
// activities only for their types. `npm test` runs them (scripts/lint.sh).
const LAYERS = [
  ['bench'],
  ['test'],
  ['cli'],
  ['ui', 'workers'],
  ['client'],
  ['workflows'],
  ['activities'],
  ['report', 'sweep'],
  ['evaluation'],
  ['workspace'],
  ['gateway'],
  ['run', 'results', 'gpu', 'jobs'],
  ['agents', 'tasks'],
  ['common'],
];
const folder = (names) => `^(${names.join('|')})/`;
const above = (i) => LAYERS.slice(0, i).flat();
const sameLayerOthers = (layer) => layer.map((name) => ({ name, others: layer.filter((n) => n !== name) }));

module.exports = {
  forbidden: [
    { name: 'no-cycle', severity: 'error', comment: 'no import cycle anywhere', from: {}, to: { circular: true } },
    ...LAYERS.slice(1).map((layer, k) => ({
      name: `layer-${layer.join('-')}`,
      severity: 'error',
      comment: `${layer.join(', ')} may import only layers below ${layer.length > 1 ? 'them' : 'it'}`,
      from: { path: folder(layer) },
      to: { path: folder(above(k + 1)) },
    })),
    ...LAYERS.flatMap((layer) =>
      sameLayerOthers(layer)
        .filter(({ others }) => others.length)
        .map(({ name, others }) => ({
          name: `peers-${name}`,
          severity: 'error',
          comment: `${name} and ${others.join(', ')} share a layer: neither imports the other`,
          from: { path: folder([name]) },
          to: { path: folder(others) },
        })),
    ),
    {
      name: 'workflows-deterministic',
      severity: 'error',
      comment: 'workflow code imports common/ and the types of activities only',
      from: { path: '^workflows/' },
      to: { path: folder(LAYERS.flat().filter((name) => !['workflows', 'common', 'activities'].includes(name))) },
    },
    {
      name: 'workflows-activity-types',
      severity: 'error',
      comment: 'workflow code reaches activities only for their types',
      from: { path: '^workflows/' },
      to: { path: '^activities/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'activities-from-workers',
      severity: 'error',
      comment: 'activity definitions are composed by workers/ (and typed by workflows/) alone',
      from: { path: '^(cli|ui|client)/' },
      to: { path: '^activities/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|node_modules|\\.venv|\\.tools|\\.a2rl)/|^ui/public/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
