// Prints the test runners' totals from their JSON reports (written when CI is set):
//   unit: N passed, N failed   e2e: N passed, N failed   and the sum, alone on the last line.
import { existsSync, readFileSync } from 'node:fs';

/** @param {string} file */
const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
let passed = 0;
let failed = 0;
let skipped = 0;

const unit = read('test-results/unit.json');
if (unit) {
  const p = unit.numPassedTests ?? 0;
  const f = unit.numFailedTests ?? 0;
  const s = (unit.numPendingTests ?? 0) + (unit.numTodoTests ?? 0);
  console.log(`unit: ${p} passed, ${f} failed, ${s} skipped`);
  passed += p;
  failed += f;
  skipped += s;
} else console.log('unit: no report (the unit tests did not run)');

const e2e = read('test-results/e2e.json');
if (e2e) {
  const st = e2e.stats ?? {};
  const p = (st.expected ?? 0) + (st.flaky ?? 0);
  const f = st.unexpected ?? 0;
  const s = st.skipped ?? 0;
  console.log(`e2e: ${p} passed, ${f} failed, ${s} skipped`);
  passed += p;
  failed += f;
  skipped += s;
} else console.log('e2e: no report (the e2e tests did not run)');

console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
