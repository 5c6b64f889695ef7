// What Windows PowerShell 5.1 prints for Get-Hns* without `| ConvertTo-Json`: HNS.psm1 returns the
// JSON converted back to objects, which the host shows as Format-List — each property padded to the
// longest name, a nested object as `@{Key=value; …}` (arrays inside it as `System.Object[]`), a list
// as `{a, b}` cut after $FormatEnumerationLimit (4) items with `...` (fixtures/real/get-hns*-list-*).
import type { PsJson } from '../export/convertto-json';

const ENUMERATION_LIMIT = 4;

function scalar(v: PsJson | undefined): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'boolean') return v ? 'True' : 'False';
  return String(v);
}

/** A value inside `@{…}`: PowerShell's ToString of it. */
function inner(v: PsJson | undefined): string {
  if (Array.isArray(v)) return 'System.Object[]';
  if (v !== null && typeof v === 'object') return hashText(v);
  return scalar(v);
}

function hashText(o: { [key: string]: PsJson | undefined }): string {
  const parts = Object.entries(o)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${inner(v)}`);
  return `@{${parts.join('; ')}}`;
}

function value(v: PsJson | undefined): string {
  if (Array.isArray(v)) {
    const items = v.slice(0, ENUMERATION_LIMIT).map(inner);
    return `{${items.join(', ')}${v.length > ENUMERATION_LIMIT ? '...' : ''}}`;
  }
  if (v !== null && typeof v === 'object') return hashText(v);
  return scalar(v);
}

/** Format-List of objects: a blank line, then one block per object, blocks apart by a blank line. */
export function formatList(objects: PsJson[]): string {
  const blocks = objects.map((o) => {
    if (o === null || typeof o !== 'object' || Array.isArray(o)) return scalar(o as PsJson);
    const entries = Object.entries(o).filter(([, v]) => v !== undefined);
    const width = Math.max(0, ...entries.map(([k]) => k.length));
    return entries.map(([k, v]) => `${k.padEnd(width)} : ${value(v)}`.trimEnd()).join('\r\n');
  });
  return `\r\n${blocks.join('\r\n\r\n')}\r\n\r\n`;
}

/** ConvertTo-Json's -Depth (2 unless given): deeper objects become their ToString (`@{…}`), deeper lists their items joined by spaces. */
export function truncateDepth(v: PsJson, depth: number, level = 0): PsJson {
  if (v === null || typeof v !== 'object') return v;
  if (level >= depth) return Array.isArray(v) ? v.map(inner).join(' ') : hashText(v);
  if (Array.isArray(v)) return v.map((x) => truncateDepth(x, depth, level + 1));
  const out: { [key: string]: PsJson | undefined } = {};
  for (const [k, x] of Object.entries(v)) if (x !== undefined) out[k] = truncateDepth(x, depth, level + 1);
  return out;
}
