// The text a form field shows for a value, and back. One-line forms the builder uses for maps and
// lists (labels "app=web, tier=front", listeners "tcp/80, udp/53"), so they stay keyboard-friendly.
// A parse either gives a value or says, in words, what to type instead (a message value: field-messages.ts).
import { render } from '../core/message';
import { FIELD_EN, fieldMsg, type FieldMsg } from './field-messages';

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string; msg: FieldMsg };

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const fail = <T>(m: FieldMsg): Parsed<T> => ({ ok: false, error: render([FIELD_EN], m), msg: m });

export const formatList = (items: readonly string[] | undefined): string => (items ?? []).join(', ');

/** "a, b c" → ["a", "b", "c"]; commas, spaces and new lines all separate. */
export function parseList(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((x) => x.trim())
    .filter(Boolean);
}

export const formatLabels = (labels: Readonly<Record<string, string>> | undefined): string =>
  Object.entries(labels ?? {})
    .map(([k, v]) => `${k}=${v}`)
    .join(', ');

/** "app=web, tier=front" → { app: 'web', tier: 'front' }. */
export function parseLabels(text: string): Parsed<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const part of text.split(/[,\n]+/).map((x) => x.trim()).filter(Boolean)) {
    const eq = part.indexOf('=');
    if (eq <= 0) return fail(fieldMsg('field.notLabel', { part }));
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (/\s/.test(key) || /\s/.test(value)) return fail(fieldMsg('field.labelSpaces', { part }));
    if (key in out) return fail(fieldMsg('field.labelTwice', { key }));
    out[key] = value;
  }
  return ok(out);
}

/** An optional whole number: "" → undefined. (It took the words for what to enter; no caller gave other than these.) */
export function parseOptionalInt(text: string): Parsed<number | undefined> {
  const t = text.trim();
  if (t === '') return ok(undefined);
  if (!/^-?\d+$/.test(t)) return fail(fieldMsg('field.wholeNumber', {}));
  return ok(Number(t));
}

/** A Service's targetPort: a number, or the name of a container port. */
export function parsePortOrName(text: string): number | string | undefined {
  const t = text.trim();
  if (t === '') return undefined;
  return /^\d+$/.test(t) ? Number(t) : t;
}

/** An optional text: "" → undefined, so that a cleared field falls back to the default. */
export const optionalText = (text: string): string | undefined => (text.trim() === '' ? undefined : text.trim());
