// npm test: the checks in stages; the steps of a stage run side by side, and each step's time is
// printed so that CI's time can be read step by step. A failed stage stops the run with its exit code.
//   node scripts/test-steps.mjs
//
// Stage 1: lint, typecheck and the build are single-threaded: two cores take them together.
// Stage 2: the e2e tests, with the unit tests beside them at the lowest CPU priority (nice 19). The
// e2e tests leave about a sixth of two cores idle (a page waits for a timer, the next test starts),
// and the unit tests, CPU-bound, take exactly that: they get a core only when no browser or test
// runner wants it, so the e2e tests run as they would alone. Their wall-clock limits are scaled
// (TEST_TIME_SCALE, src/testing/time.ts) since a test that waits for the CPU has not hung. Their
// output is kept in test-results/unit.log and printed when the stage ends.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';

/** @typedef {{ script: string, background?: boolean }} Step */
/** @type {Step[][]} */
const STAGES = [
  // tsc -b checks every project once (typecheck); the build is Vite alone: `npm run build` would
  // run tsc -b a second time.
  [{ script: 'lint' }, { script: 'typecheck' }, { script: 'build:app' }],
  [{ script: 'test:e2e' }, { script: 'test:unit', background: true }],
];
const BACKGROUND_SCALE = '10';
const win = process.platform === 'win32';

/** @param {Step} step @returns {Promise<{ step: Step, code: number, s: number, log?: string }>} */
const run = (step) =>
  new Promise((resolve) => {
    const t0 = Date.now();
    const npm = ['npm', 'run', '--silent', step.script];
    const [cmd, ...args] = step.background && !win ? ['nice', '-n', '19', ...npm] : npm;
    const env = step.background ? { ...process.env, TEST_TIME_SCALE: BACKGROUND_SCALE } : process.env;
    /** @type {string | undefined} */
    let log;
    /** @type {import('node:child_process').StdioOptions} */
    let stdio = 'inherit';
    if (step.background) {
      mkdirSync('test-results', { recursive: true });
      log = `test-results/${step.script.replace(/\W/g, '-')}.log`;
      stdio = ['ignore', 'pipe', 'pipe'];
    }
    const child = spawn(cmd, args, { stdio, env, shell: win });
    const out = log ? createWriteStream(log) : undefined;
    if (out) {
      child.stdout?.pipe(out, { end: false });
      child.stderr?.pipe(out, { end: false });
    }
    child.on('close', (code) => {
      const done = () => resolve({ step, code: code ?? 1, s: (Date.now() - t0) / 1000, log });
      if (out) out.end(done);
      else done();
    });
  });

/** @type {string[]} */
const times = [];
let status = 0;
for (const stage of STAGES) {
  const t0 = Date.now();
  const results = await Promise.all(
    stage.map((step) =>
      run(step).then((r) => {
        if (!step.background && stage.some((s) => s.background)) console.log(`\n==> ${step.script} done in ${r.s.toFixed(0)} s; the background steps finish`);
        return r;
      }),
    ),
  );
  for (const r of results) if (r.log) console.log(`\n==> ${r.step.script} (in the background, nice 19):\n${readFileSync(r.log, 'utf8')}`);
  times.push(...results.map((r) => `${r.step.script} ${r.s.toFixed(0)} s${r.step.background ? ' (background)' : ''}${r.code ? ' (failed)' : ''}`), `  stage ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  status = results.find((r) => r.code)?.code ?? 0;
  if (status) break;
}
console.log(`\n==> times: ${times.join(' · ')}`);
process.exit(status);
