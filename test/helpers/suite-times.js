// A Jest reporter: after the run, each test file's wall time, slowest first, so the suite's cost
// is visible where it is paid (scripts/test.sh prints its parts' times after this).
const path = require('node:path');

class SuiteTimes {
  onRunComplete(_contexts, results) {
    const rows = results.testResults
      .map((r) => ({
        file: path.relative(process.cwd(), r.testFilePath),
        s: (r.perfStats.end - r.perfStats.start) / 1000,
        failed: r.numFailingTests > 0 || Boolean(r.testExecError),
      }))
      .sort((a, b) => b.s - a.s);
    if (rows.length === 0) return;
    const total = rows.reduce((sum, r) => sum + r.s, 0);
    const lines = rows.map((r) => `${r.s.toFixed(1).padStart(8)} s  ${r.file}${r.failed ? '  (failed)' : ''}`);
    process.stdout.write(
      `\ntest files by time (${rows.length} files, ${total.toFixed(0)} s together):\n${lines.join('\n')}\n`,
    );
  }
}
module.exports = SuiteTimes;
