// `npm run trace -- FILE [--probe NAME | --from REF --to REF ...] [--repeat N] [--json] [--check]`
import { readFileSync } from 'node:fs';
import { createRuntime } from '../core/world/runtime';
import { checkExpect, runProbe, simulate } from '../cluster/simulation';
import type { ProbeSpec } from '../cluster/scenario/schema';
import { loadScenarioText } from '../io/scenario/load';
import { traceJson } from '../io/trace/json';
import { traceText } from '../io/trace/text';
import { flagText, type Args } from './args';
import { printProblems } from './problems';

export function traceCommand(args: Args): number {
  const file = args.positional[0];
  if (!file) {
    console.error('usage: npm run trace -- FILE [--probe NAME | --from REF --to REF [--protocol tcp|udp|icmp|sctp] [--src-port N] [--size BYTES] [--df]] [--repeat N] [--json] [--check]');
    return 2;
  }
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    console.error(`${file}: cannot read (${(e as Error).message})`);
    return 2;
  }
  const loaded = loadScenarioText(text);
  if (!loaded.value) {
    printProblems(file, loaded.errors, 'error');
    return 2;
  }
  printProblems(file, loaded.warnings, 'warning');
  const scenario = loaded.value;
  const sim = simulate(scenario);
  let probes: ProbeSpec[];
  const from = flagText(args, 'from');
  const to = flagText(args, 'to');
  const name = flagText(args, 'probe');
  if (from || to) {
    if (!from || !to) {
      console.error('--from and --to go together');
      return 2;
    }
    const protocol = (flagText(args, 'protocol') ?? 'tcp') as ProbeSpec['protocol'];
    if (!['tcp', 'udp', 'icmp', 'sctp'].includes(protocol)) {
      console.error(`--protocol: expected tcp, udp, icmp or sctp, got ${protocol}`);
      return 2;
    }
    const srcPort = flagText(args, 'src-port');
    const size = flagText(args, 'size');
    probes = [{ name: 'adhoc', from, to, protocol, srcPort: srcPort ? Number(srcPort) : undefined, size: size ? Number(size) : 64, df: args.flags.has('df') }];
  } else if (name) {
    const p = scenario.probes.find((x) => x.name === name);
    if (!p) {
      console.error(`${file}: no probe named ${name} (probes: ${scenario.probes.map((x) => x.name).join(', ') || 'none'})`);
      return 2;
    }
    probes = [p];
  } else probes = scenario.probes;
  const repeat = Math.max(1, Number(flagText(args, 'repeat') ?? 1));
  const json = args.flags.has('json');
  const check = args.flags.has('check');
  let mismatches = 0;
  let bad = false;
  for (const p of probes) {
    const runtime = createRuntime(0);
    for (let i = 1; i <= repeat; i++) {
      const r = runProbe(sim, p, { runtime });
      if (!r.ok) {
        console.error(`${file}: probe ${p.name}: ${r.message}`);
        bad = true;
        break;
      }
      const diff = check ? checkExpect(p, r.value.trace) : [];
      mismatches += diff.length ? 1 : 0;
      if (json) console.log(JSON.stringify(traceJson(p.name, r.value.trace, repeat > 1 ? { repeat: i } : {})));
      else {
        process.stdout.write(traceText(p.name + (repeat > 1 ? ` (packet ${i} of ${repeat})` : ''), r.value.trace));
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
