import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { scenarioModules } from './scripts/vite-scenarios';

/** Tests of a module's state before something is loaded into it (the dictionaries, the lazy parts). */
const FRESH_MODULES = ['src/ui/i18n/i18n.test.ts'];

/**
 * Files whose tests run long in one piece (a worker is busy with each for 5–15 s idle). A clean clone
 * has no timing cache, so Vitest would order files by size and start these small ones last, where
 * one holds up the end of the run while the other worker has nothing left: they start first.
 */
const SLOW_FIRST = ['src/io/regex-safety.test.ts', 'src/io/dumps/fuzz.test.ts', 'src/lessons/replay.property.test.ts', 'src/io/import/fuzz-depth.test.ts', 'src/cli/cli.test.ts', 'src/io/scenario/json-chunks.test.ts'];

class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => {
      const i = SLOW_FIRST.findIndex((s) => f.moduleId.endsWith(s));
      return i < 0 ? SLOW_FIRST.length : i;
    };
    return sorted.map((f, i) => ({ f, i })).sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i).map((x) => x.f);
  }
}

export default defineConfig({
  plugins: [scenarioModules()],
  test: {
    environment: 'node',
    // Vitest runs cores − 1 workers by default: one on CI's two cores, where a file's import (the
    // main process transforms once) and its tests then wait for each other. Measured in CI's log:
    // 294 s of wall for 228 s of transform, import and test time summed.
    maxWorkers: availableParallelism(),
    sequence: { sequencer: SlowFirst },
    // Property tests scale with FUZZ_RUNS (1000 for `npm run test:deep`; 10000 for `npm run fuzz`).
    testTimeout: 20_000 * Math.max(1, Number(process.env.FUZZ_RUNS ?? 1000) / 1000),
    // The CLI in one file for the tests that start it as a process (src/cli/testing/bundle.ts).
    globalSetup: ['src/cli/testing/global-setup.ts'],
    // CI keeps a JSON report for the summary line of .ci/run.
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'test-results/unit.json' }]] : ['default'],
    // Files share a worker's module graph instead of importing the simulator, zod and the built-ins
    // again per file: 242 → 130 s for the suite on two cores (the core is pure, stores are made per
    // test). The files that test a module's state before something loads into it run isolated.
    projects: [
      { extends: true, test: { name: 'fresh', include: FRESH_MODULES, isolate: true } },
      { extends: true, test: { name: 'shared', include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'], exclude: FRESH_MODULES, isolate: false } },
    ],
  },
});
