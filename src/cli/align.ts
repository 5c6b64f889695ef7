// `npm run align -- PATH... [--probe NAME | --from REF --to REF ...] [--json]`: a pktmon capture
// beside the walk. PATHs: dumps of the node (or a scenario), the capture's files (etl2txt text,
// `pktmon list`, `pktmon counters`, a pktmon pcapng), folders or zips of them. Exit 0 when model
// and node agree, 1 when they part, 2 on bad input or when nothing could be aligned.
import { simulate } from '../cluster/simulation';
import { alignmentJson, type AlignPair } from '../io/align/align';
import { conversations, tupleText } from '../io/align/flows';
import { mergeCaptures } from '../io/align/merge';
import { alignText } from '../io/align/messages';
import { alignProbe, alignStatus } from '../io/align/session';
import { importFiles, toSummary } from '../io/import';
import { buildReplay, replayDeadEnd } from '../io/replay';
import type { Args } from './args';
import { readInputs } from './files';
import { printProblems } from './problems';
import { selectProbes } from './selectors';

const USAGE = 'usage: npm run align -- PATH... [--probe NAME | --from REF --to REF] [--protocol tcp|udp|icmp|sctp] [--src-port N] [--json]   (PATH: dumps or a scenario, and the capture: pktmon etl2txt text, pktmon list, pktmon counters, pcapng; files, folders or zips)';

const mark = (p: AlignPair) => (p.agree === true ? '✓' : p.agree === false ? '✗' : '·');

export function alignCommand(args: Args): number {
  if (!args.positional.length) {
    console.error(USAGE);
    return 2;
  }
  const { inputs, problems } = readInputs(args.positional);
  for (const p of problems) console.error(p);
  if (problems.length) return 2;
  const imported = importFiles(inputs);
  let bad = false;
  let warnings = 0;
  for (const f of toSummary(imported).files) {
    printProblems(f.file, f.errors, 'error');
    warnings += f.warnings.length;
    if (f.errors.length) bad = true;
  }
  if (warnings) console.error(`${warnings} warning${warnings === 1 ? '' : 's'} while reading (\`npm run import -- ${args.positional.join(' ')}\` lists them)`);
  if (bad) return 2;
  if (!imported.captures.length) {
    console.error(`no capture among the files: give the output of \`pktmon etl2txt\` (with \`pktmon list\`), or a pktmon pcapng\n${USAGE}`);
    return 2;
  }
  const capture = mergeCaptures(imported.captures.map((c) => ({ file: c.file, capture: c.model })));
  const withoutCapture = { ...imported, captures: [] };
  if (!imported.dumps.length && !imported.scenarios.length && !imported.kubernetes.length) {
    console.error('no node to walk: add the node\'s dumps (Get-HnsEndpoint, vfpctrl …) or a scenario beside the capture');
    return 2;
  }
  const replay = buildReplay(withoutCapture);
  const deadEnd = replayDeadEnd(replay);
  if ('error' in replay) {
    console.error(`no replay: ${deadEnd}`);
    return 2;
  }
  const scenario = replay.scenario;
  if (!args.flags.has('probe') && !args.flags.has('from') && !args.flags.has('to')) {
    // No flow named: say which flows the capture holds, to pick one.
    const conv = conversations(capture);
    console.error(`which flow? give --probe NAME or --from REF --to REF. The capture holds ${conv.length} flow${conv.length === 1 ? '' : 's'}:`);
    for (const c of conv.slice(0, 20)) console.error(`  ${tupleText(c.tuple)}  (${c.events} events${c.drops ? `, ${c.drops} dropped` : ''}, first at line ${c.line})`);
    if (scenario.probes.length) console.error(`probes of the scenario: ${scenario.probes.map((p) => p.name).join(', ')}`);
    return 2;
  }
  const probes = selectProbes(args, scenario, args.positional.join(' '), (line) => console.error(line));
  if ('error' in probes) {
    console.error(probes.error);
    return 2;
  }
  const sim = simulate(scenario);
  let status = 0;
  for (const probe of probes) {
    const r = alignProbe(sim, probe, capture);
    if ('error' in r) {
      console.error(`probe ${probe.name}: ${r.error}${deadEnd ? ` (${deadEnd})` : ''}`);
      return 2;
    }
    const a = r.alignment;
    status = Math.max(status, alignStatus(a));
    if (args.flags.has('json')) {
      console.log(JSON.stringify(alignmentJson(a, probe.name)));
      continue;
    }
    console.log(`${probe.name}: ${tupleText(a.flow)}${a.node ? ` · capture of ${a.node}` : ''}`);
    for (const p of a.pairs) {
      const why = p.differs?.length ? p.differs.map((d) => `${d.field} ${d.node} (model: ${d.model})`).join(', ') : p.node.drop ? `dropped: ${p.node.drop.reason}${p.node.drop.location ? ` at ${p.node.drop.location}` : ''}` : p.note ? alignText(p.note) : p.node.seen ? 'seen' : 'not seen';
      const where = p.node.lines?.length ? `  [line ${p.node.lines.slice(0, 3).join(', ')}${p.node.lines.length > 3 ? ', …' : ''}]` : '';
      console.log(`  ${mark(p)} step ${String(p.step).padStart(3)} ${p.leg === 'reply' ? '(reply) ' : ''}${p.place}: ${why}${where}`);
    }
    for (const n of a.notes) console.log(`  note: ${alignText(n)}`);
    console.log(alignText(a.conclusion));
  }
  return status;
}
