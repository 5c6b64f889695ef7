import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatRoute, parseRoute, type Route } from './route';

describe('route (design.md §4 permalinks)', () => {
  it.each<[string, Route]>([
    ['#/scenario/talk-l2bridge', { kind: 'scenario', id: 'talk-l2bridge', probe: undefined, step: undefined }],
    ['#/scenario/talk-l2bridge?probe=pod-to-service&step=7', { kind: 'scenario', id: 'talk-l2bridge', probe: 'pod-to-service', step: 7 }],
    ['#/scenario/talk-l2bridge?probe=pod-to-service&step=end', { kind: 'scenario', id: 'talk-l2bridge', probe: 'pod-to-service', step: 'end' }],
    ['#/share/v1.abc-_?probe=x&step=3', { kind: 'share', data: 'v1.abc-_', probe: 'x', step: 3 }],
    ['#/scenario/talk-l2bridge?probe=p&step=13&view=key&presenter=1', { kind: 'scenario', id: 'talk-l2bridge', probe: 'p', step: 13, view: 'key', presenter: true }],
    ['#/scenario/t?probe=p&view=all&presenter=yes', { kind: 'scenario', id: 't', probe: 'p', step: undefined }],
    ['', { kind: 'none' }],
    ['#/', { kind: 'none' }],
    ['#/elsewhere/x', { kind: 'none' }],
  ])('parses %s', (hash, route) => {
    expect(parseRoute(hash)).toEqual(route);
  });

  it.each(['0', '-1', '1.5', 'two', ''])('ignores the invalid step "%s" (steps count from 1)', (step) => {
    expect(parseRoute(`#/scenario/a?probe=p&step=${step}`)).toMatchObject({ kind: 'scenario', probe: 'p', step: undefined });
  });

  it.each<Route>([
    { kind: 'scenario', id: 'talk-l2bridge', probe: 'pod-to-service', step: 12 },
    { kind: 'scenario', id: 'talk-l2bridge', probe: 'a probe & more', step: 'end' },
    { kind: 'scenario', id: 'odd id/with slash', probe: undefined, step: undefined },
    { kind: 'share', data: 'v1.eJzLSM3JyVcozy_KSQEAGgQEXQ', probe: 'adhoc', step: 1 },
    { kind: 'scenario', id: 'talk-l2bridge', probe: 'pod-to-service', step: 13, view: 'key', presenter: true },
    { kind: 'none' },
  ])('round-trips %j', (route) => {
    expect(parseRoute(formatRoute(route))).toEqual(route);
  });

  it('writes the parameters in the documented order', () => {
    expect(formatRoute({ kind: 'scenario', id: 'talk-l2bridge', probe: 'pod-to-service', step: 'end' })).toBe('#/scenario/talk-l2bridge?probe=pod-to-service&step=end');
  });
});

describe('lesson routes', () => {
  it('round-trips #/lessons and #/lesson/<id>?step=<n>', () => {
    expect(parseRoute('#/lessons')).toEqual({ kind: 'lessons' });
    expect(parseRoute('#/lesson/pod-to-pod-one-node?step=3&lang=vi')).toEqual({ kind: 'lesson', id: 'pod-to-pod-one-node', step: 3 });
    expect(parseRoute('#/lesson/x?step=end')).toEqual({ kind: 'lesson', id: 'x', step: undefined });
    expect(formatRoute({ kind: 'lesson', id: 'a', step: 2 })).toBe('#/lesson/a?step=2');
    expect(formatRoute({ kind: 'lesson', id: 'a' })).toBe('#/lesson/a');
    expect(formatRoute({ kind: 'lessons' })).toBe('#/lessons');
  });
});

describe('links with a stray % (issue 32 item 7)', () => {
  it('keeps the id as written instead of throwing, so the page can say it is unknown', () => {
    expect(parseRoute('#/scenario/talk%zz')).toEqual({ kind: 'scenario', id: 'talk%zz', probe: undefined, step: undefined });
    expect(parseRoute('#/lesson/a%E0%A4%A?step=2')).toEqual({ kind: 'lesson', id: 'a%E0%A4%A', step: 2 });
    expect(parseRoute('#/scenario/dsr?probe=%')).toMatchObject({ kind: 'scenario', id: 'dsr', probe: '%' });
  });
  it('never throws, whatever the hash', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), fc.constantFrom('#/scenario/', '#/lesson/', '#/share/', '#'), (s, prefix) => {
      expect(() => parseRoute(prefix + s)).not.toThrow();
    }));
  });
});
