// Finds Wireshark's tshark, which a unit test reads every built-in capture with (issue 29).
//   node scripts/tshark.mjs   find it; if missing, install Debian's `tshark` with apt-get (as root, or
//                             with password-less sudo); else explain and exit 1
// `npm run test:unit` runs it first (pretest:unit), as `test:e2e` runs scripts/chromium.mjs.
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** @param {string} cmd */
const succeeds = (cmd) => spawnSync('sh', ['-c', cmd], { stdio: 'ignore' }).status === 0;

/** The tshark on PATH (or TSHARK_PATH), if it runs. @returns {string | undefined} */
export function findTshark() {
  const path = process.env.TSHARK_PATH || 'tshark';
  return spawnSync(path, ['--version'], { stdio: 'ignore' }).status === 0 ? path : undefined;
}

/** How to run apt-get: [] as root, ['sudo', '-n'] with password-less sudo, undefined when impossible. */
function aptPrefix() {
  if (process.platform !== 'linux' || !succeeds('command -v apt-get && command -v dpkg')) return undefined;
  if (process.getuid?.() === 0) return [];
  if (succeeds('command -v sudo && sudo -n true')) return ['sudo', '-n'];
  return undefined;
}

function main() {
  let found = findTshark();
  const prefix = found ? undefined : aptPrefix();
  if (prefix) {
    console.log('[tshark] not found: installing Debian tshark with apt-get (once, about 20 s)');
    // wireshark-common asks whether non-root users may capture: noninteractive takes the default (no).
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    /** @param {string[]} args */
    const run = (args) => {
      const [cmd, ...rest] = [...prefix, 'apt-get', ...args];
      execFileSync(/** @type {string} */ (cmd), rest, { stdio: 'inherit', env });
    };
    const install = () => run(['install', '-y', '-qq', '--no-install-recommends', 'tshark']);
    // The lists are read again only when they lack tshark (chromium.mjs, run first, has read them).
    try {
      install();
    } catch {
      run(['update', '-qq']);
      install();
    }
    found = findTshark();
  }
  if (!found) {
    console.error(`[tshark] Wireshark's tshark is not installed, and it cannot be installed from here. Do one of:
  Debian/Ubuntu as root:   apt-get update && apt-get install -y tshark
  with sudo:               sudo apt-get install -y tshark
  elsewhere:               install Wireshark and export TSHARK_PATH=/path/to/tshark`);
    process.exit(1);
  }
  console.log(`[tshark] using ${found}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
