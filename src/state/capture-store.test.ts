import { describe, expect, it } from 'vitest';
import { loadBuiltin } from './app';
import { createCaptureStore, MAX_CAPTURE_BYTES, partingPair, stepMarks } from './capture-store';
import { createPlayerStores } from './player-store';
import vipCapture from '../../fixtures/captures/talk-vip/pktmon-capture.txt?raw';
import vipList from '../../fixtures/captures/talk-vip/pktmon-list.txt?raw';
import dropCapture from '../../fixtures/captures/talk-vip-acl-drop/pktmon-capture.txt?raw';
import dropList from '../../fixtures/captures/talk-vip-acl-drop/pktmon-list.txt?raw';

const TEXTS: Record<string, [string, string]> = { 'talk-vip': [vipCapture, vipList], 'talk-vip-acl-drop': [dropCapture, dropList] };
const file = (text: string | Uint8Array<ArrayBuffer>) => new Blob([text]);
const pair = (dir: string) => [
  { name: 'pktmon-capture.txt', file: file(TEXTS[dir]![0]) },
  { name: 'pktmon-list.txt', file: file(TEXTS[dir]![1]) },
];

/** Lets the alignment asked for after a change of probe come back. */
const settled = () => new Promise((r) => setTimeout(r, 0));

function setup() {
  const { player } = createPlayerStores();
  const capture = createCaptureStore(player);
  const scenario = loadBuiltin('talk-l2bridge')!;
  player.getState().show(scenario, scenario.probes.find((p) => p.name === 'pod-to-service'));
  return { player, capture, scenario };
}

describe('the capture beside the trace', () => {
  it('aligns the talk capture with the walk on screen: they agree on the whole trip', async () => {
    const { capture } = setup();
    await capture.getState().load(pair('talk-vip'));
    const s = capture.getState();
    expect(s.files.map((f) => f.rows[0]?.format)).toEqual(['pktmon-txt', 'pktmon-list']);
    expect(s.derived?.alignment?.conclusion.id).toBe('align.agree');
    expect(s.derived?.alignment?.partsAt).toBeNull();
  });

  it('loads the acl-drop capture over it (same names): they part at step 18, pktmon says Filtered', async () => {
    const { capture } = setup();
    await capture.getState().load(pair('talk-vip'));
    await capture.getState().load(pair('talk-vip-acl-drop'));
    expect(capture.getState().files).toHaveLength(2);
    const a = capture.getState().derived?.alignment;
    expect(a?.conclusion.id).toBe('align.parts');
    const part = partingPair(a)!;
    expect(part.step).toBe(18);
    expect(part.node.drop?.reason).toBe('Filtered');
    const marks = stepMarks(a);
    expect(marks.get(18)?.mark).toBe('part');
    expect(marks.get(3)?.mark).toBe('agree');
    expect(marks.get(26)?.mark).toBe('none');
  });

  it('aligns again when another probe is shown, and forgets when the files go', async () => {
    const { capture, player, scenario } = setup();
    await capture.getState().load(pair('talk-vip'));
    const before = capture.getState().derived?.trace;
    player.getState().show(scenario, scenario.probes.find((p) => p.name !== 'pod-to-service'));
    await settled();
    expect(capture.getState().derived?.trace).not.toBe(before);
    expect(capture.getState().derived?.trace).toBe(player.getState().result?.trace);
    await capture.getState().remove('pktmon-capture.txt');
    await capture.getState().remove('pktmon-list.txt');
    expect(capture.getState().derived).toBeUndefined();
    expect(capture.getState().hasCapture).toBe(false);
  });

  it('refuses a file over 20 MB by name, and keeps a file it cannot read with its rows, never throwing', async () => {
    const { capture, player } = setup();
    const trace = player.getState().result;
    await capture.getState().load([
      { name: 'huge.txt', file: file(new Uint8Array(MAX_CAPTURE_BYTES + 1)) },
      { name: 'notes.txt', file: file('hello, this is not a capture\n') },
    ]);
    const [huge, notes] = capture.getState().files;
    expect(huge?.refused).toEqual({ kind: 'tooBig' });
    expect(notes?.refused).toBeUndefined();
    expect(notes?.rows[0]?.format).toBeNull();
    expect(capture.getState().derived).toBeUndefined();
    expect(player.getState().result).toBe(trace);
  });
});

describe('a reader that is cancelled or fails', () => {
  it('a cancel while reading leaves no file and no alignment; the trace stays', async () => {
    const { capture, player } = setup();
    const trace = player.getState().result;
    let cancel!: () => void;
    capture.getState().setReader({
      read: () => new Promise((_, reject) => (cancel = () => reject(new Error('cancelled')))),
      remove: async () => undefined,
      align: async () => ({}),
      cancel: () => cancel(),
    });
    const loading = capture.getState().load(pair('talk-vip'));
    expect(capture.getState().reading).toBe(true);
    capture.getState().cancel();
    await loading;
    expect(capture.getState()).toMatchObject({ reading: false, files: [], hasCapture: false, derived: undefined });
    expect(player.getState().result).toBe(trace);
  });

  it('shows the reader’s progress while it reads, and an alignment the reader could not make as an error', async () => {
    const { capture } = setup();
    const seen: unknown[] = [];
    capture.subscribe((s) => s.progress && seen.push(s.progress));
    capture.getState().setReader({
      read: async (files, progress) => {
        progress({ file: files[0]!.name, read: 5, total: 10 });
        return files.map((f) => ({ name: f.name, size: 10, rows: [], captures: 1 }));
      },
      remove: async () => undefined,
      align: async () => {
        throw new Error('the capture worker stopped unexpectedly');
      },
      cancel: () => undefined,
    });
    await capture.getState().load(pair('talk-vip'));
    expect(seen).toContainEqual({ file: 'pktmon-capture.txt', read: 5, total: 10 });
    expect(capture.getState().progress).toBeUndefined();
    expect(capture.getState().derived?.error).toBe('the capture worker stopped unexpectedly');
  });
});
