// `npm run trace -- FILE [--probe NAME | --from REF --to REF ...] [--repeat N] [--json] [--check]`
import { statSync } from 'node:fs';
import { repeatRuntime } from '../core/walk/fast-path';
import { checkExpect, runProbe, simulate } from '../cluster/simulation';
import type { ProbeSpec, Scenario } from '../cluster/scenario/schema';
import { loadScenarioText, looksLikeScenario } from '../io/scenario/load';
import { traceJson } from '../io/trace/trace-json';
import { traceText } from '../io/trace/text';
import { ruleEvidence } from '../core/trace/evidence';
import { flagText, type Args } from './args';
import { printProblems } from './problems';
import { userMessage } from '../io/errors';
import { importFiles, toSummary } from '../io/import';
import { buildReplay, checkReplayProbe, missingMessage, portNamesOf, replayDeadEnd, replayText, type ReplayReport } from '../io/replay';
import { collectScript } from '../io/collect/script';
import { readInputs, readTextFile } from './files';
import { fixesOf, fixesText } from './fixes';
import { writePcapng } from './pcapng';
import { selectProbes } from './selectors';
import { staleEditProblems } from './stale-edits';
import { parseLocated } from '../io/scenario/located';
import type { Path } from '../cluster/scenario/issues';

/** Files whose refusal is said one by one; past these, a count. */
const SAID_FILES = 10;

/** What loadInput found beside the scenario: a replay's report, or a scenario file's lines. */
export interface LoadedFrom {
  report?: ReplayReport;
  deadEnd?: string;
  /** A scenario file's line of a field (parsed again on first use: only a warning needs it). */
  lineOf?: (path: Path) => number | undefined;
}

/** A scenario file, or dumps of a node (files, folders, zips) rebuilt into one (its report in `out`). */
export function loadInput(paths: string[], out: LoadedFrom = {}): Scenario | undefined {
  const single = paths.length === 1 && statSync(paths[0]!, { throwIfNoEntry: false })?.isFile() ? paths[0]! : undefined;
  if (single) {
    let text: string;
    try {
      text = readTextFile(single);
    } catch (e) {
      console.error(userMessage(e, single));
      return undefined;
    }
    if (looksLikeScenario(text)) {
      const r = loadScenarioText(text);
      printProblems(single, r.errors, 'error');
      printProblems(single, r.warnings, 'warning');
      let located: ReturnType<typeof parseLocated>['value'];
      out.lineOf = (path) => (located ??= parseLocated(text).value)?.lineOf(path);
      return r.value;
    }
  }
  const { inputs, problems } = readInputs(paths);
  for (const p of problems) console.error(p);
  if (problems.length) return undefined;
  const imported = importFiles(inputs);
  const files = toSummary(imported).files;
  let bad = false;
  for (const f of files) {
    printProblems(f.file, f.errors, 'error');
    if (f.errors.length) bad = true;
  }
  if (bad) return undefined;
  // Why an input was refused is said, not left to a later "no pod …" (issue 32): a member refused
  // (a zip bomb, too large) always; when nothing at all could be read, every file's reason, and no walk.
  const read = files.filter((f) => f.format);
  const told = files.filter((f) => f.warnings.length && (read.length === 0 || f.warnings.some((w) => /^refused\b/.test(w.message))));
  for (const f of told.slice(0, SAID_FILES)) printProblems(f.file, f.warnings, read.length ? 'warning' : 'error');
  if (told.length > SAID_FILES) console.error(`… and ${told.length - SAID_FILES} more files like these (npm run import -- PATH lists them all)`);
  if (!read.length) {
    console.error(`${paths.join(' ')}: nothing in ${files.length === 1 ? 'it' : `these ${files.length} files`} is a scenario or a dump VFP Lab reads (npm run import -- PATH lists what each file is)`);
    return undefined;
  }
  const replay = buildReplay(imported);
  for (const m of replay.report.missing) console.error(`missing: ${m}`);
  for (const a of replay.report.assumed) console.error(`assumed: ${a}`);
  // A replay that cannot be walked says, once, what is missing and which command prints it.
  const deadEnd = replayDeadEnd(replay);
  if ('error' in replay) {
    console.error(`no replay: ${deadEnd}`);
    return undefined;
  }
  out.report = replay.report;
  out.deadEnd = deadEnd;
  if (deadEnd) console.error(`no replay between endpoints: ${deadEnd}`);
  return replay.scenario;
}

export function traceCommand(args: Args): number {
  const file = args.positional[0];
  if (!file) {
    console.error('usage: npm run trace -- FILE|DUMP... [--probe NAME | --from REF --to REF] [--protocol tcp|udp|icmp|sctp] [--src-port N] [--size BYTES] [--df] [--repeat N] [--json] [--check] [--fix] [--pcapng OUT] [--collect]');
    return 2;
  }
  const replayed: LoadedFrom = {};
  const loaded = loadInput(args.positional, replayed);
  if (!loaded) return 2;
  const scenario = loaded;
  const sim = simulate(scenario);
  printProblems(file, staleEditProblems(sim, replayed.lineOf), 'warning');
  const adhoc = flagText(args, 'from') !== undefined || flagText(args, 'to') !== undefined;
  if (!adhoc && flagText(args, 'probe') === undefined && !scenario.probes.length) {
    // A node replayed from its dumps has no probes: say how to send one, with its own pods.
    const pods = scenario.pods.map((p) => `pod/${p.name}`);
    console.error(
      `${file}: no probes to send. Give one with --from and --to, e.g. npm run trace -- ${args.positional.join(' ')} --from ${pods[0] ?? 'pod/NAME'} --to IP:PORT` +
        (pods.length ? `\n  pods: ${pods.slice(0, 8).join(', ')}${pods.length > 8 ? `, … (${pods.length})` : ''}` : ''),
    );
    return 2;
  }
  // The selectors diff, report and align share: --probe, --from/--to (a literal address resolved to
  // its pod or node), and --src-port, --size and --df on whichever probes were chosen.
  const chosen = selectProbes(args, scenario, file, (line) => console.error(line));
  if ('error' in chosen) {
    console.error(chosen.error);
    return 2;
  }
  let probes: ProbeSpec[] = chosen;
  // On a replayed node, a probe that cannot be walked (a name or address the files do not hold, a VIP
  // without its load balancer) ends here in one message: what is missing and the command that prints it.
  if (replayed.report) {
    const checked = probes.map((p) => checkReplayProbe(scenario, replayed.report!, p));
    const stop = checked.find((c) => 'deadEnd' in c);
    if (stop && 'deadEnd' in stop) {
      console.error(replayText(stop.deadEnd));
      return 2;
    }
    probes = checked.flatMap((c) => ('probe' in c ? [c.probe] : []));
  }
  const given = args.flags.get('repeat');
  const repeat = given === undefined ? 1 : typeof given === 'string' && /^\d{1,6}$/.test(given) ? Number(given) : NaN;
  if (!(repeat >= 1 && repeat <= MAX_REPEAT)) {
    console.error(`--repeat ${typeof given === 'string' ? given : ''}: must be a whole number from 1 to ${MAX_REPEAT.toLocaleString('en-US')}`.replace('  ', ' '));
    return 2;
  }
  const pcapngOut = flagText(args, 'pcapng');
  if (args.flags.has('pcapng') && (!pcapngOut || probes.length !== 1)) {
    console.error(pcapngOut ? '--pcapng writes one probe: give --probe NAME or --from/--to' : '--pcapng needs a file name: --pcapng OUT.pcapng');
    return 2;
  }
  if (args.flags.has('collect')) {
    if (probes.length !== 1) {
      console.error('--collect writes the script for one probe: give --probe NAME or --from/--to');
      return 2;
    }
    const r = runProbe(sim, probes[0]!);
    if (!r.ok) {
      console.error(`${file}: probe ${probes[0]!.name}: ${r.message}`);
      return 2;
    }
    const needs = replayed.report?.needs.length ? missingMessage(replayed.report.needs) : undefined;
    process.stdout.write(collectScript({ probe: probes[0]!.name, node: r.value.trace.events[0]?.at.node ?? 'the node', trace: r.value.trace, ...(needs ? { missing: needs } : {}) }));
    return 0;
  }
  const json = args.flags.has('json');
  const check = args.flags.has('check');
  let mismatches = 0;
  let bad = false;
  for (const p of probes) {
    const runtime = repeatRuntime(0);
    for (let i = 1; i <= repeat; i++) {
      const r = runProbe(sim, p, { runtime });
      if (!r.ok) {
        console.error(`${file}: probe ${p.name}: ${r.message}${replayed.deadEnd ? ` (${replayed.deadEnd})` : ''}`);
        bad = true;
        break;
      }
      const diff = check ? checkExpect(p, r.value.trace) : [];
      mismatches += diff.length ? 1 : 0;
      const evidence = ruleEvidence(sim.world, r.value.trace);
      if (pcapngOut && i === repeat && !writePcapng(pcapngOut, r.value.trace, replayed.report ? portNamesOf(scenario) : undefined)) return 2;
      const fixes = args.flags.has('fix') ? fixesOf(scenario, p, r.value.trace) : undefined;
      const extra = { ...(repeat > 1 ? { repeat: i } : {}), ...(evidence.length ? { evidence } : {}), ...(fixes ? { fixes } : {}) };
      if (json) console.log(JSON.stringify(traceJson(p.name, r.value.trace, extra)));
      else {
        process.stdout.write(traceText(p.name + (repeat > 1 ? ` (packet ${i} of ${repeat})` : ''), r.value.trace));
        for (const e of evidence)
          console.log(`${e.contradicts ? '⚠' : ' '} step ${e.step}: rule ${e.rule} in ${e.layer}: the node counted ${e.counters.matchedPackets} matched, ${e.counters.droppedPackets} dropped${e.contradicts ? ' — the walk says it matched, the counter says it never did' : ''}`);
        if (fixes) process.stdout.write(fixesText(fixes));
        if (check) console.log(diff.length ? `✗ ${p.name}: ${diff.join('; ')}` : `✓ ${p.name}: as expected`);
        console.log('');
      }
      if (json && check && diff.length) console.error(`✗ ${p.name}: ${diff.join('; ')}`);
    }
  }
  if (bad) return 2;
  if (check) {
    const total = probes.length * repeat;
    console.error(`${total - mismatches} passed, ${mismatches} failed`);
    return mismatches ? 1 : 0;
  }
  return 0;
}

/** --repeat runs the same packet again; more than this is a mistake, not a measurement. */
const MAX_REPEAT = 100_000;

