import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { scenarioModules } from './scripts/vite-scenarios';
import { cspPlugin } from './scripts/csp-plugin';

export default defineConfig({
  // Relative asset URLs + hash routing: dist/ works from any static path.
  base: './',
  plugins: [react(), tailwindcss(), scenarioModules(), cspPlugin()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    // React + React Flow + zod are ~500 kB minified before gzip; split by vendor so no chunk is huge.
    chunkSizeWarningLimit: 700,
    // React's memo/forwardRef/createContext only build an object: marked pure, the parts of React
    // Flow the app never renders (MiniMap, NodeResizer, the edge types…) drop out of the first load.
    // Every browser the app supports preloads modules itself: no polyfill in the first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['memo', 'forwardRef', 'createContext'] },
      // Everything the entry imports statically goes in one chunk: left alone, Rolldown splits off a
      // chunk for every module a lazy chunk shares with it (23 small files before the demo's first
      // step), and each compresses on its own: one file is ~5 KB gzip smaller (issue 16).
      output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } },
    },
  },
  worker: { format: 'es' },
});
