// A whole trace as the JSON of design.md §4 (CLI --json, tests): its parts are in json.ts. Apart
// from them because it carries every assumption's text, which the app's first load does not need.
import { ASSUMPTIONS } from '../../core/assumptions';
import type { Trace } from '../../core/trace/trace';
import { eventJson, legJson, packetJson } from './json';

export function traceJson(probe: string, t: Trace, extra: Record<string, unknown> = {}) {
  const req = t.events.filter((e) => e.leg === 'request');
  const rep = t.events.filter((e) => e.leg === 'reply');
  return {
    probe,
    ...legJson(t.request, req),
    reply: t.reply ? { ...legJson(t.reply, rep), packet: packetJson(t.reply.packet) } : undefined,
    events: t.events.map((e, i) => eventJson(e, i + 1)),
    assumptions: t.assumptions.map((id) => ({ id, ...ASSUMPTIONS[id] })),
    ...extra,
  };
}

export type TraceJson = ReturnType<typeof traceJson>;
