// Hash routes (design.md §4): permalinks are shared in slides and tickets, keep them working.
//   #/scenario/<id>[?probe=<name>&step=<n|end>]   a built-in scenario
//   #/share/v1.<data>[?probe=...&step=...]        a user's scenario in the link
//   #/lessons · #/lesson/<id>[?step=<n>]          the lessons and exercises (step counts from 1)
//   any of them may add &view=key (key steps only) and &presenter=1 (open in Presenter mode)
export type Step = number | 'end';

/** How a link asks the page to show the trace: key steps only, Presenter mode. */
export interface ShowParams {
  view?: 'key';
  presenter?: boolean;
}

export type Route =
  | ({ kind: 'scenario'; id: string; probe?: string; step?: Step } & ShowParams)
  | ({ kind: 'share'; data: string; probe?: string; step?: Step } & ShowParams)
  | ({ kind: 'lessons' } & ShowParams)
  | ({ kind: 'lesson'; id: string; step?: number } & ShowParams)
  | { kind: 'none' };

function parseStep(v: string | null): Step | undefined {
  if (v === null) return undefined;
  if (v === 'end') return 'end';
  return /^\d+$/.test(v) && Number(v) >= 1 ? Number(v) : undefined;
}

/** A path segment as the link wrote it when it is not a valid escape (a stray `%`): the id is then
 * unknown, which the page says, instead of a URIError that left it blank (issue 32 item 7). */
function decodeSegment(x: string): string {
  try {
    return decodeURIComponent(x);
  } catch {
    return x;
  }
}

export function parseRoute(hash: string): Route {
  const h = hash.replace(/^#/, '');
  const q = h.indexOf('?');
  const path = q >= 0 ? h.slice(0, q) : h;
  const params = new URLSearchParams(q >= 0 ? h.slice(q + 1) : '');
  const probe = params.get('probe') ?? undefined;
  const step = parseStep(params.get('step'));
  const show: ShowParams = {};
  if (params.get('view') === 'key') show.view = 'key';
  if (params.get('presenter') === '1') show.presenter = true;
  const m = /^\/scenario\/([^/?#]+)$/.exec(path);
  if (m) return { kind: 'scenario', id: decodeSegment(m[1]!), probe, step, ...show };
  const s = /^\/share\/([^/?#]+)$/.exec(path);
  if (s) return { kind: 'share', data: s[1]!, probe, step, ...show };
  if (path === '/lessons') return { kind: 'lessons', ...show };
  const l = /^\/lesson\/([^/?#]+)$/.exec(path);
  if (l) return { kind: 'lesson', id: decodeSegment(l[1]!), step: typeof step === 'number' ? step : undefined, ...show };
  return { kind: 'none' };
}

export function formatRoute(r: Route): string {
  if (r.kind === 'none') return '#/';
  if (r.kind === 'lessons') return '#/lessons';
  if (r.kind === 'lesson') return `#/lesson/${encodeURIComponent(r.id)}${r.step ? `?step=${r.step}` : ''}`;
  const params = new URLSearchParams();
  if (r.probe) params.set('probe', r.probe);
  if (r.step !== undefined) params.set('step', String(r.step));
  if (r.view) params.set('view', r.view);
  if (r.presenter) params.set('presenter', '1');
  const qs = params.toString();
  const path = r.kind === 'scenario' ? `/scenario/${encodeURIComponent(r.id)}` : `/share/${r.data}`;
  return `#${path}${qs ? `?${qs}` : ''}`;
}
