// render() looks ids up among a catalogue's own sentences only: a value read from a document or a
// link (a replayed node's origin) may name one of Object.prototype's methods.
import { describe, expect, it } from 'vitest';
import { render, type Catalogue, type Msg } from './message';

const EN = { 'x.who': (a: { who: string }) => `made by ${a.who}`, 'x.me': () => 'me' } satisfies Catalogue;

describe('render', () => {
  it('fills a nested value from the same catalogues', () => {
    expect(render([EN], { id: 'x.who', args: { who: { id: 'x.me', args: {} } } })).toBe('made by me');
  });

  it('says an id no catalogue holds as the id, an inherited name too, nested or not, without throwing', () => {
    for (const id of ['constructor', 'hasOwnProperty', 'valueOf', 'toString', '__proto__', 'x.unknown']) {
      expect(render([EN], { id, args: {} }), id).toBe(id);
      const nested: Msg = { id: 'x.who', args: { who: { id, args: {} } } };
      expect(render([EN], nested), id).toBe(`made by ${id}`);
    }
  });
});
