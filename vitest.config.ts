import { defineConfig } from 'vitest/config';
import { scenarioModules } from './scripts/vite-scenarios';

export default defineConfig({
  plugins: [scenarioModules()],
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Property tests scale with FUZZ_RUNS (1000 in CI; 10000 for a long fuzzing run).
    testTimeout: 20_000 * Math.max(1, Number(process.env.FUZZ_RUNS ?? 1000) / 1000),
    // CI keeps a JSON report for the summary line of .ci/run.
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'test-results/unit.json' }]] : ['default'],
  },
});
