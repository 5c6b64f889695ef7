// npm test: the checks in stages; the steps of a stage run side by side (lint, typecheck and the
// build are single-threaded, so two cores take them together), and each step's time is printed so
// that CI's time can be read step by step. A failed stage stops the run with its exit code.
//   node scripts/test-steps.mjs
import { spawn } from 'node:child_process';

const STAGES = [
  // tsc -b checks every project once (typecheck); the build is Vite alone: `npm run build` would
  // run tsc -b a second time.
  ['lint', 'typecheck', 'build:app'],
  ['test:unit'],
  ['test:e2e'],
];

/** @param {string} script @returns {Promise<{ script: string, code: number, s: number }>} */
const run = (script) =>
  new Promise((resolve) => {
    const t0 = Date.now();
    const child = spawn('npm', ['run', '--silent', script], { stdio: 'inherit', shell: process.platform === 'win32' });
    child.on('close', (code) => resolve({ script, code: code ?? 1, s: (Date.now() - t0) / 1000 }));
  });

/** @type {string[]} */
const times = [];
let status = 0;
for (const stage of STAGES) {
  const t0 = Date.now();
  const results = await Promise.all(stage.map(run));
  times.push(...results.map((r) => `${r.script} ${r.s.toFixed(0)} s${r.code ? ' (failed)' : ''}`), `  stage ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  status = results.find((r) => r.code)?.code ?? 0;
  if (status) break;
}
console.log(`\n==> times: ${times.join(' · ')}`);
process.exit(status);
