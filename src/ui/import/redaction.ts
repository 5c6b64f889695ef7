// Redaction before anything leaves the browser: the raw files (for a ticket) and the replayed
// scenario (for a share link) go through one redactor, so both use the same mapping and the table
// the user sees explains both.
import { zipTexts } from '../common/zip-texts';
import { formatIpv4, formatPrefix, parseIpv4, parsePrefix, type Prefix } from '../../core/net/ip';
import { scenarioSchema, type Scenario } from '../../cluster/scenario/schema';
import { decodeBytes, expandZip, isZip, tooDeepMsg, ZipBudget, zipMsg, zipText, type ImportInput, type ZipMsg } from '../../io/import';
import { createRedactor, type NameKind, type RedactionMapping } from '../../io/redact';
import { redactMsg, redactNoteText, type RedactMsg } from '../../io/redact/messages';
import { encodeShare } from '../../io/share/link';

interface RedactedFile {
  /** The path in the exported zip, itself redacted (collectlogs folders can be named after hosts). */
  path: string;
  text: string;
}

export interface RedactedSession {
  files: RedactedFile[];
  /** Files left out of the export, with the reason (binaries cannot be redacted as text). */
  left: { name: string; reason: string; msg: RedactMsg | ZipMsg }[];
  /** The share link's data (`v1.…`), when there is a scenario to share. */
  share?: string;
  /** Why there is no share link although there is a scenario. */
  shareError?: string;
  shareErrorMsg?: RedactMsg;
  mapping: RedactionMapping;
}

/** Names everyone's cluster has: replacing them would only blur the words around them. */
const COMMON_NAMES = new Set(['default', 'kube-system', 'kube-public', 'kube-node-lease', 'kubernetes', 'kube-dns']);

export function namesOf(s: Scenario | undefined): Partial<Record<NameKind, string[]>> {
  if (!s) return {};
  const keep = (names: string[]) => [...new Set(names)].filter((n) => !COMMON_NAMES.has(n));
  return {
    node: keep(s.nodes.map((n) => n.name)),
    pod: keep(s.pods.map((p) => p.name)),
    namespace: keep([...s.pods, ...s.services].map((x) => x.namespace)),
    service: keep(s.services.map((x) => x.name)),
  };
}

/**
 * Every text file given, zips expanded as the importer expands them (one budget for the whole
 * session, across all nesting: a bomb given to the redactor is refused as it is at import), each
 * in its zip's own folder.
 */
const said = (name: string, m: RedactMsg) => ({ name, reason: redactNoteText(m), msg: m });
const zipLeft = (name: string, m: ZipMsg) => ({ name, reason: zipText(m), msg: m });

function textsOf(inputs: readonly ImportInput[]): { files: RedactedFile[]; left: RedactedSession['left'] } {
  const files: RedactedFile[] = [];
  const left: RedactedSession['left'] = [];
  const budget = new ZipBudget();
  const visit = (name: string, path: string, bytes: Uint8Array, depth: number) => {
    if (isZip(bytes)) {
      const zip = depth < budget.limits.maxDepth ? expandZip(bytes, budget, depth) : { msg: tooDeepMsg(budget.limits.maxDepth) };
      if ('msg' in zip) return void left.push(zipLeft(name, zip.msg.id === 'zip.refused' ? zip.msg : zipMsg('zip.unreadableLeft', { why: zip.msg })));
      for (const s of zip.skipped) left.push(zipLeft(`${name}!${s.name}`, s.msg));
      const folder = path.replace(/\.zip$/i, '');
      for (const m of zip.members) visit(`${name}!${m.name}`, `${folder}/${m.name}`, m.bytes, depth + 1);
      return;
    }
    const decoded = decodeBytes(bytes);
    if (decoded.binary) left.push(said(name, redactMsg('redact.binary', {})));
    else files.push({ path, text: decoded.text });
  };
  for (const i of inputs) visit(i.name, i.name, i.bytes, 0);
  return { files, left };
}

// VFP rules keep addresses as numbers (the simulator's form); the redactor reads text. These are the
// places of the port schema (node-overrides.ts) where a number is an IPv4 address.
const ADDRESS_FIELDS = new Set(['ip', 'src', 'dst', 'pa', 'to']);
const PREFIX_FIELDS = new Set(['srcIp', 'dstIp']);
const isPrefix = (v: unknown): v is Prefix => typeof v === 'object' && v !== null && 'family' in v && 'len' in v;

function addressesAsText(v: unknown, key = ''): unknown {
  if (Array.isArray(v)) return v.map((x) => (PREFIX_FIELDS.has(key) && isPrefix(x) ? formatPrefix(x) : addressesAsText(x)));
  if (typeof v !== 'object' || v === null) return v;
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, ADDRESS_FIELDS.has(k) && typeof x === 'number' ? formatIpv4(x) : addressesAsText(x, k)]));
}

function addressesAsNumbers(v: unknown, key = ''): unknown {
  if (Array.isArray(v)) return v.map((x) => (PREFIX_FIELDS.has(key) && typeof x === 'string' ? (parsePrefix(x) ?? x) : addressesAsNumbers(x)));
  if (typeof v !== 'object' || v === null) return v;
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, ADDRESS_FIELDS.has(k) && typeof x === 'string' ? (parseIpv4(x) ?? x) : addressesAsNumbers(x, k)]));
}

const withVfp = (s: Scenario, f: (v: unknown) => unknown): Scenario => ({ ...s, nodes: s.nodes.map((n) => (n.vfp === undefined ? n : { ...n, vfp: f(n.vfp) })) });

/** Redacts the files and the scenario with one mapping. Names come from the scenario (a replay says which words are names). */
export function redactSession(inputs: readonly ImportInput[], scenario: Scenario | undefined): RedactedSession {
  const { files, left } = textsOf(inputs);
  const redactor = createRedactor({ names: namesOf(scenario) });
  const scenarioText = scenario ? [JSON.stringify(withVfp(scenario, addressesAsText))] : [];
  const out = redactor.texts([...files.map((f) => f.path), ...files.map((f) => f.text), ...scenarioText]);
  const redacted: RedactedFile[] = files.map((_, i) => ({ path: out[i]!, text: out[files.length + i]! }));
  const session: RedactedSession = { files: redacted, left, mapping: redactor.mapping() };
  if (!scenario) return session;
  // The redactor only swaps tokens for tokens of the same kind, so the text is the same JSON shape;
  // `nodes[].vfp` is untyped in the schema and gets its numbers back before validation.
  const redactedScenario = JSON.parse(out[2 * files.length]!) as Scenario;
  const parsed = scenarioSchema.safeParse(withVfp(redactedScenario, addressesAsNumbers));
  if (!parsed.success) {
    const m = redactMsg('redact.scenarioInvalid', { why: String(parsed.error.issues[0]?.message) });
    return { ...session, shareError: redactNoteText(m), shareErrorMsg: m };
  }
  return { ...session, share: encodeShare(parsed.data) };
}

/** A zip of the redacted files, for a ticket. */
export function zipOf(files: readonly RedactedFile[]): Uint8Array {
  return zipTexts(files);
}
