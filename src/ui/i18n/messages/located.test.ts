// A scenario or lesson file's own words, and zod's, as message values (issue 30): every id says
// something in both languages with no hole left, and what the scenario reader says of the crafted
// files and links is a value whose English is the problem's message.
import { describe, expect, it } from 'vitest';
import { render, type Msg } from '../../../core/message';
import { SCHEMA_EN } from '../../../cluster/scenario/schema-messages';
import { loadLocated } from '../../../io/scenario/located';
import { loadScenarioText } from '../../../io/scenario/load';
import { LOCATED_EN, locatedMsg } from '../../../io/scenario/messages';
import { decodeShare } from '../../../io/share/link';
import { ZOD_EN, zodReason, zodText } from '../../../io/zod-messages';
import { lessonSchema } from '../../../lessons/format/schema';
import { loadNarrationVi } from '../narration';
import { CRAFTED_LINKS, CRAFTED_SCENARIOS } from '../narration/messages-io.crafted';
import { expectSaid, idsOf } from './dumps.testing';
import { LOCATED_VI, ZOD_VI } from './located.vi';
import { SCHEMA_VI } from './schema.vi';
import { sayIssue } from './scenario-say';

const EN = [LOCATED_EN, ZOD_EN, SCHEMA_EN];
const VI = [LOCATED_VI, ZOD_VI, SCHEMA_VI];

/** What zod says of values it refuses, as it says it. */
const ZOD_WORDS = [
  'Invalid input: expected number, received string',
  'Invalid input',
  'Invalid option: expected one of "linux"|"windows"',
  'Too big: expected number to be <=9000',
  'Too small: expected number to be >=0',
  'Too small: expected string to have >=1 characters',
  'Too big: expected string to have <=63 characters',
  'Too small: expected array to have >=2 items',
  'Too big: expected array to have <=4 items',
];

describe("a schema-checked file's catalogue, and zod's words", () => {
  it('have every id in Vietnamese and no other', () => {
    expect(Object.keys(LOCATED_VI).sort()).toEqual(Object.keys(LOCATED_EN).sort());
    expect(Object.keys(ZOD_VI).sort()).toEqual(Object.keys(ZOD_EN).sort());
  });

  it('every id renders in both languages, holes filled, values kept, Vietnamese not English', () => {
    for (const id of [...Object.keys(LOCATED_EN), ...Object.keys(ZOD_EN)]) {
      const m: Msg = { id, args: { what: locatedMsg('located.scenario', {}), names: '"foo", "bar"', want: 'number', got: 'string', options: '"linux"|"windows"', t: 'number', n: '9000', text: 'Something zod 5 says' } };
      expectSaid(id, render(EN, m), render(VI, m));
    }
  });

  it('reads zod’s words into ids, every one but another wording, and keeps their English', () => {
    const ids = new Set<string>();
    for (const w of ZOD_WORDS) {
      const m = zodReason(w);
      ids.add(m.id);
      expect(zodText(m)).toBe(w);
    }
    expect(zodReason('Something zod 5 says')).toEqual({ id: 'zod.text', args: { text: 'Something zod 5 says' } });
    expect(Object.keys(ZOD_EN).filter((id) => !ids.has(id))).toEqual(['zod.text']);
  });

  it('what the reader says of the crafted scenarios, links and a lesson that is no object is a value whose English is the message', () => {
    const ids = new Set<string>();
    const problems = [
      ...Object.values(CRAFTED_SCENARIOS).flatMap((t) => loadScenarioText(t).errors),
      ...Object.values(CRAFTED_LINKS).flatMap((l) => decodeShare(l).errors),
      ...loadScenarioText('apiVersion: vfp-lab/v1\nkind: Scenario\nmetadata: {name: x}\nnodes: 5\nextra: 1\n').errors,
      ...loadLocated('- a\n', lessonSchema, locatedMsg('located.lesson', {})).errors,
    ];
    for (const p of problems) {
      if (!p.msg || ![...Object.keys(LOCATED_EN), ...Object.keys(ZOD_EN), 'schema.required', 'schema.expected'].includes(p.msg.id)) continue;
      idsOf(p.msg, ids);
      expect(render(EN, p.msg)).toBe(p.message);
      expectSaid(p.msg.id, p.message, render(VI, p.msg));
    }
    expect(Object.keys(LOCATED_EN).filter((id) => !ids.has(id))).toEqual([]);
    expect(ids.has('schema.required') && ids.has('schema.expected') && ids.has('zod.option') && ids.has('zod.atMost')).toBe(true);
  });

  it('Build mode says a scenario file’s problem in Vietnamese', async () => {
    await loadNarrationVi();
    const [p] = loadScenarioText(CRAFTED_SCENARIOS.unknown!).errors;
    expect(p!.message).toBe('unknown field "foo"');
    expect(sayIssue('en', p!)).toBe('unknown field "foo"');
    expect(sayIssue('vi', p!)).toBe('field lạ "foo"');
  });
});
