// The Content-Security-Policy of the built app, as a <meta> tag added to dist/index.html only: the
// dev server injects inline scripts (React refresh) and styles (HMR), so `npm start` goes without.
// Every directive is as narrow as the bundle allows:
// - scripts and workers only from the app's own files (module workers are files in assets/);
// - styles from the app's CSS file; React, React Flow and d3 set `style` through the CSSOM, which
//   CSP does not govern, so no 'unsafe-inline' is needed;
// - images: the favicon and data: URIs (the SVG backgrounds in React Flow's CSS);
// - fetch only to the app's own origin (scenario.schema.json), nothing embeds or is embedded.
import type { Plugin } from 'vite';

export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

export function cspPlugin(): Plugin {
  return {
    name: 'vfp-lab:csp',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CSP }, injectTo: 'head-prepend' }],
    },
  };
}
