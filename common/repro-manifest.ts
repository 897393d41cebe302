import { z } from 'zod';

// A run's reproducibility manifest: what its score depends on besides the agent's work. Built by
// the host worker when it resolves the run (run/repro-manifest.ts), kept in report.json
// and the results store; a sweep (or a scheduled sweep against its previous run) whose runs
// differ in a field that should be the same says so: a drift warning.

const digest = z.string().nullable();

export const ReproManifestSchema = z.object({
  /** The harness's git commit, and whether its checkout had uncommitted changes (null: not a git checkout). */
  harness: z.object({ commit: z.string().nullable(), dirty: z.boolean().nullable() }),
  task: z.object({
    id: z.string(),
    evaluator_version: z.string(),
    /** sha256 of the task's files (not its games) and the shared evaluation library (python/a2rl). */
    evaluator_digest: digest,
    /** The prepared data's folder name (task, data version, local source) and the sha256 of its files. */
    data: z.string(),
    data_digest: digest,
  }),
  base_model: z.object({ id: z.string(), digest }),
  /** The agent and its CLI's pinned packages ("none" for a script or a reference pipeline). */
  agent: z.object({ id: z.string(), cli: z.string() }),
  driver: z.string().nullable(),
  /** The workspace container's image id (null: the local backend). */
  workspace_image: z.string().nullable(),
  /** The evaluation environment: Python version, its inference packages, and a sha256 of every package's name and version. */
  evaluation_env: z.object({
    python: z.string().nullable(),
    engines: z.record(z.string(), z.string()),
    packages_digest: digest,
  }),
  seed: z.number().int(),
  /** How the run was scored (absent in manifests from before protocols: reference). */
  protocol: z.enum(['sealed', 'reference']).default('reference'),
});
export type ReproManifest = z.infer<typeof ReproManifestSchema>;

/**
 * The fields two runs compared side by side must share, each with the field that scopes it: a
 * task's evaluator and data are compared among runs of that task, a model's digest among runs
 * of that model, a CLI among runs of that agent. Agent, driver and seed are what a sweep varies.
 */
export const DRIFT_FIELDS: ReadonlyArray<{ field: string; scope: string | null }> = [
  { field: 'harness.commit', scope: null },
  { field: 'harness.dirty', scope: null },
  { field: 'task.evaluator_version', scope: 'task.id' },
  { field: 'task.evaluator_digest', scope: 'task.id' },
  { field: 'task.data', scope: 'task.id' },
  { field: 'task.data_digest', scope: 'task.id' },
  { field: 'base_model.digest', scope: 'base_model.id' },
  { field: 'agent.cli', scope: 'agent.id' },
  { field: 'workspace_image', scope: null },
  { field: 'evaluation_env.python', scope: null },
  { field: 'evaluation_env.engines', scope: null },
  { field: 'evaluation_env.packages_digest', scope: null },
  // Sealed and reference scores of a task measure different things.
  { field: 'protocol', scope: 'task.id' },
];

export interface Drift {
  field: string;
  /** The scope's value the runs share (the task id, say), or null for a harness-wide field. */
  scope: string | null;
  /** Each value seen, with the runs that had it. */
  values: Array<{ value: string; runs: string[] }>;
}

const at = (m: ReproManifest, dotted: string): string => {
  const v = dotted.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], m);
  return typeof v === 'string' ? v : JSON.stringify(v ?? null);
};

/** The fields in which runs that should agree do not. */
export function manifestDrift(runs: Array<{ runId: string; manifest: ReproManifest }>): Drift[] {
  const out: Drift[] = [];
  for (const { field, scope } of DRIFT_FIELDS) {
    const groups = new Map<string, Map<string, string[]>>();
    for (const r of runs) {
      const key = scope ? at(r.manifest, scope) : '';
      const values = groups.get(key) ?? new Map<string, string[]>();
      const v = at(r.manifest, field);
      values.set(v, [...(values.get(v) ?? []), r.runId]);
      groups.set(key, values);
    }
    for (const [key, values] of groups) {
      if (values.size > 1)
        out.push({
          field,
          scope: scope ? key : null,
          values: [...values].map(([value, ids]) => ({ value, runs: ids })),
        });
    }
  }
  return out;
}

export interface Change {
  field: string;
  scope: string | null;
  before: string[];
  after: string[];
}

/** What changed from one set of runs to the next (a scheduled sweep against its previous one), per scope both have. */
export function manifestChanges(before: ReproManifest[], after: ReproManifest[]): Change[] {
  const out: Change[] = [];
  const values = (ms: ReproManifest[], field: string, scope: string | null) => {
    const by = new Map<string, Set<string>>();
    for (const m of ms) {
      const key = scope ? at(m, scope) : '';
      by.set(key, (by.get(key) ?? new Set()).add(at(m, field)));
    }
    return by;
  };
  for (const { field, scope } of DRIFT_FIELDS) {
    const was = values(before, field, scope);
    for (const [key, now] of values(after, field, scope)) {
      const then = was.get(key);
      if (!then || (then.size === now.size && [...now].every((v) => then.has(v)))) continue;
      out.push({ field, scope: scope ? key : null, before: [...then].sort(), after: [...now].sort() });
    }
  }
  return out;
}

/** A run's whole manifest: what its resolution recorded and the image its workspace ran (null: resolved before manifests). */
export function runManifest(status: {
  resolved?: { manifest?: Omit<ReproManifest, 'workspace_image'> } | null;
  workspace?: { image?: string } | null;
}): ReproManifest | null {
  const m = status.resolved?.manifest;
  return m ? { ...m, workspace_image: status.workspace?.image ?? null } : null;
}

/** The manifest as label/value rows, for report.md and report.html. */
export function manifestRows(m: ReproManifest): Array<[string, string]> {
  const short = (d: string | null) => (d ? d.slice(0, 16) : '—');
  return [
    ['harness', `${m.harness.commit ?? 'not a git checkout'}${m.harness.dirty ? ' (uncommitted changes)' : ''}`],
    [
      'task',
      `${m.task.id}, evaluator ${m.task.evaluator_version} (${short(m.task.evaluator_digest)}), data ${m.task.data} (${short(m.task.data_digest)})`,
    ],
    ['base model', `${m.base_model.id} (${short(m.base_model.digest)})`],
    ['agent', `${m.agent.id} (${m.agent.cli}), driver ${m.driver ?? '—'}`],
    ['workspace image', m.workspace_image ?? '— (local backend)'],
    [
      'evaluation environment',
      `Python ${m.evaluation_env.python ?? '?'}, ${Object.entries(m.evaluation_env.engines)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')} (packages ${short(m.evaluation_env.packages_digest)})`,
    ],
    ['seed', String(m.seed)],
    ['protocol', m.protocol],
  ];
}

/** One line per drift or change, for the sweep's report. */
export function describeDrift(d: Drift): string {
  return `${d.field}${d.scope ? ` (${d.scope})` : ''} differs: ${d.values.map((v) => `${v.value} in ${v.runs.length} run(s)`).join(' vs ')}`;
}

export function describeChange(c: Change): string {
  return `${c.field}${c.scope ? ` (${c.scope})` : ''} changed: ${c.before.join(', ')} → ${c.after.join(', ')}`;
}
