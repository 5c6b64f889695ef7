// `npm run validate -- FILE`: schema and Kubernetes checks, then what the translation could not
// express. Exit 2 on an error, naming the file, line and field.
import { simulate } from '../cluster/simulation';
import { loadScenarioText } from '../io/scenario/load';
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
    for (const n of sim.notes) console.error(`${file}: note: ${n.object}${n.node ? ` on ${n.node}` : ''}: ${n.message}`);
    const s = r.value;
    console.log(`✓ ${file}: valid (${s.nodes.length} nodes, ${s.pods.length} pods, ${s.services.length} services, ${s.networkPolicies.length} network policies, ${s.probes.length} probes)`);
  }
  return failed ? 2 : 0;
}
