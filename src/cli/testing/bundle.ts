// The CLI as one file, for the tests that run it in a process of its own: Node starts it in about
// 0.4 s of CPU, where `node --import tsx src/cli/main.ts` takes 1.5 s (tsx resolves and transforms
// some 300 modules through its loader hooks at every start). Vitest's global setup builds it once
// per run; `npm run trace` and the others still run src/cli/main.ts through tsx, and cli.test.ts
// runs that entry point itself. It is written beside main.ts (gitignored) so that what main.ts
// finds by its own location (the built-in scenarios, `../lessons/scenarios`) resolves the same; one
// per run (named after the process), which the setup hands to the workers in VFP_CLI_BUNDLE.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ENV = 'VFP_CLI_BUNDLE';

/** Builds the bundle with Vite (the project's bundler): our modules in one file, packages left to
 * Node; returns its path, also set in VFP_CLI_BUNDLE for the workers. */
export async function buildCliBundle(): Promise<string> {
  const name = `main.bundle-${process.pid}.mjs`;
  const { build } = await import('vite');
  await build({
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    root: fileURLToPath(new URL('../../../', import.meta.url)),
    build: {
      ssr: 'src/cli/main.ts',
      outDir: 'src/cli',
      emptyOutDir: false,
      target: 'node20',
      minify: false,
      copyPublicDir: false,
      rollupOptions: { output: { format: 'esm', entryFileNames: name } },
    },
  });
  const path = fileURLToPath(new URL(`../${name}`, import.meta.url));
  process.env[ENV] = path;
  return path;
}

const bundle = (): string | undefined => {
  const path = process.env[ENV];
  return path && existsSync(path) ? path : undefined;
};

/** The command that runs the CLI: the bundle when the global setup built it, else tsx on main.ts. */
export const cliArgv = (): string[] => {
  const b = bundle();
  return b ? [b] : ['--import', 'tsx', 'src/cli/main.ts'];
};

/** The same as a shell command line, from the project's root. */
export const cliShell = (): string => {
  const b = bundle();
  return b ? `node ${b}` : 'node --import tsx src/cli/main.ts';
};
