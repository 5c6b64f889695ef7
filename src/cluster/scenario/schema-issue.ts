// zod's issue as a value of SCHEMA_EN (schema-messages.ts): the schema's own message by the value
// that wrote it, zod's defaults from the issue's fields (code, bounds, options), never from its
// English. A wrong type says what was expected and what the document holds there.
import type { z } from 'zod';
import { ownMsg, schemaMsg, type SchemaMsg } from './schema-messages';

/** The value at a path of the document, and whether its last key is there at all. */
function valueAt(data: unknown, path: readonly PropertyKey[]): { present: boolean; value?: unknown } {
  let v = data;
  for (const k of path) {
    if (v === null || typeof v !== 'object' || !Object.prototype.hasOwnProperty.call(v, k)) return { present: false };
    v = (v as Record<PropertyKey, unknown>)[k];
  }
  return { present: true, value: v };
}

/** A JSON value's type in the words of the schema (null, array, integer or number...). */
export function found(v: unknown): SchemaMsg {
  if (v === null) return schemaMsg('schema.foundNull', {});
  if (Array.isArray(v)) return schemaMsg('schema.foundArray', {});
  if (typeof v === 'object') return schemaMsg('schema.foundObject', {});
  if (typeof v === 'number') return schemaMsg('schema.foundNumber', { n: v });
  if (typeof v === 'string') return schemaMsg('schema.foundText', { t: JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v) });
  return schemaMsg('schema.foundOther', { k: typeof v, v: String(v) });
}

/** An invalid_type issue of the document `data`: "is required", or what was expected and found. */
export function wrongTypeMsg(i: z.core.$ZodIssueInvalidType, data: unknown): SchemaMsg {
  const at = valueAt(data, i.path);
  if (!at.present || at.value === undefined) return schemaMsg('schema.required', {});
  return schemaMsg('schema.expected', { t: schemaMsg('schema.type', { t: i.expected }), v: found(at.value) });
}

/** An invalid_type issue in zod's own words, with the type zod names for the value at its path of `data`. */
export function zodTypeMsg(i: z.core.$ZodIssueInvalidType, data: unknown): SchemaMsg {
  const { value: v } = valueAt(data, i.path);
  const got = v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'number' && !Number.isFinite(v) ? String(v) : typeof v;
  return schemaMsg('schema.zodType', { want: i.expected, got });
}

/** Any other issue as Build mode words it (humanize), or undefined for one it has no words for. */
export function schemaIssueMsg(i: z.core.$ZodIssue): SchemaMsg | undefined {
  const mine = ownMsg(i.message);
  if (mine) return mine;
  if (i.code === 'unrecognized_keys') return schemaMsg('schema.unknownField', { names: i.keys.join(', ') });
  if ((i.code === 'too_small' || i.code === 'too_big') && !i.exact && ['string', 'array', 'number'].includes(i.origin) && typeof (i.code === 'too_small' ? i.minimum : i.maximum) === 'number') {
    const n = Number(i.code === 'too_small' ? i.minimum : i.maximum);
    const unit = i.origin === 'string' ? 'Chars' : i.origin === 'array' ? 'Items' : '';
    if (i.code === 'too_small' && n === 1 && unit) return schemaMsg(unit === 'Chars' ? 'schema.empty' : 'schema.needsOne', {});
    return schemaMsg(`schema.${i.code === 'too_small' ? 'min' : 'max'}${unit}` as 'schema.min', { n });
  }
  if (i.code === 'invalid_value') return i.values.length > 1 ? schemaMsg('schema.oneOf', { list: i.values.map(String).join(', ') }) : schemaMsg('schema.literal', { want: JSON.stringify(i.values[0]) });
  if (i.code === 'invalid_union') return schemaMsg('schema.invalid', {});
  return undefined;
}
