// The one HTML escape of the report pages (report.html, sweep.html, training.html): every value
// that came from a run (paths, messages, model names) goes through it.

export const esc = (v: unknown): string =>
  String(v ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
