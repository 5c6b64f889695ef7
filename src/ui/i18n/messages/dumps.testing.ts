// For the dump readers' message tests (dumps-*.test.ts): what the readers write over the real corpus,
// its damaged copies (the io coverage corpus's damage and seed) and the crafted dumps, as the import
// summary gives it, and what must come through a translation unchanged.
import fc from 'fast-check';
import { expect } from 'vitest';
import { strToU8 } from 'fflate';
import { render, type Catalogue, type Msg } from '../../../core/message';
import { HNS_EN } from '../../../io/dumps/messages-hns';
import { NODE_EN } from '../../../io/dumps/messages-node';
import { TEXT_EN } from '../../../io/dumps/messages-text';
import { VFP_EN } from '../../../io/dumps/messages-vfp';
import { importFiles } from '../../../io/import';
import { IMPORT_EN } from '../../../io/import/messages';
import { SYNTAX_EN } from '../../../io/json-messages';
import { ZOD_EN } from '../../../io/zod-messages';
import { toSummary, type SummaryProblem } from '../../../io/import/summary';
import { anyDamage, applyDamage } from '../../../io/testing/damage';
import { CRAFTED_FILES } from '../narration/messages-io.crafted';
import { HNS_DUMP_VI } from './dumps-hns.vi';
import { IMPORT_VI } from './import.vi';
import { SYNTAX_VI } from './json.vi';
import { ZOD_VI } from './located.vi';
import { NODE_DUMP_VI } from './dumps-node.vi';
import { TEXT_DUMP_VI } from './dumps-text.vi';
import { VFP_DUMP_VI } from './dumps-vfp.vi';

/** Every dump catalogue: a reader's problem may hold another family's value (a JSON reason in hnsdiag's sentence, HNS objects in kube-proxy's log),
 * the importer's own notes on what it undid before the reader ran (io/import/messages.ts), and a JSON syntax error's reason (io/json-messages.ts). */
export const DUMPS_EN: readonly Catalogue[] = [HNS_EN, VFP_EN, NODE_EN, TEXT_EN, IMPORT_EN, SYNTAX_EN, ZOD_EN];
export const DUMPS_VI: readonly Catalogue[] = [HNS_DUMP_VI, VFP_DUMP_VI, NODE_DUMP_VI, TEXT_DUMP_VI, IMPORT_VI, SYNTAX_VI, ZOD_VI];

/** What must come through unchanged: code spans, quoted values, addresses, GUIDs, numbers (as messages-io.coverage.test.ts). */
export const carried = (en: string): string[] =>
  [
    ...en.matchAll(/`[^`]+`/g),
    ...en.matchAll(/"[^"]*"/g),
    ...en.matchAll(/\d+\.\d+\.\d+\.\d+(?:\/\d+)?(?::\d+)?/g),
    ...en.matchAll(/\b[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\b/g),
    ...en.matchAll(/(?<![\w.])\d+(?![\w.])/g),
  ].map((m) => m[0]);

/** Every warning and error of the files whose format matches, each file imported alone. */
export function dumpProblems(format: RegExp): { files: number; problems: SummaryProblem[] } {
  const real = Object.entries(import.meta.glob<string>(['/fixtures/real/*', '!/fixtures/real/*.md'], { query: '?raw', import: 'default', eager: true })).map(([path, text]) => ({ name: path.split('/').pop()!, bytes: strToU8(text) }));
  const damaged = fc
    .sample(fc.tuple(fc.constantFrom(...real), fc.array(anyDamage, { minLength: 1, maxLength: 3 })), { numRuns: 400, seed: 13 })
    .map(([f, ds]) => ({ name: f.name, bytes: strToU8(ds.reduce(applyDamage, new TextDecoder().decode(f.bytes))) }));
  const crafted = Object.entries(CRAFTED_FILES).map(([name, t]) => ({ name, bytes: typeof t === 'string' ? strToU8(t) : t }));
  const files = [...real, ...damaged, ...crafted].flatMap((f) => toSummary(importFiles([f])).files).filter((f) => format.test(f.format ?? ''));
  return { files: files.length, problems: files.flatMap((f) => [...f.warnings, ...f.errors]) };
}

/** A value's id and the ids of the values in its holes. */
export function idsOf(m: Msg, into: Set<string>): void {
  into.add(m.id);
  for (const v of Object.values(m.args)) if (v && typeof v === 'object') idsOf(v, into);
}

/** One id said in both languages: no hole left, the Vietnamese not the English, every value kept. */
export function expectSaid(id: string, en: string, vi: string): void {
  for (const s of [en, vi]) expect(s, id).not.toMatch(/undefined|NaN|\[object Object\]|\$\{/);
  expect(vi, id).not.toBe(en);
  for (const x of carried(en)) expect(vi, `${id}: ${x}`).toContain(x);
}

/** Each problem that is a value: its English is its message, its Vietnamese another text that keeps
 * the values. Returns the ids met (with those in holes); a problem that is no value goes to `other`. */
export function expectValues(problems: readonly SummaryProblem[], other: (p: SummaryProblem) => void): Set<string> {
  const ids = new Set<string>();
  for (const p of problems) {
    if (p.id === undefined) {
      other(p);
      continue;
    }
    const m = { id: p.id, args: p.args ?? {} };
    idsOf(m, ids);
    expect(render(DUMPS_EN, m)).toBe(p.message);
    const vi = render(DUMPS_VI, m);
    expect(vi).not.toBe(p.message);
    for (const x of carried(p.message)) expect(vi, p.message).toContain(x);
  }
  return ids;
}
