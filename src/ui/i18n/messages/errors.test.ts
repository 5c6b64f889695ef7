// An exception in words, and the import session's notices, as message values (issue 30): every id
// says something in both languages with no hole left, and what userMessage and the import session
// write is a value whose English is the text, byte for byte as before.
import { describe, expect, it } from 'vitest';
import { render, type Msg } from '../../../core/message';
import { ERRORS_EN, errorsMsg, userMessage, userMsg, userProblem, WHAT } from '../../../io/errors';
import { guard } from '../../../io/result';
import { failureMsg, failureOf, JobFailed, workerFailed } from '../../../state/importer';
import { READ_EN, readMsg, readText } from '../../../state/read-messages';
import { loadNarrationVi } from '../narration';
import { carried, idsOf } from './dumps.testing';
import { ERRORS_VI } from './errors.vi';
import { READ_VI } from './read.vi';
import { sayProblem } from './problem-say';
import { sayRead } from './read-say';

const fsError = (code: string) => Object.assign(new Error('x'), { code });
const EN = [READ_EN, ERRORS_EN];

/** Words in quotes the Vietnamese translates ("after" is “sau”). */
const TRANSLATED = new Set(['"after"', '"YAML bomb"']);

/** Said in both, no hole left, the Vietnamese not the English, every value kept. */
function expectSaid(id: string, en: string, vi: string): void {
  for (const s of [en, vi]) expect(s, id).not.toMatch(/undefined|NaN|\[object Object\]|\$\{/);
  expect(vi, id).not.toBe(en);
  for (const x of carried(en).filter((c) => !TRANSLATED.has(c))) expect(vi, `${id}: ${x}`).toContain(x);
}
const VI = [READ_VI, ERRORS_VI];

describe("an exception's words and the import session's notices", () => {
  it('have every id in Vietnamese and no other', () => {
    expect(Object.keys(ERRORS_VI).sort()).toEqual(Object.keys(ERRORS_EN).sort());
    expect(Object.keys(READ_VI).sort()).toEqual(Object.keys(READ_EN).sort());
  });

  it('every id renders in both languages, holes filled, values kept, Vietnamese not English', () => {
    for (const id of [...Object.keys(ERRORS_EN), ...Object.keys(READ_EN)]) {
      const m: Msg = { id, args: { node: 'win-1', names: 'a.txt, b.txt', what: WHAT.files, why: { id: 'why.folder', args: {} } } };
      expectSaid(id, render(EN, m), render(VI, m));
    }
  });

  it('says what it said before, as values, every id reached', () => {
    const ids = new Set<string>();
    const said = (m: Msg, en: string) => {
      idsOf(m, ids);
      expect(render(EN, m)).toBe(en);
      expectSaid(m.id, en, render(VI, m));
    };
    const fs: [string, string][] = [
      ['ENOENT', 'there is no such file or folder'],
      ['EACCES', 'permission denied'],
      ['EPERM', 'permission denied'],
      ['EISDIR', 'it is a folder'],
      ['ENOTREG', 'it is not a regular file (a device, a pipe or a socket)'],
      ['ENOTDIR', 'a part of the path is not a folder'],
      ['EMFILE', 'too many files are open'],
      ['ENAMETOOLONG', 'the name is too long'],
      ['EFBIG', 'it is over the 512 MiB the CLI reads'],
    ];
    for (const [code, why] of fs) said(userMsg(fsError(code), 'dump.txt'), `dump.txt cannot be read: ${why}`);
    said(userMsg(new RangeError('Maximum call stack size exceeded'), WHAT.nodeFiles), 'the node in these files cannot be read: it is nested too deeply');
    said(userMsg(new RangeError('Invalid array length'), WHAT.after), 'the "after" files cannot be read: it is too large');
    said(userMsg(new Error('Excessive alias count indicates a resource exhaustion attack'), WHAT.file), 'the file cannot be read: it expands YAML aliases (*name) too many times, as a "YAML bomb" does: write the values out instead');
    const odd = 'VFP Lab met something it did not expect (please report it, with the file)';
    for (const [w, en] of [
      [WHAT.files, 'the files'],
      [WHAT.shareLink, 'the share link'],
      [WHAT.node, 'the node'],
      [WHAT.scenario, 'the scenario'],
      [WHAT.policy, 'the policy'],
      [WHAT.capture, 'the capture'],
      [WHAT.matrix, 'the matrix'],
      [errorsMsg('what.dumps', { node: 'win-1' }), 'the dumps of win-1'],
    ] as const)
      said(userMsg(new TypeError('x is undefined'), w), `${en} cannot be read: ${odd}`);
    expect(userMessage(new Error('x'), WHAT.file)).toBe(`the file cannot be read: ${odd}`);
    const [p] = guard(() => {
      throw new Error('x');
    }).errors;
    expect(p).toEqual(userProblem(new Error('x'), WHAT.file));
    // The import session (state/import-store.ts) and its worker (ui/import/worker-importer.ts).
    said(readMsg('read.cancelled', { names: 'a.txt, b.txt' }), 'Reading was cancelled: a.txt, b.txt left out.');
    said(readMsg('read.leftOut', { why: failureMsg(new Error('x'), 'a.txt, b.txt')! }), `a.txt, b.txt cannot be read: ${odd}; left out.`);
    const stopped = workerFailed(readMsg('read.workerStopped', {}));
    said(readMsg('read.leftOut', { why: failureMsg(stopped, WHAT.files)! }), 'the import worker stopped unexpectedly (reload the page to try again); left out.');
    expect(failureOf(stopped, WHAT.files)).toBe('the import worker stopped unexpectedly (reload the page to try again)');
    said(readMsg('read.workerGarbled', {}), 'the import worker sent back what could not be read');
    said(readMsg('read.replayCancelled', {}), 'The replay was cancelled.');
    said(readMsg('read.replayFirst', {}), 'replay the node first: the "after" set is compared with the replay');
    // A failure the worker wrote: its value crosses with it.
    const posted = userProblem(new Error('x'), WHAT.nodeFiles);
    expect(failureMsg(new JobFailed(posted.message, posted.msg), WHAT.files)).toEqual(posted.msg);
    expect(Object.keys(ERRORS_EN).filter((id) => !ids.has(id))).toEqual([]);
    expect(Object.keys(READ_EN).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('says them in Vietnamese: a reader that threw, the session', async () => {
    await loadNarrationVi();
    const [p] = guard(() => {
      throw new Error('x');
    }).errors;
    expect(sayProblem('vi', p!)).toBe('không đọc được file: VFP Lab gặp điều nó không lường trước (hãy báo lỗi, kèm theo file)');
    const m = readMsg('read.cancelled', { names: 'a.txt' });
    expect(sayRead('en', readText(m), m)).toBe('Reading was cancelled: a.txt left out.');
    expect(sayRead('vi', readText(m), m)).toBe('Đã hủy việc đọc: bỏ ra a.txt.');
  });
});
