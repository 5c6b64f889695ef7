// `npm run validate -- FILE`: schema and Kubernetes checks, then what the translation could not
// express. Exit 2 on an error, naming the file, line and field.
import { simulate } from '../cluster/simulation';
import { probePacket } from '../cluster/probe';
import { loadScenarioText } from '../io/scenario/load';
import { parseLocated } from '../io/scenario/located';
import type { Problem } from '../io/result';
import type { Args } from './args';
import { readTextFile } from './files';
import { printProblems } from './problems';
import { userMessage } from '../io/errors';
import { looksLikeLesson, validateLessonFile } from './lesson';

export function validateCommand(args: Args): number {
  const files = args.positional;
  if (files.length === 0) {
    console.error('usage: npm run validate -- FILE...');
    return 2;
  }
  let failed = false;
  for (const file of files) {
    let text: string;
    try {
      text = readTextFile(file);
    } catch (e) {
      console.error(userMessage(e, file));
      failed = true;
      continue;
    }
    if (looksLikeLesson(text)) {
      failed = !validateLessonFile(file, text) || failed;
      continue;
    }
    const r = loadScenarioText(text);
    printProblems(file, r.errors, 'error');
    printProblems(file, r.warnings, 'warning');
    if (!r.value) {
      failed = true;
      continue;
    }
    const sim = simulate(r.value);
    // The check `trace` makes before it walks a probe (refs that resolve, a port where one is needed):
    // what validate accepts, trace accepts (issue 29).
    const probeErrors = probeProblems(text, sim.resolved);
    printProblems(file, probeErrors, 'error');
    if (probeErrors.length) {
      failed = true;
      continue;
    }
    for (const n of sim.notes) console.error(`${file}: note: ${n.object}${n.node ? ` on ${n.node}` : ''}: ${n.message}`);
    const s = r.value;
    console.log(`✓ ${file}: valid (${s.nodes.length} nodes, ${s.pods.length} pods, ${s.services.length} services, ${s.networkPolicies.length} network policies, ${s.probes.length} probes)`);
  }
  return failed ? 2 : 0;
}

/** Each probe that `trace` would refuse, with the field (`probes[i].from` or `.to`) and its line. */
function probeProblems(text: string, rs: ReturnType<typeof simulate>['resolved']): Problem[] {
  const out: Problem[] = [];
  // The text read again for lines only when a probe is refused (a big document takes a while).
  let at: ReturnType<typeof parseLocated>['value'];
  rs.scenario.probes.forEach((p, i) => {
    const r = probePacket(rs, p, i);
    if (r.ok) return;
    at ??= parseLocated(text).value;
    const m = /^(from|to): ([\s\S]*)$/.exec(r.message);
    const path = ['probes', i, m?.[1] ?? 'to'];
    out.push({ message: `probe ${p.name}: ${m?.[2] ?? r.message}`, field: `probes[${i}].${m?.[1] ?? 'to'}`, line: at?.lineOf(path) });
  });
  return out;
}
