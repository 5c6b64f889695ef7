// Build's refusals that are message values (issue 30): a form field's text that does not parse and
// a VFP edit by hand that no longer applies. Every id says something in both languages with no hole
// left and what the user typed kept; what the parsers and the VFP edits say over every built-in and
// crafted edits that break each way is a value whose English is the message, and so are the
// notes the simulation makes of such edits (trace finds them by id: src/cli/walk-flags.test.ts).
import '../../../lessons/testing/builtins-loaded';
import { beforeAll, describe, expect, it } from 'vitest';
import { render, type Msg } from '../../../core/message';
import { FIELD_EN } from '../../../state/field-messages';
import { VFP_EDIT_EN } from '../../../cluster/world/vfp-edit-messages';
import { parseLabels, parseOptionalInt } from '../../../state/field-text';
import { applyVfpEdits, canonicalPortName } from '../../../cluster/world/vfp-edits';
import { simulate } from '../../../cluster/simulation';
import { validate } from '../../../state/validate';
import { BUILTINS } from '../../../lessons';
import { loadNarrationVi } from '../narration';
import { FIELD_VI, VFP_EDIT_VI } from './refusals.vi';
import { sayRefusal } from './refusals-say';

const EN = [FIELD_EN, VFP_EDIT_EN];
const VI = [FIELD_VI, VFP_EDIT_VI];
const IDS = [...Object.keys(FIELD_EN), ...Object.keys(VFP_EDIT_EN)];
const BAD = /\$\{|undefined|NaN|\[object Object\]|^(?:field|vfpEdit)\./;
const why: Msg = { id: 'vfpEdit.noRule', args: { group: 'GROUP_IN', port: 'pod/default/web-1', rule: 'R_9' } };
const SAMPLE = { part: 'app web', key: 'tier', port: 'pod/default/web-1', layer: 'ACL_LAYER', group: 'GROUP_IN', rule: 'R_9', why, n: 3 };

beforeAll(() => loadNarrationVi());

describe("the refusals' catalogues", () => {
  it('have every id in Vietnamese and no other', () => {
    expect(Object.keys(FIELD_VI).sort()).toEqual(Object.keys(FIELD_EN).sort());
    expect(Object.keys(VFP_EDIT_VI).sort()).toEqual(Object.keys(VFP_EDIT_EN).sort());
  });

  it('render every id in both languages, holes filled, what was typed and named kept, Vietnamese not English', () => {
    for (const id of IDS) {
      const m: Msg = { id, args: SAMPLE };
      const en = render(EN, m);
      const vi = render(VI, m);
      for (const s of [en, vi]) expect(s, id).not.toMatch(BAD);
      expect(vi, id).not.toBe(en);
      for (const v of ['app web', 'tier', 'pod/default/web-1', 'ACL_LAYER', 'GROUP_IN', 'R_9', '80', '3']) if (en.includes(v)) expect(vi, `${id}: ${v}`).toContain(v);
    }
  });
});

/** Edits on a pod's port of every Windows node of every built-in that break each way. */
function crafted() {
  const out: { unapplied: { message: string; msg: Msg }[]; notes: { message: string; msg?: Msg }[] }[] = [];
  for (const b of BUILTINS) {
    const sim = simulate(structuredClone(b.scenario));
    for (const node of sim.windows.keys()) {
      const host = sim.world.hosts.get(node)!;
      const ports = host.kind === 'windows' ? host.vswitch.ports : [];
      const pod = ports.find((p) => p.owner?.startsWith('pod/'));
      if (!pod) continue;
      const layer = pod.layers[0]!;
      const group = layer.groups[0]!;
      const at = { port: pod.owner!, layer: layer.name, group: group.name };
      const edits = [
        { op: 'block-port', port: 'pod/nowhere' },
        { op: 'add-layer', port: at.port, layer: { name: layer.name, priority: 1 } },
        { op: 'remove-group', port: at.port, layer: 'NO_LAYER', group: 'g' },
        { op: 'add-group', port: at.port, layer: layer.name, group: { name: group.name, priority: 1, direction: 'out' } },
        { op: 'remove-group', port: at.port, layer: layer.name, group: 'NO_GROUP' },
        { op: 'add-rule', port: at.port, layer: layer.name, group: group.name, rule: { id: group.rules[0]?.id ?? 'R', priority: 1, action: 'allow' } },
        { op: 'remove-rule', port: at.port, layer: layer.name, group: group.name, rule: 'NO_RULE' },
      ];
      const names = { pods: new Map(ports.filter((p) => p.owner?.startsWith('pod/')).map((p) => [canonicalPortName(p.owner!), p.id])) };
      const unapplied = applyVfpEdits(ports, edits as never, names).unapplied;
      // The same edits in the document, and on a Linux node (which has no VFP) where there is one.
      const doc = structuredClone(b.scenario) as { nodes: { name: string; os?: string; vfpEdits?: unknown[] }[] };
      doc.nodes.find((n) => n.name === node)!.vfpEdits = edits;
      const linux = doc.nodes.find((n) => n.os === 'linux');
      if (linux) linux.vfpEdits = edits.slice(0, 1);
      const v = validate(doc);
      const s2 = v.value && simulate(v.value);
      out.push({ unapplied, notes: s2 ? s2.notes.filter((n) => n.msg) : [] });
    }
  }
  return out;
}

describe('what the parsers and the VFP edits say is a value', () => {
  const seen = crafted();
  const parsed = [parseLabels('app'), parseLabels('=x'), parseLabels('a=b c'), parseLabels('a b=c'), parseLabels('a=1, a=2'), parseOptionalInt('x'), parseOptionalInt('1.5')];

  it('its English the message, its Vietnamese whole, every id reached', () => {
    const values: { message: string; msg: Msg }[] = [...parsed.flatMap((p) => (p.ok ? [] : [{ message: p.error, msg: p.msg }])), ...seen.flatMap((x) => [...x.unapplied, ...x.notes.map((n) => ({ message: n.message, msg: n.msg! }))])];
    expect(values.length).toBeGreaterThan(40);
    for (const { message, msg } of values) {
      expect(render(EN, msg)).toBe(message);
      const vi = render(VI, msg);
      expect(vi, message).not.toMatch(BAD);
      expect(vi).not.toBe(message);
    }
    const reached = new Set(values.flatMap((v) => [v.msg.id, ...Object.values(v.msg.args).flatMap((a) => (typeof a === 'object' ? [a.id] : []))]));
    expect(IDS.filter((id) => !reached.has(id))).toEqual([]);
  });

  it('is said in the language asked for', () => {
    const p = parseLabels('app');
    if (p.ok) throw new Error('parsed');
    expect(sayRefusal('en', p.msg)).toBe(p.error);
    expect(sayRefusal('vi', p.msg)).toBe('"app" không phải một label: hãy viết key=value, cách nhau bằng dấu phẩy (app=web, tier=front)');
    const u = seen[0]!.unapplied[0]!;
    expect(sayRefusal('vi', u.msg)).toBe(render(VI, u.msg));
  });
});
