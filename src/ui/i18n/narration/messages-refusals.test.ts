// Build mode's refusals in Vietnamese. Walked: every field of every built-in (and of an empty
// document) set to values of the wrong shape, validated as an edit is, and said as the builder says
// it (issueText: where, by name, and why, both message values: the schema's (schema-messages.ts) and
// the checks'). Each is a value whose English is the builder's and whose Vietnamese is whole; no
// refusal is left as English. Static: the schema and the checks write no English literal messages.
// (A form field's parse error and a VFP edit that no longer applies: messages/refusals.test.ts;
// every schema id in both languages and reached: messages/schema.test.ts.)
import '../../../lessons/testing/builtins-loaded';
import { describe, expect, it } from 'vitest';
import type { Issue } from '../../../cluster/scenario/issues';
import type { Scenario } from '../../../cluster/scenario/schema';
import { BUILTINS } from '../../../lessons';
import { render, type Msg } from '../../../core/message';
import { SCENARIO_EN } from '../../../cluster/scenario/messages';
import { SCENARIO_API_EN } from '../../../cluster/scenario/messages-api';
import { SCHEMA_EN } from '../../../cluster/scenario/schema-messages';
import { SCHEMA_VI } from '../messages/schema.vi';
import { humanize, issueText } from '../../../state/issue-words';
import { SCENARIO_API_VI, SCENARIO_VI } from '../messages/scenario.vi';
import { WHERE_EN } from '../../../state/where-messages';
import { FIELD_VI, ITEM_VI, WHERE_VI } from '../messages/where.vi';
import { emptyScenario, validate } from '../../../state/validate';
import { sites } from './sites.testing';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Path = (string | number)[];

/** Every path to a value in the document (lists: their first two items). */
function leaves(v: Json, path: Path = []): Path[] {
  if (Array.isArray(v)) return [path, ...v.slice(0, 2).flatMap((x, i) => leaves(x, [...path, i]))];
  if (v && typeof v === 'object') return [path, ...Object.entries(v).flatMap(([k, x]) => leaves(x, [...path, k]))];
  return [path];
}

function setAt(doc: Json, path: Path, value: Json): Json {
  const copy = structuredClone(doc);
  let at = copy as Record<string | number, Json>;
  for (const k of path.slice(0, -1)) at = at[k] as Record<string | number, Json>;
  at[path[path.length - 1]!] = value;
  return copy;
}

const WRONG: Json[] = ['', 'x y', -1, 0, 1.5, 99999999, true, [], {}, ['z'], '999.1.1.1', 'ab/cd'];

function refusals(doc: Scenario): { where: Map<string, Msg>; why: Set<string>; values: { message: string; msg: Msg }[] } {
  const where = new Map<string, Msg>();
  const why = new Set<string>();
  const values: { message: string; msg: Msg }[] = [];
  const say = (issues: Issue[]) =>
    issues.forEach((i) => {
      const t = issueText(doc, i);
      where.set(t.where, t.whereMsg);
      if (t.msg) values.push({ message: t.message, msg: t.msg });
      else why.add(t.message);
    });
  for (const path of leaves(doc as unknown as Json)) {
    if (path.length === 0 || path.includes('hns') || path.includes('vfp')) continue;
    for (const w of WRONG) say(validate(setAt(doc as unknown as Json, path, w)).issues);
  }
  // The checks of a whole document: two of each, a pod on no node, a Service port without a name.
  const twice = structuredClone(doc);
  twice.nodes.push(...twice.nodes.slice(0, 1));
  twice.pods.push(...twice.pods.slice(0, 1).map((p) => ({ ...p, node: 'nowhere' })));
  twice.services.push(...twice.services.slice(0, 1));
  twice.probes.push(...twice.probes.slice(0, 1));
  twice.externals.push(...twice.externals.slice(0, 1));
  say(validate(twice).issues);
  return { where, why, values };
}

const docs = [emptyScenario(), ...BUILTINS.map((b) => structuredClone(b.scenario))];
const all = docs.map(refusals);

describe("Build mode's refusals in Vietnamese", () => {
  it('where each refusal is, by name, for every field of the schema: a value, every field in Vietnamese', () => {
    const where = new Map(all.flatMap((x) => [...x.where]));
    expect(where.size).toBeGreaterThan(100);
    const missing = new Set<string>();
    const keys = (m: Msg): void => {
      if (m.id === 'where.field' && !Object.hasOwn(FIELD_VI, String(m.args.key))) missing.add(String(m.args.key));
      if (m.id === 'where.item' && !Object.hasOwn(ITEM_VI, String(m.args.key))) missing.add(`${String(m.args.key)}[]`);
      for (const a of Object.values(m.args)) if (a && typeof a === 'object') keys(a);
    };
    for (const [text, m] of where) {
      expect(render([WHERE_EN], m)).toBe(text);
      expect(render([WHERE_VI], m), text).not.toMatch(/undefined|NaN|\[object Object\]|^where\./);
      keys(m);
    }
    expect([...missing]).toEqual([]);
  });

  it('why each edit was refused is a value: the schema\'s too', () => {
    expect([...new Set(all.flatMap((x) => [...x.why]))]).toEqual([]);
  });

  it("why the schema and the checks refused an edit: a value, its English the builder's, its Vietnamese whole", () => {
    const values = all.flatMap((x) => x.values);
    expect(new Set(values.map((v) => v.msg.id)).size).toBeGreaterThanOrEqual(30);
    for (const { message, msg } of values) {
      expect(humanize(render([SCENARIO_EN, SCENARIO_API_EN, SCHEMA_EN], msg))).toBe(message);
      const vi = render([SCENARIO_VI, SCENARIO_API_VI, SCHEMA_VI], msg);
      expect(vi, message).not.toMatch(/undefined|NaN|\[object Object\]|^(?:scenario|schema)/);
      expect(vi, message).not.toBe(message);
    }
  });
});

const source = import.meta.glob<string>(['../../../cluster/scenario/*.ts', '!**/*.test.ts'], { query: '?raw', import: 'default', eager: true });
const src = (name: string) => Object.entries(source).find(([p]) => p.endsWith(name))![1];

describe('no message site writes English', () => {

  it('the Kubernetes checks of a document write message values, no English', () => {
    for (const f of ['/resolve.ts', '/exercise.ts', '/namespace-issues.ts', '/pod-ports-issues.ts', '/policy-api.ts'])
      expect(sites(src(`scenario${f}`), /(?:\b(?:err|warn)\((?:path|\[[^\]]*\]), |message: )(?=[`'"])/g), f).toEqual([]);
  });

  it("the schema's own messages are values too (schema-messages.ts), no English", () => {
    for (const f of ['/schema.ts', '/vfp-edits.ts', '/exercise-schema.ts']) expect(sites(src(`scenario${f}`), /message: (?=[`'"])/g), f).toEqual([]);
  });
});
