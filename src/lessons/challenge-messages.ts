// What a challenge's check says when a lesson asks for a rewrite its step does not make, as message
// values (src/core/message.ts): English here for the CLI's `validate`; Vietnamese in
// src/ui/i18n/messages/challenge.vi.ts.
import { msg, render, type Msg, type MsgOf } from '../core/message';

export const CHALLENGE_EN = {
  'challenge.noStep': (a: { rewrite: string; layer: string }) => `the focus probe's walk makes no ${a.rewrite}${a.layer ? ` in ${a.layer}` : ''}: there is nothing to challenge`,
  'challenge.otherLayer': (a: { step: number; layer: string; found: string }) => `step ${a.step} is in ${a.found || 'no layer'}, not ${a.layer}`,
  'challenge.noRewrite': (a: { step: number; rewrite: string }) => `step ${a.step} makes no ${a.rewrite}: a challenge asks for the header after a rewrite`,
  'challenge.unchanged': (a: { step: number; rewrite: string; fields: string }) => `the ${a.rewrite} of step ${a.step} does not write ${a.fields}: ask only for the fields the rewrite writes`,
  'challenge.noProbe': () => 'a challenge needs the probe whose walk it asks about (focus.probe)',
  'challenge.unwalkable': (a: { probe: string; why: string }) => `probe ${a.probe} does not walk: ${a.why}`,
};

export type ChallengeMsg = MsgOf<typeof CHALLENGE_EN>;
export const challengeMsg = msg<typeof CHALLENGE_EN>();
export const challengeEnglish = (m: Msg) => render([CHALLENGE_EN], m);
