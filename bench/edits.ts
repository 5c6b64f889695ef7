// Issue 32 item 4, the CLI's side: "vfpEdits applied and validated in linear time: 20k edits ≤ 1 s in
// the CLI; lesson validation linear (20,000 steps ≤ 2 s)". Each is what `npm run validate` does to
// the file, in this process (console muted), from a fresh read of the text; median of 3.
// - vfpEdits.20k.validateMs: the talk's scenario with 20,000 hand edits on one port (a group of
//   20,000 rules; ~4.8 MB of JSON): read, checked, simulated (the edits applied), probes checked.
// - lesson.20kSteps.validateMs: lesson 01 with its steps repeated to 20,000, as JSON (the reader
//   keeps offsets; the YAML parser's CST took seconds).
//   npx tsx bench/edits.ts
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import { parseArgs } from '../src/cli/args';
import { validateCommand } from '../src/cli/validate';
import { loadScenarioText } from '../src/io/scenario/load';
import { ROOT } from './browser';
import { collectGarbage, summary, type BenchResult } from './stats';

/** The talk's scenario with `n` hand-made rules added to one group of the client pod's port. */
export function handEditsScenario(n: number): unknown {
  const s = loadScenarioText(readFileSync(join(ROOT, 'src/lessons/scenarios/talk-l2bridge.yaml'), 'utf8')).value!;
  const at = { port: 'pod/default/client', layer: 'ACL_ENDPOINT_LAYER', group: 'BIG_GROUP_OUT' };
  const edits = [
    { op: 'add-group', port: at.port, layer: at.layer, group: { name: at.group, priority: 5, direction: 'out' } },
    ...Array.from({ length: n }, (_, i) => ({ op: 'add-rule', ...at, rule: { id: `big-${i}`, priority: 100 + (i % 60_000), action: i % 7 ? 'allow' : 'block', protocols: ['tcp'], dstIp: [`10.${(i >> 8) & 255}.${i & 255}.1`], dstPorts: [80 + (i % 100)] } })),
  ];
  return { ...s, metadata: { ...s.metadata, name: 'big-port', title: `A port with ${n.toLocaleString('en-US')} rules` }, nodes: s.nodes.map((x) => (x.name === 'win-node-1' ? { ...x, vfpEdits: edits } : x)) };
}

/** Lesson 01 with its steps repeated to `n`. */
function bigLesson(n: number): unknown {
  const l = parse(readFileSync(join(ROOT, 'src/lessons/lessons/01-windows-is-not-linux.yaml'), 'utf8')) as { steps: unknown[] };
  return { ...l, steps: Array.from({ length: n }, (_, i) => l.steps[i % l.steps.length]) };
}

/** `npm run validate -- FILE` in this process, its output muted; throws unless the file is valid. */
function validate(file: string): number {
  const { log, error } = console;
  console.log = console.error = () => {};
  try {
    const t = performance.now();
    const status = validateCommand(parseArgs([file]));
    const ms = performance.now() - t;
    if (status !== 0) throw new Error(`${file}: validate exited ${status}`);
    return ms;
  } finally {
    Object.assign(console, { log, error });
  }
}

export function editsBenchmarks(log: (s: string) => void = console.log, runs = 3): BenchResult[] {
  const dir = mkdtempSync(join(tmpdir(), 'vfp-bench-edits-'));
  try {
    const cases: [string, string, unknown][] = [
      ['vfpEdits.20k.validateMs', 'edits.json', handEditsScenario(20_000)],
      ['lesson.20kSteps.validateMs', 'lesson.json', bigLesson(20_000)],
    ];
    return cases.map(([name, file, doc]) => {
      const path = join(dir, file);
      writeFileSync(path, JSON.stringify(doc));
      const ms: number[] = [];
      for (let i = 0; i < runs; i++) {
        collectGarbage();
        ms.push(validate(path));
      }
      log(`${name}: ${ms.map(Math.round).join(', ')} ms`);
      return summary(name, 'ms', ms);
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) console.log(JSON.stringify(editsBenchmarks()));
