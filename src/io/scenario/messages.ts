// What a YAML or JSON document checked by a schema (located.ts: scenario and lesson files) says in
// its own words, as message values (issue 30); a wrong type and a missing field are the scenario
// schema's values (cluster/scenario/schema-messages.ts), zod's other words io/zod-messages.ts'.
// English here; the UI says the same ids in the user's language (ui/i18n/messages/located.vi.ts).
import { msg, render, type Msg, type MsgOf } from '../../core/message';
import { SCHEMA_EN } from '../../cluster/scenario/schema-messages';
import { ZOD_EN } from '../zod-messages';

export const LOCATED_EN = {
  'located.scenario': () => 'a scenario',
  'located.lesson': () => 'a lesson',
  /** `what`: located.scenario or located.lesson. */
  'located.notObject': (a: { what: string }) => `${a.what} is a YAML or JSON object with apiVersion, kind and metadata`,
  /** `names`: each quoted, joined with ", ". */
  'located.unknownField': (a: { names: string }) => `unknown field ${a.names}`,
  'located.unknownFields': (a: { names: string }) => `unknown fields ${a.names}`,
} as const;

export type LocatedMsg = MsgOf<typeof LOCATED_EN>;
export const locatedMsg = msg<typeof LOCATED_EN>();

/** In English, with the catalogues its holes come from. */
export const locatedText = (m: Msg): string => render([LOCATED_EN, SCHEMA_EN, ZOD_EN], m);
