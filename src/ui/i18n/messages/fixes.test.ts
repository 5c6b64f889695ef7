// "What would make it pass" and the undo history's labels as message values (issue 30): every id
// says something in both languages with no hole left and names, addresses and ports kept; every
// fix the search finds on the built-ins and the exercises is a value whose English is its summary,
// and the goal too; a tried fix's history label holds the fix's value, said in either language.
import '../../../lessons/testing/builtins-loaded';
import { describe, expect, it } from 'vitest';
import { render, type Msg } from '../../../core/message';
import { FIX_EN } from '../../../cluster/fixes/messages';
import { findFixes } from '../../../cluster/fixes';
import { runProbe, simulate } from '../../../cluster/simulation';
import { loadScenarioText } from '../../../io/scenario/load';
import { HISTORY_EN } from '../../../state/history-messages';
import { triedFix, tryLabel } from '../../../state/conclusions';
import { FIX_VI, HISTORY_VI } from './fixes.vi';
import { sayFix, sayHistory } from './fixes-say';
import { loadNarrationVi } from '../narration';

const EN = [FIX_EN, HISTORY_EN];
const VI = [FIX_VI, HISTORY_VI];
const IDS = [...Object.keys(FIX_EN), ...Object.keys(HISTORY_EN)];
const BAD = /\$\{|undefined|NaN|\[object Object\]|^(?:fix|history)\./;
const peer: Msg = { id: 'fix.peer.pods', args: { labels: 'app=batch' } };
const sample = (id: string): Msg => ({
  id,
  args: { labels: 'app=batch,tier=x', cidr: '10.244.0.0/16', mtu: 1450, under: 1500, was: 1500, ep: 'ep-web-1', node: 'win-node-1', dir: 'In', svc: 'tcp/8080', peer: id.startsWith('fix.policy') ? peer : '10.244.1.5/32', prio: 99, pol: 'default/api-allow', ref: 'pod/default/web-1', port: 8080, on: 'tcp/8080', rule: 'ALLOW_X', where: 'ACL_ENDPOINT_LAYER/GROUP_IN', fix: { id: 'fix.listen', args: { ref: 'pod/default/iis', svc: 'tcp/80' } } },
});

describe('the fixes’ and the history’s catalogues', () => {
  it('have every id in Vietnamese and no other', () => {
    expect(Object.keys(FIX_VI).sort()).toEqual(Object.keys(FIX_EN).sort());
    expect(Object.keys(HISTORY_VI).sort()).toEqual(Object.keys(HISTORY_EN).sort());
  });

  it('render every id in both languages, holes filled, names and numbers kept, Vietnamese not English', () => {
    for (const id of IDS) {
      const en = render(EN, sample(id));
      const vi = render(VI, sample(id));
      for (const s of [en, vi]) expect(s, id).not.toMatch(BAD);
      expect(vi, id).not.toBe(en);
      for (const x of en.match(/\b\d+(?:\.\d+){3}(?:\/\d+)?\b|\b(?:tcp\/8080|app=batch(?:,tier=x)?|pod\/default\/\w+(?:-\d)?|ep-web-1|win-node-1|ALLOW_X|--[a-z-]+|\d{2,})\b/g) ?? []) expect(vi, `${id}: ${x}`).toContain(x);
    }
  });
});

const files = import.meta.glob<string>(['../../../lessons/scenarios/*.yaml', '../../../lessons/exercises/*.yaml'], { query: '?raw', import: 'default', eager: true });

describe('what the fix search says is a value', () => {
  const found = Object.values(files).flatMap((text) => {
    const s = loadScenarioText(text).value!;
    const sim = simulate(s);
    // Each probe as written, as ICMP (a policy rule with no port) and as a big packet that may not be
    // split (the MTU on a bridge); and one that cannot be sent.
    const probes = s.probes.flatMap((p) => [p, { ...p, name: `${p.name}-icmp`, protocol: 'icmp' as const, expect: undefined }, { ...p, name: `${p.name}-big`, size: 9000, df: true, expect: undefined }]);
    return [
      ...probes.flatMap((p) => {
        const r = runProbe(sim, p);
        return r.ok ? [findFixes(s, p, r.value.trace)] : [];
      }),
      findFixes(s, { ...s.probes[0]!, from: 'pod/nowhere' }),
    ];
  });
  const fixes = found.flatMap((f) => f.fixes);

  it('each fix and each goal, its English as the text and its Vietnamese whole', () => {
    expect(fixes.length).toBeGreaterThan(15);
    for (const [text, m] of [...fixes.map((f) => [f.summary, f.msg] as const), ...found.map((f) => [f.goal, f.goalMsg] as const)]) {
      expect(render([FIX_EN], m)).toBe(text);
      const vi = render([FIX_VI], m);
      expect(vi, text).not.toMatch(BAD);
      expect(vi).not.toBe(text);
    }
  });

  it('reaches the sentences of every level', () => {
    const reached = new Set([...fixes.flatMap((f) => [f.msg.id, ...Object.values(f.msg.args).flatMap((a) => (typeof a === 'object' ? [a.id] : []))]), ...found.map((f) => f.goalMsg.id)]);
    // No walk of these documents exceeds the MTU of a bridge network (only an overlay's).
    expect(Object.keys(FIX_EN).filter((id) => !reached.has(id))).toEqual(['fix.mtu']);
  });

  it('a tried fix is recorded as its value, and said in the language asked for', async () => {
    const f = fixes[0]!;
    const label = tryLabel(f);
    expect(triedFix(label)).toBe(f.msg);
    expect(triedFix('try: something typed')).toBeUndefined();
    expect(sayHistory('en', label)).toBe(`try: ${f.summary}`);
    expect(sayHistory('en', 'add pod web-1')).toBe('add pod web-1');
    await loadNarrationVi();
    expect(sayHistory('vi', label)).toBe(`thử: ${render([FIX_VI], f.msg)}`);
    expect(sayFix('vi', f.msg)).toBe(render([FIX_VI], f.msg));
    expect(sayHistory('vi', { id: 'history.open', args: {} })).toBe('mở một kịch bản');
  });
});
