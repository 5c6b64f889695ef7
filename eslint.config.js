// Lint rules, and the architecture of design.md §2 as lint rules:
// ui → state → {cluster, io} → hns → core; io may use cluster; cli uses all but ui/state.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';

const UI_LIBS = ['react', 'react-dom', 'react-dom/*', 'zustand', 'zustand/*', '@xyflow/*', 'd3', 'd3-*'];
// Node built-ins: `node:*` by pattern; bare names exactly (a pattern 'path' would also catch ./field-path).
const NODE_LIBS = ['node:*'];
const NODE_BARE = ['fs', 'path', 'child_process', 'os', 'http', 'crypto'].map((name) => ({ name, message: 'a pure layer does no I/O' }));

/** Forbid imports of our own folders by name (relative or aliased paths alike). */
const layers = (/** @type {string[]} */ names) =>
  names.map((n) => ({ group: [`**/${n}`, `**/${n}/**`], message: `this layer may not import src/${n} (design.md §2)` }));

/** @returns {Record<string, import('eslint').Linter.RuleEntry>} */
const restrict = (/** @type {string[]} */ forbiddenLayers, /** @type {string[]} */ libs) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: libs.includes('node:*') ? NODE_BARE : [],
      patterns: [
        ...layers(forbiddenLayers),
        ...(libs.length ? [{ group: libs, message: 'a pure layer imports no UI, DOM or Node library' }] : []),
      ],
    },
  ],
});

const PURE_GLOBALS = [
  ...['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'fetch', 'XMLHttpRequest'].map((name) => ({
    name,
    message: 'the simulator is pure: no DOM or I/O',
  })),
  ...['Date', 'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'requestAnimationFrame', 'performance', 'process'].map(
    (name) => ({ name, message: 'the simulator is deterministic: time is passed in as a simulated clock' }),
  ),
];

export default defineConfig([
  globalIgnores(['dist', 'node_modules', 'test-results', 'playwright-report', 'coverage', 'bench/results.json', 'src/cli/main.bundle-*.mjs']),
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2023, globals: globals.browser },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // React lives in src/ui alone (the architecture rules below keep it there). The hooks rules run
    // the React Compiler's analysis on every file they see: 14 of lint's 47 CPU-seconds were spent on
    // files that cannot hold a component or a hook.
    files: ['src/ui/**/*.{ts,tsx}', 'src/main.tsx'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    files: ['*.config.{ts,js}', 'e2e/**/*.ts', 'scripts/**/*.{js,mjs,ts}', 'bench/**/*.ts', 'src/cli/**/*.ts', 'src/**/*.test.ts'],
    languageOptions: { globals: globals.node },
  },
  { files: ['scripts/**/*.{js,mjs}'], extends: [js.configs.recommended] },
  {
    // Every journey watches the CSP: specs take `test` from e2e/pages/test.ts, never Playwright's own.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@playwright/test', importNames: ['test'], message: "import test from './pages/test' (it fails on a CSP violation)" }] }],
    },
  },

  // --- architecture (tests may reach further: they build fixtures) ---
  {
    files: ['src/core/**/*.ts'],
    ignores: ['src/core/**/*.test.ts'],
    rules: {
      ...restrict(['hns', 'cluster', 'io', 'cli', 'state', 'ui', 'lessons'], [...UI_LIBS, ...NODE_LIBS]),
      'no-restricted-globals': ['error', ...PURE_GLOBALS],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'the simulator is deterministic: no Math.random' },
      ],
    },
  },
  {
    files: ['src/hns/**/*.ts'],
    ignores: ['src/hns/**/*.test.ts'],
    rules: {
      ...restrict(['cluster', 'io', 'cli', 'state', 'ui', 'lessons'], [...UI_LIBS, ...NODE_LIBS]),
      'no-restricted-globals': ['error', ...PURE_GLOBALS],
    },
  },
  {
    files: ['src/cluster/**/*.ts'],
    ignores: ['src/cluster/**/*.test.ts'],
    rules: {
      ...restrict(['io', 'cli', 'state', 'ui'], [...UI_LIBS, ...NODE_LIBS]),
      'no-restricted-globals': ['error', ...PURE_GLOBALS],
    },
  },
  {
    files: ['src/io/**/*.ts'],
    ignores: ['src/io/**/*.test.ts'],
    rules: {
      ...restrict(['cli', 'state', 'ui'], [...UI_LIBS, ...NODE_LIBS]),
      'no-restricted-globals': ['error', ...PURE_GLOBALS],
    },
  },
  {
    files: ['src/lessons/**/*.ts'],
    ignores: ['src/lessons/**/*.test.ts'],
    rules: restrict(['cli', 'state', 'ui'], [...UI_LIBS, ...NODE_LIBS]),
  },
  {
    files: ['src/cli/**/*.ts'],
    rules: restrict(['state', 'ui'], UI_LIBS),
  },
  {
    files: ['src/state/**/*.ts'],
    rules: restrict(['ui', 'cli'], ['react', 'react-dom', '@xyflow/*', 'd3', 'd3-*', ...NODE_LIBS]),
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: restrict(['cli'], NODE_LIBS),
  },
  {
    // Web Workers compute for the UI off the main thread: pure helpers only.
    files: ['src/workers/**/*.ts'],
    rules: restrict(['ui', 'cli'], ['react', 'react-dom', '@xyflow/*', 'd3', 'd3-*', ...NODE_LIBS]),
  },
]);
