/** A run's page in Temporal's Web UI, where one runs. */
export function uiWorkflowUrl(uiUrl: string | null, namespace: string, runId: string): string | null {
  return uiUrl ? `${uiUrl}/namespaces/${encodeURIComponent(namespace)}/workflows/${encodeURIComponent(runId)}` : null;
}
