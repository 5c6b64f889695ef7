// `npm run report -- FILE|DUMP... --probe P [--redact] [--out F] [--max-chars N]`: the evidence
// report in Markdown. A report longer than a GitHub comment takes (65,536 characters, or N) is cut
// into parts that each fit, each complete (io/report/split.ts): `--out F.md` writes F.1.md, F.2.md….
import { writeFileSync } from 'node:fs';
import { GITHUB_COMMENT_MAX, MIN_PART_CHARS, splitReport } from '../io/report/split';
import { simulate } from '../cluster/simulation';
import { evidenceReport, redactReport } from '../io/report/evidence';
import { reportCommands } from '../lessons/step-commands';
import { flagText, type Args } from './args';
import { COMMANDS } from './usage';
import { selectProbes } from './selectors';
import { loadInput, type LoadedFrom } from './trace';
import { checkReplayProbe, replayText } from '../io/replay';
import { printProblems } from './problems';
import { staleEditProblems } from './stale-edits';

export function reportCommand(args: Args): number {
  const file = args.positional[0];
  if (!file) {
    console.error(COMMANDS.report!.usage);
    return 2;
  }
  const replayed: LoadedFrom = {};
  const scenario = loadInput(args.positional, replayed);
  if (!scenario) return 2;
  const chosen = selectProbes(args, scenario, file, (line) => console.error(line));
  if ('error' in chosen) {
    console.error(chosen.error);
    return 2;
  }
  // On a replayed node, as in trace: a probe its files cannot back is said once, with what to collect.
  const checked = replayed.report ? chosen.map((p) => checkReplayProbe(scenario, replayed.report!, p)) : chosen.map((p) => ({ probe: p }));
  const stop = checked.find((c) => 'deadEnd' in c);
  if (stop && 'deadEnd' in stop) {
    console.error(replayText(stop.deadEnd));
    return 2;
  }
  const probes = checked.flatMap((c) => ('probe' in c ? [c.probe] : []));
  const sim = simulate(scenario);
  // Said, not left out: the node the report walks lacks these edits.
  printProblems(file, staleEditProblems(sim, replayed.lineOf), 'warning');
  const parts: string[] = [];
  for (const probe of probes) {
    const r = evidenceReport(scenario, sim, probe, reportCommands);
    if (!r.ok) {
      console.error(`${file}: ${r.message}`);
      return 2;
    }
    parts.push(r.markdown);
  }
  const given = flagText(args, 'max-chars');
  const maxChars = given === undefined ? GITHUB_COMMENT_MAX : /^\d{1,9}$/.test(given) ? Number(given) : NaN;
  if (!(maxChars >= MIN_PART_CHARS)) {
    console.error(`--max-chars ${given ?? ''}: a whole number of characters, at least ${MIN_PART_CHARS.toLocaleString('en-US')} (GitHub takes ${GITHUB_COMMENT_MAX.toLocaleString('en-US')} in a comment)`);
    return 2;
  }
  // Redacted whole (one mapping for every probe), then cut where the probes meet.
  const CUT = '\n\n<!--vfp-lab:probe-->\n\n';
  const joined = parts.join(CUT);
  const text = args.flags.has('redact') ? redactReport(joined, scenario) : joined;
  const pieces = splitReport(text.split(CUT), maxChars);
  const out = flagText(args, 'out');
  if (pieces.length > 1)
    console.error(`the report is ${text.length.toLocaleString('en-US')} characters: cut into ${pieces.length} parts of at most ${maxChars.toLocaleString('en-US')}, one per comment, each opening with "Part i of ${pieces.length}"`);
  if (!out) {
    process.stdout.write(pieces.join('\n\n'));
    return 0;
  }
  const files = pieces.length === 1 ? [out] : pieces.map((_, i) => out.replace(/(\.md)?$/i, `.${i + 1}$1`));
  try {
    pieces.forEach((p, i) => writeFileSync(files[i]!, p));
  } catch (e) {
    console.error(`${out}: cannot write (${(e as Error).message})`);
    return 2;
  }
  console.error(`wrote ${files.join(', ')}`);
  return 0;
}
