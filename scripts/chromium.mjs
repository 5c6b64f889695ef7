// Finds a Chromium for Playwright (browser downloads are impossible on the build machines).
//   node scripts/chromium.mjs          find one; if none, install Debian's `chromium` and `chromium-headless-shell` with apt-get
//                                      (as root, or with password-less sudo); else explain and exit 1
//   node scripts/chromium.mjs --check  find only: print the path or explain, exit 0 or 1
// playwright.config.ts imports findTestBrowser() and CHROMIUM_ARGS from here.
import { accessSync, constants, existsSync } from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DEBIAN_PATH = '/usr/bin/chromium';
// Debian's `chromium-headless-shell` (the same Chromium build as `chromium`, without the browser's
// UI layer: the shell Playwright itself runs headless tests in). Measured on this 2-core machine, a
// test's new context, the app's boot and its first click cost 1.0 + 2.5 + 2.3 CPU-seconds in
// `chromium --headless` and 0.3 + 0.9 + 1.2 in the shell: the e2e suite runs in about half the time.
const DEBIAN_SHELL_PATHS = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell'];
const NAMES = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome'];

/** Headless flags: no sandbox as root, no GPU, and no background traffic to a network we do not have. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** @param {string} p */
function isExecutable(p) {
  try {
    accessSync(p, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Playwright's own downloaded Chromium, if one exists (never downloaded here). */
function playwrightOwn() {
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('playwright-core');
    const p = chromium.executablePath();
    return p && existsSync(p) ? p : undefined;
  } catch {
    return undefined;
  }
}

/** @returns {{ path: string, source: string } | undefined} */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (isExecutable(fromEnv)) return { path: fromEnv, source: 'CHROMIUM_PATH' };
    console.warn(`[chromium] CHROMIUM_PATH=${fromEnv} is not an executable file; looking elsewhere`);
  }
  if (isExecutable(DEBIAN_PATH)) return { path: DEBIAN_PATH, source: 'Debian package' };
  for (const dir of (process.env.PATH ?? '').split(delimiter).filter(Boolean)) {
    for (const name of NAMES) {
      const p = join(dir, name);
      if (isExecutable(p)) return { path: p, source: 'PATH' };
    }
  }
  const own = playwrightOwn();
  return own ? { path: own, source: "Playwright's cache" } : undefined;
}

/**
 * The browser the e2e tests run in: the headless shell when there is one (E2E_FULL_BROWSER=1 or
 * CHROMIUM_PATH choose the full browser), else findChromium()'s.
 * @returns {{ path: string, source: string } | undefined}
 */
export function findTestBrowser() {
  if (!process.env.E2E_FULL_BROWSER && !process.env.CHROMIUM_PATH) {
    const shell = DEBIAN_SHELL_PATHS.find(isExecutable);
    if (shell) return { path: shell, source: 'Debian package chromium-headless-shell' };
  }
  return findChromium();
}

/** @param {string} cmd */
const succeeds = (cmd) => spawnSync('sh', ['-c', cmd], { stdio: 'ignore' }).status === 0;

/** How to run apt-get: [] as root, ['sudo', '-n'] with password-less sudo, undefined when impossible. */
function aptPrefix() {
  if (process.platform !== 'linux' || !succeeds('command -v apt-get && command -v dpkg')) return undefined;
  if (process.getuid?.() === 0) return [];
  if (succeeds('command -v sudo && sudo -n true')) return ['sudo', '-n'];
  return undefined;
}

/** @param {string[]} prefix @param {string[]} packages */
function aptInstall(prefix, packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  /** @param {string[]} args */
  const run = (args) => {
    const [cmd, ...rest] = [...prefix, 'apt-get', ...args];
    execFileSync(/** @type {string} */ (cmd), rest, { stdio: 'inherit', env });
  };
  console.log(`[chromium] installing ${packages.join(', ')} with apt-get (once, about 30 s)`);
  const install = () => run(['install', '-y', '-qq', '--no-install-recommends', ...packages]);
  // The package lists are read again only when they do not have the packages (a fresh container's
  // are empty; tshark.mjs, run next, then finds them fresh).
  try {
    install();
  } catch {
    run(['update', '-qq']);
    install();
  }
}

const HELP = `[chromium] No Chromium found, and it cannot be installed from here. Do one of:
  Debian/Ubuntu as root:   apt-get update && apt-get install -y chromium fonts-liberation
  with sudo:               sudo apt-get install -y chromium fonts-liberation
  any Chromium or Chrome:  export CHROMIUM_PATH=/path/to/chrome`;

function main() {
  const checkOnly = process.argv.includes('--check');
  let found = findChromium();
  const shell = () => DEBIAN_SHELL_PATHS.some(isExecutable);
  if ((!found || !shell()) && !checkOnly) {
    const prefix = aptPrefix();
    // Fonts named explicitly: without any font package Chromium draws text invisibly. The shell
    // runs the e2e tests; the full browser the benchmarks (what users run) and anyone's own look.
    const wanted = [...(found ? [] : ['chromium', 'fonts-liberation', 'fonts-dejavu-core']), 'chromium-headless-shell'];
    if (prefix) {
      try {
        aptInstall(prefix, wanted);
      } catch (e) {
        if (!found) throw e;
        console.warn('[chromium] the headless shell could not be installed: the e2e tests run in the full browser (slower)');
      }
      found = findChromium();
    }
  }
  if (!found) {
    console.error(HELP);
    process.exit(1);
  }
  const test = findTestBrowser();
  console.log(`[chromium] using ${found.path} (${found.source}); the e2e tests run in ${test?.path} (${test?.source})`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
