// Nothing the user made is lost: every load that replaces an edited or loaded document keeps it in
// Recent and offers it back, in place and after a reload, exactly as it was.
import './testing/validation-loaded';
import '../lessons/testing/builtins-loaded';
import { describe, expect, it } from 'vitest';
import { encodeShare } from '../io/share/link';
import { addNode } from './edits';
import { createNavigator } from './navigation';
import { parseRoute } from './route';
import { memoryStorage, type KeyValueStorage } from './storage';
import { newApp, talk } from './test-helpers';

function open(hash: string, storage: KeyValueStorage) {
  const app = newApp(hash, storage);
  const nav = createNavigator(app, hash);
  nav.start();
  return { app, nav };
}

const linkDoc = () => ({ ...talk(), metadata: { name: 'linked', title: 'From a link' } });

describe('lost work', () => {
  it('an edit, then a share link in the same tab, then a reload: "restore my work" gives the edit back exactly', () => {
    const storage = memoryStorage();
    const first = open('#/scenario/talk-l2bridge', storage);
    first.app.scenario.getState().edit((s) => addNode(s, 'windows'), 'add a node');
    const mine = first.app.scenario.getState();
    const link = `#/share/${encodeShare(linkDoc())}`;
    first.nav.follow(parseRoute(link));
    expect(first.app.scenario.getState().scenario.metadata.name).toBe('linked');
    expect(first.nav.restorable()?.scenario).toEqual(mine.scenario);
    expect(first.app.scenario.getState().recent[0]!.scenario).toEqual(mine.scenario);

    const again = open(link, storage);
    expect(again.app.scenario.getState().scenario.metadata.name).toBe('linked');
    expect(again.nav.restorable()?.scenario).toEqual(mine.scenario);
    again.nav.restore();
    const back = again.app.scenario.getState();
    expect(back.scenario).toEqual(mine.scenario);
    expect(back.source).toEqual(mine.source);
    expect(back.edited).toBe(true);
    expect(again.nav.restorable()).toBeUndefined();
    // The link's document is not lost either.
    expect(back.recent.map((e) => e.scenario.metadata.name)).toContain('linked');
    // Opening the link again wins over the autosave, which holds the edit again: it is offered back.
    expect(open(link, storage).nav.restorable()?.scenario).toEqual(mine.scenario);
  });

  it('back/forward to a built-in, a replay and Open displace the document too', () => {
    const storage = memoryStorage();
    const { app, nav } = open('#/', storage);
    app.scenario.getState().load(linkDoc(), { kind: 'file', name: 'a.yaml' });
    nav.follow(parseRoute('#/scenario/dsr'));
    expect(nav.restorable()?.source).toEqual({ kind: 'file', name: 'a.yaml' });
    app.scenario.getState().load(linkDoc(), { kind: 'import', files: ['x.json'] }, 'replay');
    // A pristine built-in is not the user's work: nothing to offer, the file stays offered in Recent.
    expect(app.scenario.getState().displaced?.source.kind).toBe('file');
    app.scenario.getState().load(talk(), { kind: 'file', name: 'b.yaml' });
    expect(nav.restorable()?.source).toEqual({ kind: 'import', files: ['x.json'] });
  });

  it('dismissing the offer forgets it, also after a reload; the document stays in Recent', () => {
    const storage = memoryStorage();
    const { app, nav } = open('#/', storage);
    app.scenario.getState().load(linkDoc(), { kind: 'file', name: 'a.yaml' });
    app.scenario.getState().load(talk(), { kind: 'builtin', id: 'talk-l2bridge' });
    expect(nav.restorable()).toBeDefined();
    app.scenario.getState().dismissDisplaced();
    expect(nav.restorable()).toBeUndefined();
    const again = open('#/', storage);
    expect(again.nav.restorable()).toBeUndefined();
    expect(again.app.scenario.getState().recent[0]!.source).toEqual({ kind: 'file', name: 'a.yaml' });
  });
});
