import { describe, expect, it } from 'vitest';
import { userMessage } from './errors';
import { guard } from './result';

describe('userMessage: no internal message reaches a person', () => {
  it('names what was read and says why in plain words', () => {
    const overflow = (): never => {
      const f = (n: number): number => f(n + 1) + 1;
      f(0);
      throw new Error('unreachable');
    };
    let caught: unknown;
    try {
      overflow();
    } catch (e) {
      caught = e;
    }
    expect(userMessage(caught, 'hns.json')).toBe('hns.json cannot be read: it is nested too deeply');
    expect(userMessage(Object.assign(new Error('ENOENT: no such file'), { code: 'ENOENT' }), 'x.yaml')).toBe('x.yaml cannot be read: there is no such file or folder');
    let bad: unknown;
    try {
      const pattern = ['('].join('');
      new RegExp(pattern);
    } catch (e) {
      bad = e;
    }
    const m = userMessage(bad, 'rules.txt');
    expect(m).toMatch(/^rules\.txt cannot be read: /);
    expect(m).not.toMatch(/Invalid regular expression/);
    expect(userMessage('a string', 'f')).not.toMatch(/undefined|\[object/);
  });

  it('guard turns a throwing parser into that message', () => {
    expect(guard(() => { throw new SyntaxError('Invalid regular expression: /(/: Unterminated group'); }, 'dump.txt').errors).toEqual([
      { message: 'dump.txt cannot be read: VFP Lab met something it did not expect (please report it, with the file)', msg: { id: 'error.cannotRead', args: { what: 'dump.txt', why: { id: 'why.unexpected', args: {} } } } },
    ]);
  });
});
