// Why the page has no walk to show (issue 30): every id of state/walk-messages.ts in both languages,
// and what the state layer gives when a saved probe leaves the document, the model refuses a probe,
// the document cannot be simulated, or a matrix is cancelled: a value whose English is the text the
// page held, said in Vietnamese from the narration chunk.
import { beforeAll, describe, expect, it } from 'vitest';
import { render, type Msg } from '../../../core/message';
import { ERRORS_EN, errorsMsg } from '../../../io/errors';
import { WALK_EN, walkText } from '../../../state/walk-messages';
import { createPlayerStores } from '../../../state/player-store';
import { createMatrixStore, type MatrixComputer } from '../../../state/matrix-store';
import { traceProbe } from '../../../state/simulation';
import { probeOf, talk } from '../../../state/test-helpers';
import type { Scenario } from '../../../cluster/scenario/schema';
import { loadNarrationVi } from '../narration';
import { ERRORS_VI } from './errors.vi';
import { WALK_VI } from './walk.vi';
import { sayWalkProblem } from './walk-say';

const BAD = /\$\{|undefined|NaN|\[object Object\]|^walk\./;
const IDS = Object.keys(WALK_EN);
const why: Msg = errorsMsg('why.unexpected', {});
const SAMPLE = { why, probe: 'client-to-web' };

beforeAll(() => loadNarrationVi());

describe('the walk’s catalogue', () => {
  it('has every id in Vietnamese and no other', () => expect(Object.keys(WALK_VI).sort()).toEqual([...IDS].sort()));

  it('renders every id in both languages, holes filled, the probe’s name kept', () => {
    for (const id of IDS) {
      const m = { id, args: SAMPLE } as Msg;
      const en = render([WALK_EN, ERRORS_EN], m);
      const vi = render([WALK_VI, ERRORS_VI], m);
      for (const s of [en, vi]) expect(s, id).not.toMatch(BAD);
      expect(vi, id).not.toBe(en);
      if (en.includes('client-to-web')) expect(vi, id).toContain('client-to-web');
    }
  });
});

describe('what the state layer gives when there is no walk', () => {
  it('a saved probe an edit removed: its value, said in Vietnamese', () => {
    const s = talk();
    const { player } = createPlayerStores();
    player.getState().show(s, probeOf(s, 'pod-to-service'));
    player.getState().retrace({ ...s, probes: [] });
    const { error, errorMsg } = player.getState();
    expect(errorMsg).toEqual({ id: 'walk.probeGone', args: { probe: 'pod-to-service' } });
    expect(walkText(errorMsg!)).toBe(error);
    expect(error).toBe('The probe "pod-to-service" is no longer in the scenario.');
    expect(sayWalkProblem('vi', error!, errorMsg)).toBe('Probe "pod-to-service" không còn trong scenario.');
    expect(sayWalkProblem('en', error!, errorMsg)).toBe(error);
  });

  it('a probe the model refuses: the probe’s own value, said in Vietnamese', () => {
    const s = talk();
    const { player } = createPlayerStores();
    player.getState().show(s, { ...probeOf(s, 'pod-to-service'), from: 'pod/default/nowhere' }, 'adhoc');
    const { error, errorMsg } = player.getState();
    expect(error).toMatch(/nowhere/);
    expect(errorMsg?.id).toMatch(/^probe\./);
    const vi = sayWalkProblem('vi', error!, errorMsg);
    expect(vi).not.toBe(error);
    expect(vi).toContain('nowhere');
    expect(vi).not.toMatch(BAD);
  });

  it('a document the simulator cannot make: walk.cannotSimulate with its words as data', () => {
    const s = talk();
    // Past the schema (as a document from elsewhere may be): a node whose address is no address.
    const broken = { ...s, nodes: s.nodes.map((n, i) => (i === 0 ? { ...n, ip: 'not-an-ip' } : n)) } as Scenario;
    const r = traceProbe(broken, probeOf(s, 'pod-to-service'));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.msg).toEqual({ id: 'walk.cannotSimulate', args: { why: 'not an IPv4 address: not-an-ip' } });
    expect(r.message).toBe(walkText(r.msg!));
    expect(sayWalkProblem('vi', r.message, r.msg)).toBe('không mô phỏng được scenario: not an IPv4 address: not-an-ip');
  });

  it('a matrix cancelled, or failed with a value (from the worker): the value is kept', async () => {
    const store = createMatrixStore();
    let release: () => void = () => undefined;
    store.getState().setComputer({ compute: () => new Promise((_, reject) => (release = () => reject(new Error('replaced')))), cancel: () => release() });
    const run = store.getState().compute({ scenario: talk() });
    store.getState().cancel();
    await run;
    expect(store.getState()).toMatchObject({ status: 'failed', error: 'cancelled', errorMsg: { id: 'walk.cancelled', args: {} } });
    expect(sayWalkProblem('vi', 'cancelled', store.getState().errorMsg)).toBe('đã hủy');

    const { WalkError, walkMsg } = await import('../../../state/walk-messages');
    const broken: MatrixComputer = { compute: () => Promise.reject(new WalkError(walkMsg('walk.matrixWorkerStopped', {}))), cancel: () => undefined };
    store.getState().setComputer(broken);
    await store.getState().compute({ scenario: talk() }, true);
    expect(store.getState()).toMatchObject({ status: 'failed', error: 'the matrix worker stopped unexpectedly', errorMsg: { id: 'walk.matrixWorkerStopped' } });
  });
});
