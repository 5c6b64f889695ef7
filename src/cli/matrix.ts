// `npm run matrix -- FILE|DUMPS... [--protocol tcp|udp] [--fix] [--json | --md | --csv]`: every source
// against every destination; with --fix, what would make each failing cell pass (as `trace --fix`).
// Exit 0 when every cell with an expect holds, 1 otherwise, 2 on bad input.
import { fixesForCell } from '../cluster/matrix/cell-fixes';
import { matrixJson, matrixStatus, reachabilityMatrix, type MatrixCell } from '../cluster/matrix/matrix';
import { simulate } from '../cluster/simulation';
import type { Protocol } from '../core/net/protocol';
import { fixJson, type FixJson } from '../io/fixes/render';
import { matrixCsv, matrixMarkdown, matrixText } from '../io/matrix/format';
import { matrixDeadEnd, type ReplayReport } from '../io/replay';
import { flagText, type Args } from './args';
import { loadInput } from './trace';

const USAGE = 'usage: npm run matrix -- FILE|DUMP... [--protocol tcp|udp|sctp] [--fix] [--json | --md | --csv]';

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
  const m = reachabilityMatrix(sim, { ...(protocol ? { protocol: protocol as Protocol } : {}), ...(report ? { deadEnd: matrixDeadEnd(report) } : {}) });
  if (!m.sources.length || !m.destinations.length) {
    console.error(`no matrix: ${!m.sources.length ? 'no sources (pods, nodes or outside hosts)' : `no destinations (no pod listens${protocol ? ` on ${protocol}` : ''}, no Service port, no outside host with a port)`}`);
    return 2;
  }
  const f = formats[0];
  // Asked for, each failing cell's fixes are searched once (a search walks a changed world per candidate).
  const found = new Map<MatrixCell, FixJson[]>();
  if (args.flags.has('fix')) for (const c of m.cells) {
    const r = fixesForCell(scenario, c);
    if (r) found.set(c, r.fixes.map(fixJson));
  }
  const fixes = args.flags.has('fix') ? (c: MatrixCell) => found.get(c) : undefined;
  if (f === 'json') {
    const j = matrixJson(m);
    const cells = j.cells as object[];
    if (fixes) j.cells = cells.map((c, i) => (found.has(m.cells[i]!) ? { ...c, fixes: found.get(m.cells[i]!) } : c));
    process.stdout.write(`${JSON.stringify(j)}\n`);
  } else process.stdout.write(f === 'md' ? matrixMarkdown(m, fixes) : f === 'csv' ? matrixCsv(m, fixes) : matrixText(m, fixes));
  return matrixStatus(m);
}
