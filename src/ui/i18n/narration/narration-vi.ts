// The Vietnamese catalogues put together: a chunk of its own, loaded once Vietnamese is chosen
// (index.ts). Each is keyed by the ids of an English catalogue beside the code that composes the
// message (Translation<typeof X_EN>), so a missing sentence or hole fails to compile.
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
export { WALK_VI } from '../messages/walk.vi';
export { LOCATED_VI, ZOD_VI } from '../messages/located.vi';
export { HNS_DUMP_VI } from '../messages/dumps-hns.vi';
export { VFP_DUMP_VI } from '../messages/dumps-vfp.vi';
export { NODE_DUMP_VI } from '../messages/dumps-node.vi';
export { TEXT_DUMP_VI } from '../messages/dumps-text.vi';
export { BUILTINS_VI } from './builtins.vi';
