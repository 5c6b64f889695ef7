// The Windows dump formats: what a node prints about HNS and VFP. Each entry detects its format by
// content (0..1), parses into a DumpModel (never throwing: problems come back as values), and counts
// what it read for the import summary. The import pipeline picks the best detect() across formats.
import type { FormatId, ObjectCounts } from '../formats';
import type { ParseResult } from '../result';
import * as hnsJson from './hns-json';
import * as hnsList from './hns-list';
import * as hnsTable from './hns-table';
import * as hnsdiag from './hnsdiag';
import * as ipconfig from './ipconfig';
import * as kubeProxyLog from './kube-proxy-log';
import * as netshPorts from './netsh-ports';
import { mergeRepeats, type DumpModel } from './model';
import { dumpText } from './messages';
import * as vfpctrlJson from './vfpctrl-json';
import * as vfpctrlPorts from './vfpctrl-ports';
import * as vfpctrlRules from './vfpctrl-rules';
import { cutLongLines } from './text';

export interface WindowsDumpFormat {
  id: FormatId;
  /** Confidence 0..1 from the content alone; cheap and total. */
  detect(text: string): number;
  /** `file` names the source in placeholders (e.g. the port id of an unnamed rule list). */
  parse(text: string, file: string): ParseResult<DumpModel>;
  count(model: DumpModel): ObjectCounts;
}

/**
 * A reader with what every format needs around it: line-oriented ones get lines over 64 KB cut first
 * (JSON never: one line may be the whole document), and HNS objects printed twice are merged by id.
 * Both are said in the warnings.
 */
function reader(id: FormatId, f: Omit<WindowsDumpFormat, 'id'>, lines = true): WindowsDumpFormat {
  return {
    id,
    detect: f.detect,
    count: f.count,
    parse(text, file) {
      const { text: kept, warnings } = lines ? cutLongLines(text) : { text, warnings: [] };
      const r = f.parse(kept, file);
      const merged = r.value ? mergeRepeats(r.value).map((m) => ({ message: dumpText(m), msg: m })) : [];
      return warnings.length || merged.length ? { ...r, warnings: [...warnings, ...r.warnings, ...merged] } : r;
    },
  };
}
const lineReader = reader;
const jsonReader = (id: FormatId, f: Omit<WindowsDumpFormat, 'id'>) => reader(id, f, false);

export const WINDOWS_DUMP_FORMATS: readonly WindowsDumpFormat[] = [
  lineReader('vfpctrl-rules', vfpctrlRules),
  lineReader('vfpctrl-ports', vfpctrlPorts),
  jsonReader('vfpctrl-json', vfpctrlJson),
  jsonReader('hns-json', hnsJson),
  lineReader('hns-list', hnsList),
  lineReader('hns-table', hnsTable),
  lineReader('hnsdiag', hnsdiag),
  lineReader('netsh-ports', netshPorts),
  lineReader('ipconfig', ipconfig),
  lineReader('kube-proxy-log', kubeProxyLog),
];

export type { DumpEndpoint, DumpHns, DumpLoadBalancer, DumpModel, DumpNetwork } from './model';
export { emptyDump, isPlaceholderPortId, PLACEHOLDER_PORT_PREFIX, placeholderPortId } from './model';
