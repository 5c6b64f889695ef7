// What redaction says where a guarantee could not be kept, and why a file was left out of the
// redacted export, as message values (issue 30). English here (the mapping's `notes`); the UI says
// the same ids in the user's language (ui/i18n/messages/redact.vi.ts).
import { msg, render, type MsgOf } from '../../core/message';

export const REDACT_EN = {
  'redact.shortName': (a: { kind: string; name: string }) => `${a.kind} name "${a.name}" is too short to redact safely; it was left as is`,
  'redact.poolFull': (a: { first: number }) => `no free /16 left under ${a.first}.x; some networks moved to another first octet`,
  'redact.seenLate': (a: { net: string }) => `${a.net}: part of it was mapped before it was seen whole; addresses inside may fall outside its replacement`,
  'redact.noBlock': (a: { net: string }) => `${a.net}: no free aligned block to move it to; addresses inside it are moved one /16 at a time`,
  'redact.binary': () => 'binary: it cannot be redacted as text',
  /** `why`: the scenario check's English (its first issue). */
  'redact.scenarioInvalid': (a: { why: string }) => `the redacted scenario is not valid (${a.why}); share the redacted files instead`,
} as const;

export type RedactMsg = MsgOf<typeof REDACT_EN>;
export const redactMsg = msg<typeof REDACT_EN>();

/** In English: the mapping's notes, the export's reasons. */
export const redactNoteText = (m: RedactMsg): string => render([REDACT_EN], m);

/** Where a redactor keeps its notes: the English and the values, item for item. */
export class RedactNotes {
  readonly notes: string[] = [];
  readonly noteMsgs: RedactMsg[] = [];
  add(m: RedactMsg): void {
    this.notes.push(redactNoteText(m));
    this.noteMsgs.push(m);
  }
}
