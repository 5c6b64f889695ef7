// What the importer found, in the words an on-call engineer reads at 2 a.m.: the format as the
// command that printed it, counts in plain nouns, and each problem with its line and field.
import type { Msg } from '../../core/message';
import type { FormatId, ObjectCounts } from '../../io/formats';
import type { FileSummary } from '../../io/import';
import type { Problem } from '../../io/result';
import type { Lang } from '../../state/lang';
import { translate, type Key } from '../i18n/t';
import { groupDigitsIn } from '../common/group-digits';
import '../i18n/words/import-en';

const FORMAT_WORDS: Record<FormatId, (t: Tr) => string> = {
  scenario: (t) => t('import.fmtScenario'),
  'vfpctrl-rules': (t) => `vfpctrl /list-rule ${t('import.fmtText')}`,
  'vfpctrl-ports': (t) => `vfpctrl /list-vmswitch-port ${t('import.fmtText')}`,
  'vfpctrl-json': () => 'vfpctrl /format 1 (JSON)',
  'hns-json': () => 'Get-Hns* | ConvertTo-Json',
  'hns-list': (t) => `Get-Hns* ${t('import.fmtPsList')}`,
  'hns-table': () => 'Get-Hns* | Format-Table',
  hnsdiag: () => 'hnsdiag list',
  'netsh-ports': (t) => t('import.fmtNetsh'),
  ipconfig: () => 'ipconfig /all',
  'kube-proxy-log': () => 'kube-proxy log',
  'cni-conf': (t) => t('import.fmtCni'),
  'kubernetes-yaml': () => 'kubectl get -o yaml',
  'pktmon-txt': () => 'pktmon etl2txt',
  'pktmon-list': () => 'pktmon list',
  'pktmon-counters': () => 'pktmon counters',
  'pktmon-pcapng': () => 'pktmon etl2pcap (pcapng)',
};

type Tr = (key: Key, vars?: Record<string, string | number>) => string;
const tr = (lang: Lang): Tr => (key, vars) => translate(lang, key, vars);

/** The command that printed a format, as its user knows it. */
export const formatWords = (format: FormatId, lang: Lang = 'en'): string => FORMAT_WORDS[format](tr(lang));

type Kind = keyof ObjectCounts;

const NOUNS: Record<Kind, Key> = {
  networks: 'import.nNetworks',
  endpoints: 'import.nEndpoints',
  loadBalancers: 'import.nLoadBalancers',
  policyLists: 'import.nPolicyLists',
  namespaces: 'import.nNamespaces',
  ports: 'import.nPorts',
  layers: 'import.nLayers',
  groups: 'import.nGroups',
  rules: 'import.nRules',
  policies: 'import.nPolicies',
  pods: 'import.nPods',
  services: 'import.nServices',
  endpointSlices: 'import.nEndpointSlices',
  networkPolicies: 'import.nNetworkPolicies',
  nodes: 'import.nNodes',
  probes: 'import.nProbes',
  portRanges: 'import.nPortRanges',
  components: 'import.nComponents',
  events: 'import.nEvents',
  drops: 'import.nDrops',
};

/** "3 rules" in the language: a noun's text is 'one|many' in English, one form in Vietnamese. */
export function counted(n: number, noun: Key, lang: Lang = 'en'): string {
  const [one, many = one] = translate(lang, noun).split('|');
  // Not toLocaleString: the first Intl call of a page loads its locale data, a long task when a
  // capture's file card first draws (issue 25's ui.capture.200MB.longestTaskMs).
  return `${groupDigitsIn(n, lang)} ${n === 1 ? one : many}`;
}

/** "1 endpoint, 4 policies"; kinds the file did not hold (counted 0) are left out. */
export function countsInWords(objects: ObjectCounts, lang: Lang = 'en'): string {
  return (Object.entries(objects) as [Kind, number | undefined][])
    .filter(([, n]) => !!n)
    .map(([k, n]) => counted(n!, NOUNS[k], lang))
    .join(', ');
}

/** "line 6 · Policies[0].ExceptionList": where the problem is, when the importer knows. */
export function whereInFile(p: Problem, lang: Lang = 'en'): string {
  return [p.line !== undefined ? translate(lang, 'import.line', { n: p.line }) : '', p.field ?? ''].filter(Boolean).join(' · ');
}

export type FileStatus = 'read' | 'warnings' | 'partial' | 'failed' | 'unknown';

/** A file's fate in one word, for its icon and colour. */
export function fileStatus(f: FileSummary): FileStatus {
  const read = Object.values(f.objects).some((n) => !!n);
  if (f.errors.length) return read ? 'partial' : 'failed';
  if (f.format === null) return 'unknown';
  return f.warnings.length ? 'warnings' : 'read';
}

const STATUS_KEYS: Record<FileStatus, Key> = {
  read: 'import.statusRead',
  warnings: 'import.statusWarnings',
  partial: 'import.statusPartial',
  failed: 'import.statusFailed',
  unknown: 'import.statusUnknown',
};

export const statusWords = (status: FileStatus, lang: Lang = 'en'): string => translate(lang, STATUS_KEYS[status]);

/** The message ids that say a kind of damage (issue 30: read by id, not from the English). */
export const DAMAGE_IDS = {
  rewrapped: ['hns.listWrapped', 'hns.diagWrapped', 'json.wrapped'],
  indentation: ['hns.listIndent'],
  oddSpaces: ['json.oddSpace', 'import.oddSpace'],
  elisions: ['json.elisions'],
  commaObjects: ['json.bareObjects'],
  longLines: ['text.longLine', 'capture.etl2txt.longLine'],
  transcript: ['import.command'],
  // Every sentence that asks "truncated?" (words.test.ts holds the list to the readers' catalogues).
  truncated: [
    ...['hns.jsonCutNothing', 'hns.listNotClosed', 'hns.listEndsInside', 'hns.listMidRecord', 'vfp.midRule'],
    ...['json.syntaxCut', 'json.reasonCut', 'json.cutAsIs', 'json.cutToMember', 'capture.etl2txt.truncated', 'capture.pcapng.truncated'],
  ],
} as const;

/** A warning's value (`msg`, or the summary's `id` and `args`) and the values in its holes, by id. */
function idsOf(w: Problem & { id?: string; args?: Msg['args'] }): string[] {
  const out: string[] = [];
  const walk = (m: Msg) => {
    out.push(m.id);
    for (const v of Object.values(m.args)) if (v && typeof v === 'object') walk(v);
  };
  const m = w.msg ?? (w.id !== undefined ? { id: w.id, args: w.args ?? {} } : undefined);
  if (m) walk(m);
  return out;
}

/**
 * What a damaged paste needed, in a few words for the file's row (the notes say it in full): merged
 * repeats, repaired text (re-wrapped lines, lost indentation, odd spaces, elisions, commas, a split
 * transcript, cut long lines) and a file that ends too soon. Read from the readers' and the importer's
 * warnings by their ids.
 */
export function damageWords(warnings: readonly (Problem & { id?: string; args?: Msg['args'] })[], lang: Lang = 'en'): string[] {
  const t = tr(lang);
  const ids = warnings.map(idsOf);
  const has = (kind: keyof typeof DAMAGE_IDS) => ids.some((xs) => xs.some((x) => (DAMAGE_IDS[kind] as readonly string[]).includes(x)));
  const out: string[] = [];
  const merged = ids.filter((xs) => xs[0] === 'hns.repeated').length;
  if (merged) out.push(t('import.merged', { records: counted(merged, 'import.nRecords', lang) }));
  // hnsdiag run twice: whole sections repeat, their objects merged by id.
  const sections = ids.filter((xs) => xs[0] === 'hns.diagSection').length;
  if (sections) out.push(t('import.merged', { records: counted(sections, 'import.nSections', lang) }));
  const repaired = [
    has('rewrapped') && t('import.rewrapped'),
    has('indentation') && t('import.indentation'),
    has('oddSpaces') && t('import.oddSpaces'),
    has('elisions') && t('import.elisions'),
    has('commaObjects') && t('import.commaObjects'),
    has('longLines') && t('import.longLines'),
    has('transcript') && t('import.transcript'),
  ].filter((x): x is string => !!x);
  if (repaired.length) out.push(t('import.repaired', { what: repaired.join(', ') }));
  if (has('truncated')) out.push(t('import.truncated'));
  return out;
}
