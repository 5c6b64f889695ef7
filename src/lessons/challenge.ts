// Challenge mode (issue 33 item 7): at a rewrite step of a walk, the student writes the header after
// the rule. The answer is never written in the lesson: it is the packet the trace carries after that
// event, and a challenge is valid only where a rewrite of the event changes every asked field.
import { formatIp, formatIpv4, parseIp } from '../core/net/ip';
import type { Packet } from '../core/packet/packet';
import type { Edit, TranspositionKind } from '../core/packet/transposition';
import type { Trace } from '../core/trace/trace';
import { CHALLENGE_FIELDS, type ChallengeField, type LessonFocus } from './format/schema';
import { focusStep } from './format/focus';
import { challengeMsg, type ChallengeMsg } from './challenge-messages';

export { CHALLENGE_FIELDS, type ChallengeField };

/** What a challenge names: the rewrite (a transposition's kind), optionally its layer, and the fields. */
export interface ChallengeSpec {
  rewrite?: TranspositionKind;
  layer?: string;
  fields: readonly ChallengeField[];
}

/** Which fields hold an address (the rest are numbers). */
export const isAddressField = (f: ChallengeField) => f === 'src' || f === 'dst' || f === 'outer.src' || f === 'outer.dst';

/** A field of a packet as the student would write it (dotted quad, decimal); undefined: the packet has no such header. */
export function fieldValue(p: Packet, f: ChallengeField): string | undefined {
  switch (f) {
    case 'src':
      return formatIp(p.src);
    case 'dst':
      return formatIp(p.dst);
    case 'srcPort':
      return String(p.srcPort);
    case 'dstPort':
      return String(p.dstPort);
    case 'outer.src':
      return p.outer ? formatIpv4(p.outer.src) : undefined;
    case 'outer.dst':
      return p.outer ? formatIpv4(p.outer.dst) : undefined;
    case 'outer.vni':
      return p.outer?.vni === undefined ? undefined : String(p.outer.vni);
  }
}

/** The outer header read as a packet's own addresses and ports. */
const outerAsPacket = (p: Packet): Packet => ({ ...p, src: p.outer!.src, dst: p.outer!.dst, srcPort: p.outer!.srcPort, dstPort: p.outer!.dstPort });

export interface ChallengeTruth {
  /** The step (from 1, as the counter shows) whose event makes the rewrite. */
  step: number;
  fields: { field: ChallengeField; before?: string; after: string }[];
}

export type TruthResult = { ok: true; value: ChallengeTruth } | { ok: false; problem: ChallengeMsg };

const rewritesOf = (spec: ChallengeSpec, e: Trace['events'][number]) => (e.transpositions ?? []).filter((t) => !spec.rewrite || t.kind === spec.rewrite);
const inLayer = (spec: ChallengeSpec, e: Trace['events'][number]) => !spec.layer || (e.layer?.layer ?? e.at.layer) === spec.layer;

const INNER: readonly ChallengeField[] = ['src', 'dst', 'srcPort', 'dstPort'];

/** Does an edit of the rewrite write the field (a DNAT to the same port still writes the port)? A
 * decap makes the inner header the outermost one: its addresses and ports are what the next hop reads. */
function writes(edits: readonly Edit[], f: ChallengeField): boolean {
  return edits.some((e) => {
    if (e.op === 'pop') return INNER.includes(f);
    if (e.op === 'set-src') return f === 'src' || (f === 'srcPort' && e.port !== undefined);
    if (e.op === 'set-dst') return f === 'dst' || (f === 'dstPort' && e.port !== undefined);
    if (e.op === 'push') return f === 'outer.src' || f === 'outer.dst' || (f === 'outer.vni' && e.outer.vni !== undefined);
    return false;
  });
}

/**
 * The step a challenge asks about: the focus's step (by number or `at`) when it names one, else
 * the first event of the walk that makes the named rewrite (in the named layer).
 */
export function challengeStep(spec: ChallengeSpec, focus: LessonFocus | undefined, events: readonly Trace['events'][number][]): number | undefined {
  const named = focusStep(focus, events);
  if (named === 'end') return events.length || undefined;
  if (named !== undefined) return named;
  if (focus?.at !== undefined) return undefined;
  const i = events.findIndex((e) => inLayer(spec, e) && rewritesOf(spec, e).length > 0);
  return i >= 0 ? i + 1 : undefined;
}

/** The header after the rule, from the trace; a problem when the step makes no rewrite of an asked field. */
export function challengeTruth(spec: ChallengeSpec, focus: LessonFocus | undefined, trace: Trace): TruthResult {
  const step = challengeStep(spec, focus, trace.events);
  const e = step === undefined ? undefined : trace.events[step - 1];
  if (step === undefined || !e) return { ok: false, problem: challengeMsg('challenge.noStep', { rewrite: spec.rewrite ?? 'rewrite', layer: spec.layer ?? '' }) };
  if (!inLayer(spec, e)) return { ok: false, problem: challengeMsg('challenge.otherLayer', { step, layer: spec.layer!, found: e.layer?.layer ?? e.at.layer ?? '' }) };
  const rewrites = rewritesOf(spec, e);
  if (!rewrites.length) return { ok: false, problem: challengeMsg('challenge.noRewrite', { step, rewrite: spec.rewrite ?? 'rewrite' }) };
  const unchanged = spec.fields.filter((f) => !rewrites.some((t) => fieldValue(t.after, f) !== undefined && (writes(t.edits, f) || fieldValue(t.before, f) !== fieldValue(t.after, f))));
  if (unchanged.length) return { ok: false, problem: challengeMsg('challenge.unchanged', { step, rewrite: spec.rewrite ?? rewrites.map((t) => t.kind).join(', '), fields: unchanged.join(', ') }) };
  const before = step > 1 ? trace.events[step - 2]!.packet : trace.packet;
  // Before a decap the outermost header is the outer one: that is what the student sees change.
  const outermost = (f: ChallengeField) => (rewrites.some((t) => t.kind === 'decap') && before.outer && INNER.includes(f) ? fieldValue(outerAsPacket(before), f) : fieldValue(before, f));
  return { ok: true, value: { step, fields: spec.fields.map((field) => ({ field, before: outermost(field), after: fieldValue(e.packet, field)! })) } };
}

/** The student's text in the field's canonical form; undefined: not an address or a number at all. */
export function normalise(field: ChallengeField, text: string): string | undefined {
  const s = text.trim();
  if (isAddressField(field)) {
    // Either family; an IPv6 answer in any RFC 4291 text is compared in its RFC 5952 form.
    const ip = parseIp(s);
    return ip === undefined ? undefined : formatIp(ip);
  }
  return /^\d{1,10}$/.test(s) ? String(Number(s)) : undefined;
}

export interface FieldMark {
  field: ChallengeField;
  given: string;
  expected: string;
  right: boolean;
  /** The text was not an address (or a number) at all. */
  unreadable: boolean;
}

/** Each asked field, right or wrong, with the trace's value. */
export function checkChallenge(truth: ChallengeTruth, given: Readonly<Record<string, string>>): FieldMark[] {
  return truth.fields.map(({ field, after }) => {
    const g = given[field] ?? '';
    const n = normalise(field, g);
    return { field, given: g, expected: after, right: n === after, unreadable: n === undefined };
  });
}
