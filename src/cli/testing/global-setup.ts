// Vitest's global setup: builds the CLI bundle the process-level CLI tests run (bundle.ts), once
// for all workers, and removes it after the run.
import { rmSync } from 'node:fs';
import { buildCliBundle } from './bundle';

export default async function setup(): Promise<() => void> {
  const path = await buildCliBundle();
  return () => rmSync(path, { force: true });
}
