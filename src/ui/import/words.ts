// What the importer found, in the words an on-call engineer reads at 2 a.m.: the format as the
// command that printed it, counts in plain nouns, and each problem with its line and field.
import type { FormatId, ObjectCounts } from '../../io/formats';
import type { FileSummary } from '../../io/import';
import type { Problem } from '../../io/result';

export const FORMAT_WORDS: Record<FormatId, string> = {
  scenario: 'VFP Lab scenario',
  'vfpctrl-rules': 'vfpctrl /list-rule (text)',
  'vfpctrl-ports': 'vfpctrl /list-vmswitch-port (text)',
  'vfpctrl-json': 'vfpctrl /format 1 (JSON)',
  'hns-json': 'Get-Hns* | ConvertTo-Json',
  'hns-list': 'Get-Hns* (PowerShell list)',
  hnsdiag: 'hnsdiag list',
  'netsh-ports': 'netsh port ranges',
  'cni-conf': 'CNI config',
  'kubernetes-yaml': 'kubectl get -o yaml',
};

type Kind = keyof ObjectCounts;

const NOUNS: Record<Kind, [string, string]> = {
  networks: ['network', 'networks'],
  endpoints: ['endpoint', 'endpoints'],
  loadBalancers: ['load balancer', 'load balancers'],
  policyLists: ['policy list', 'policy lists'],
  namespaces: ['namespace', 'namespaces'],
  ports: ['port', 'ports'],
  layers: ['layer', 'layers'],
  groups: ['group', 'groups'],
  rules: ['rule', 'rules'],
  policies: ['policy', 'policies'],
  pods: ['Pod', 'Pods'],
  services: ['Service', 'Services'],
  endpointSlices: ['EndpointSlice', 'EndpointSlices'],
  networkPolicies: ['NetworkPolicy', 'NetworkPolicies'],
  nodes: ['Node', 'Nodes'],
  probes: ['probe', 'probes'],
  portRanges: ['port range', 'port ranges'],
};

export const plural = (n: number, one: string, many: string): string => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/** "1 endpoint, 4 policies"; kinds the file did not hold (counted 0) are left out. */
export function countsInWords(objects: ObjectCounts): string {
  return (Object.entries(objects) as [Kind, number | undefined][])
    .filter(([, n]) => !!n)
    .map(([k, n]) => plural(n!, ...NOUNS[k]))
    .join(', ');
}

/** "line 6 · Policies[0].ExceptionList": where the problem is, when the importer knows. */
export function whereInFile(p: Problem): string {
  return [p.line !== undefined ? `line ${p.line}` : '', p.field ?? ''].filter(Boolean).join(' · ');
}

export type FileStatus = 'read' | 'warnings' | 'partial' | 'failed' | 'unknown';

/** A file's fate in one word, for its icon and colour. */
export function fileStatus(f: FileSummary): FileStatus {
  const read = Object.values(f.objects).some((n) => !!n);
  if (f.errors.length) return read ? 'partial' : 'failed';
  if (f.format === null) return 'unknown';
  return f.warnings.length ? 'warnings' : 'read';
}

export const STATUS_WORDS: Record<FileStatus, string> = {
  read: 'read',
  warnings: 'read, with notes',
  partial: 'read in part',
  failed: 'not read',
  unknown: 'skipped',
};

/**
 * What a damaged paste needed, in a few words for the file's row (the notes say it in full): merged
 * repeats, repaired text (re-wrapped lines, lost indentation, odd spaces, elisions, commas, a split
 * transcript, cut long lines) and a file that ends too soon. Read from the readers' warnings.
 */
export function damageWords(warnings: readonly Problem[]): string[] {
  const said = (re: RegExp) => warnings.some((w) => re.test(w.message));
  const out: string[] = [];
  const merged = warnings.filter((w) => /printed \d+ times/.test(w.message)).length;
  if (merged) out.push(`merged ${merged} repeated record${merged === 1 ? '' : 's'}`);
  // hnsdiag run twice: whole sections repeat, their objects merged by id.
  const sections = warnings.filter((w) => /^section \w+ appears \d+ times \(lines/.test(w.message)).length;
  if (sections) out.push(`merged ${sections} repeated section${sections === 1 ? '' : 's'}`);
  const repaired = [
    said(/hard-wrapped|broken across lines/) && 're-wrapped lines joined',
    said(/lost (its|their) indentation/) && 'lost indentation restored',
    said(/^U\+[0-9A-F]{4} /) && 'odd spaces read as spaces',
    said(/elisions on line/) && 'elisions skipped',
    said(/bare JSON objects separated by commas/) && 'comma-separated objects read as a list',
    said(/KB long: only its first 64 KB/) && 'long lines cut',
    said(/one command of a console transcript/) && 'one command of a transcript',
  ].filter((x): x is string => !!x);
  if (repaired.length) out.push(`repaired: ${repaired.join(', ')}`);
  if (said(/truncated\?/)) out.push('truncated?');
  return out;
}
