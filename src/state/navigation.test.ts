import './testing/validation-loaded';
import { describe, expect, it } from 'vitest';
import { encodeShare } from '../io/share/link';
import { createNavigator, shareRoute } from './navigation';
import { noticeMsg, noticeText } from './notice-messages';
import { formatRoute, parseRoute } from './route';
import { memoryStorage } from './storage';
import { AUTOSAVE_KEY } from './storage';
import { newApp, probeOf, talk } from './test-helpers';

function open(hash: string, storage = memoryStorage()) {
  const app = newApp(hash, storage);
  const nav = createNavigator(app, hash);
  nav.start();
  return { app, nav, hash: () => formatRoute(nav.current()) };
}

const edited = () => ({ ...talk(), metadata: { ...talk().metadata, title: 'my edit' } });

describe('navigation: the URL and the stores in step', () => {
  it('opens a permalink at its step, paused', () => {
    const { app, hash } = open('#/scenario/talk-l2bridge?probe=pod-to-service&step=9');
    expect(app.player.getState().probe?.name).toBe('pod-to-service');
    expect(app.playhead.getState()).toMatchObject({ step: 9, playing: false });
    expect(hash()).toBe('#/scenario/talk-l2bridge?probe=pod-to-service&step=9');
  });

  it('opens "end" at the last step', () => {
    const { app } = open('#/scenario/talk-l2bridge?probe=pod-to-stopped-server&step=end');
    expect(app.playhead.getState().step).toBe(app.player.getState().result!.trace.events.length);
  });

  it('plays a permalink without a step, and leaves the step out of the hash while playing', () => {
    const { app, hash } = open('#/scenario/talk-l2bridge?probe=pod-to-internet');
    expect(app.playhead.getState().playing).toBe(true);
    expect(hash()).toBe('#/scenario/talk-l2bridge?probe=pod-to-internet');
    app.playhead.getState().forward();
    app.playhead.getState().pause();
    expect(hash()).toBe('#/scenario/talk-l2bridge?probe=pod-to-internet&step=1');
  });

  it('opens the demo, playing, on a first visit', () => {
    const { app, hash } = open('');
    expect(app.player.getState().probe?.name).toBe('pod-to-service');
    expect(app.playhead.getState().playing).toBe(true);
    expect(hash()).toBe('#/scenario/talk-l2bridge?probe=pod-to-service');
  });

  it('follows an edited URL (hashchange) to another probe and step without reloading the scenario', () => {
    const { app, nav } = open('#/scenario/talk-l2bridge?probe=pod-to-service&step=3');
    const doc = app.scenario.getState().scenario;
    expect(nav.follow(parseRoute('#/scenario/talk-l2bridge?probe=pod-to-internet&step=4'))).toBeUndefined();
    expect(app.scenario.getState().scenario).toBe(doc);
    expect(app.player.getState().probe?.name).toBe('pod-to-internet');
    expect(app.playhead.getState().step).toBe(4);
  });

  it('says so when a link names a probe or scenario that does not exist', () => {
    const { nav, app } = open('#/scenario/talk-l2bridge?probe=pod-to-service&step=3');
    expect(nav.follow(parseRoute('#/scenario/talk-l2bridge?probe=nope'))).toEqual(noticeMsg('notice.noProbe', { probe: 'nope' }));
    expect(app.player.getState().result).toBeUndefined();
    expect(nav.follow(parseRoute('#/scenario/missing'))).toEqual(noticeMsg('notice.noBuiltin', { id: 'missing' }));
    const broken = nav.follow(parseRoute('#/share/v1.%%%'));
    expect(broken?.id).toBe('notice.linkBroken');
    expect(noticeText(broken!)).toMatch(/^The shared link could not be opened: the share link is damaged/);
  });

  it('names a shared scenario by its link while it is unedited, and drops it once edited', () => {
    const data = encodeShare(edited());
    const { app, hash } = open(`#/share/${data}?probe=pod-to-service&step=2`);
    expect(app.scenario.getState().scenario.metadata.title).toBe('my edit');
    expect(hash()).toBe(`#/share/${data}?probe=pod-to-service&step=2`);
    app.scenario.getState().edit((s) => ({ ...s, metadata: { ...s.metadata, title: 'again' } }));
    expect(hash()).toBe('#/');
    app.scenario.getState().undo();
    expect(hash()).toBe(`#/share/${data}?probe=pod-to-service&step=2`);
  });

  it('drops the built-in id from the hash once the scenario is edited (a reload then opens the autosave)', () => {
    const { app, hash } = open('#/scenario/talk-l2bridge');
    app.scenario.getState().edit(edited());
    expect(hash()).toBe('#/');
  });

  it('lets the URL win over the autosave and offers the autosave back', () => {
    const storage = memoryStorage();
    storage.setItem(AUTOSAVE_KEY, JSON.stringify({ scenario: edited(), source: { kind: 'autosave' } }));
    const { app, nav } = open('#/scenario/talk-l2bridge?probe=pod-to-service&step=2', storage);
    expect(app.scenario.getState().scenario.metadata.title).not.toBe('my edit');
    expect(nav.restorable()?.scenario.metadata.title).toBe('my edit');
    nav.restore();
    expect(app.scenario.getState().scenario.metadata.title).toBe('my edit');
    expect(app.player.getState().result).toBeUndefined();
    expect(nav.restorable()).toBeUndefined();
  });

  it('does not offer back an autosave that is what the URL opened anyway', () => {
    const storage = memoryStorage();
    storage.setItem(AUTOSAVE_KEY, JSON.stringify({ scenario: talk(), source: { kind: 'builtin', id: 'talk-l2bridge' } }));
    expect(open('#/scenario/talk-l2bridge', storage).nav.restorable()).toBeUndefined();
  });

  it('shares an unedited built-in by id, and an ad-hoc probe inside the scenario', () => {
    const { app } = open('#/scenario/talk-l2bridge?probe=pod-to-service&step=5');
    expect(shareRoute(app)).toEqual({ route: { kind: 'scenario', id: 'talk-l2bridge', probe: 'pod-to-service', step: 5 } });
    const s = app.scenario.getState().scenario;
    app.player.getState().show(s, { ...probeOf(s, 'pod-to-internet'), name: 'adhoc', srcPort: 50001 }, 'adhoc');
    const shared = shareRoute(app);
    if (!('route' in shared) || shared.route.kind !== 'share') throw new Error('expected a share route');
    expect(shared.route.probe).toBe('adhoc');
    const reopened = open(formatRoute(shared.route));
    expect(reopened.app.player.getState().probe).toMatchObject({ name: 'adhoc', srcPort: 50001 });
    expect(reopened.app.player.getState().origin).toBe('saved');
  });

  it('refuses to share a scenario over the 256 KB a link may carry, and says why', () => {
    const { app } = open('#/scenario/talk-l2bridge');
    const big = talk();
    app.scenario.getState().load({ ...big, metadata: { ...big.metadata, description: 'x'.repeat(300_000) } }, { kind: 'file', name: 'big.yaml' });
    expect(shareRoute(app)).toEqual({ error: noticeMsg('notice.linkTooLarge', { kb: 256 }) });
  });
});
