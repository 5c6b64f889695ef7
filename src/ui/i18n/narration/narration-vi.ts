// The Vietnamese of the simulator's English: the catalogues put together (a chunk of its own,
// loaded once Vietnamese is chosen: index.ts). The core keeps writing exactly today's English (the
// trace JSON and the goldens are a contract); each line is matched against templates with named
// holes (engine.ts). Addresses, names, rule and layer names, reason codes and action names fill
// the holes and pass through unchanged.
import { Translator, type Rendering } from './engine';
import { stateCatalogues, stateMessages } from './messages-state.vi';

export const NARRATION = new Translator({
  // A line of text (a trace from an older build): said as it is. The walk's own lines, the
  // handout's verdict line and Check's reasons are message values (messages/narration.vi.ts, check.vi.ts).
  line: [['{name}', '{name}']],
  ...stateCatalogues,
  // A whole message composed outside the core (the state layer's): one template each; src/io's are all values.
  message: [...stateMessages],
});

const SEP = ' · ';
const cache = new Map<string, Rendering>();

/** The Vietnamese of one line of simulator English, and whether every part of it had a template. */
export function renderVi(text: string): Rendering {
  const hit = cache.get(text);
  if (hit) return hit;
  const parts = text.split(SEP).map((p) => NARRATION.render('line', p));
  const r = { text: parts.map((p) => p.text).join(SEP), complete: parts.every((p) => p.complete) };
  if (cache.size > 4000) cache.clear();
  cache.set(text, r);
  return r;
}

/** A message composed outside the core (src/io, src/state, src/hns, src/cluster) in Vietnamese. */
export const renderMessageVi = (text: string): Rendering => NARRATION.render('message', text);

export { REASONS_VI, ASSUMPTIONS_VI } from './by-id';
// Message values' Vietnamese (src/ui/i18n/messages) that loads with the rest: narrationVi() in index.ts.
export { CHECKS_VI, FINDINGS_VI } from '../messages/findings.vi';
export { HINTS_VI } from '../messages/hints.vi';
export { COMPOSER_VI } from '../messages/composer.vi';
export { VERDICT_VI } from '../messages/verdict.vi';
export { NARRATION_VI } from '../messages/narration.vi';
export { NOTICE_VI } from '../messages/notices.vi';
export { FIX_VI, HISTORY_VI } from '../messages/fixes.vi';
export { COMPARE_VI } from '../messages/compare.vi';
export { PROBE_VI } from '../messages/probe.vi';
export { CHECK_VI, HEAD_VI } from '../messages/check.vi';
export { WHERE_VI } from '../messages/where.vi';
export { SCHEMA_VI } from '../messages/schema.vi';
export { ORIGIN_VI } from '../messages/origin.vi';
export { FIELD_VI, VFP_EDIT_VI } from '../messages/refusals.vi';
export { CAPTURE_VI } from '../messages/capture.vi';
export { CNI_VI } from '../messages/cni.vi';
export { K8S_VI } from '../messages/k8s.vi';
export { YAML_VI } from '../messages/yaml.vi';
export { SCENARIO_VI, SCENARIO_API_VI } from '../messages/scenario.vi';
export { REPLAY_VI } from '../messages/replay.vi';
export { REPLAY_REPORT_VI } from '../messages/replay-report.vi';
export { REDACT_VI } from '../messages/redact.vi';
export { IMPORT_VI } from '../messages/import.vi';
export { ZIP_VI } from '../messages/zip.vi';
export { SYNTAX_VI } from '../messages/json.vi';
export { SHARE_VI } from '../messages/share.vi';
export { ERRORS_VI } from '../messages/errors.vi';
export { READ_VI } from '../messages/read.vi';
export { LOCATED_VI, ZOD_VI } from '../messages/located.vi';
export { HNS_DUMP_VI } from '../messages/dumps-hns.vi';
export { VFP_DUMP_VI } from '../messages/dumps-vfp.vi';
export { NODE_DUMP_VI } from '../messages/dumps-node.vi';
export { TEXT_DUMP_VI } from '../messages/dumps-text.vi';
export { BUILTINS_VI } from './builtins.vi';
