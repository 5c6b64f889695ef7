// `npm run matrix -- FILE|DUMPS... [--protocol tcp|udp] [--json | --md | --csv]`: every source against
// every destination. Exit 0 when every cell with an expect holds, 1 otherwise, 2 on bad input.
import { matrixJson, matrixStatus, reachabilityMatrix } from '../cluster/matrix/matrix';
import { simulate } from '../cluster/simulation';
import type { Protocol } from '../core/net/protocol';
import { matrixCsv, matrixMarkdown, matrixText } from '../io/matrix/format';
import { probeDeadEnd, type ReplayReport } from '../io/replay';
import { flagText, type Args } from './args';
import { loadInput } from './trace';

const USAGE = 'usage: npm run matrix -- FILE|DUMP... [--protocol tcp|udp|sctp] [--json | --md | --csv]';

export function matrixCommand(args: Args): number {
  if (!args.positional.length) {
    console.error(USAGE);
    return 2;
  }
  const protocol = flagText(args, 'protocol');
  if (args.flags.has('protocol') && !['tcp', 'udp', 'sctp'].includes(protocol ?? '')) {
    console.error(`--protocol: expected tcp, udp or sctp, got ${protocol ?? 'nothing'}`);
    return 2;
  }
  const formats = ['json', 'md', 'csv'].filter((f) => args.flags.has(f));
  if (formats.length > 1) {
    console.error(`one output format at a time (got --${formats.join(', --')})`);
    return 2;
  }
  const replayed: { report?: ReplayReport } = {};
  const scenario = loadInput(args.positional, replayed);
  if (!scenario) return 2;
  const sim = simulate(scenario);
  const report = replayed.report;
  const m = reachabilityMatrix(sim, { ...(protocol ? { protocol: protocol as Protocol } : {}), ...(report ? { deadEnd: (to: string) => probeDeadEnd(report, to.replace(/^[a-z]+\/(?:[^/]+\/)?/, '')) } : {}) });
  if (!m.sources.length || !m.destinations.length) {
    console.error(`no matrix: ${!m.sources.length ? 'no sources (pods, nodes or outside hosts)' : `no destinations (no pod listens${protocol ? ` on ${protocol}` : ''}, no Service port, no outside host with a port)`}`);
    return 2;
  }
  const f = formats[0];
  process.stdout.write(f === 'json' ? `${JSON.stringify(matrixJson(m))}\n` : f === 'md' ? matrixMarkdown(m) : f === 'csv' ? matrixCsv(m) : matrixText(m));
  return matrixStatus(m);
}
