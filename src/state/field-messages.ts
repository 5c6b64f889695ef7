// What a form field says when its text does not parse (field-text.ts), as message values
// (src/core/message.ts); Vietnamese in src/ui/i18n/messages/refusals.vi.ts. What the user typed
// stays in the holes as typed.
import { msg, type MsgOf } from '../core/message';

export const FIELD_EN = {
  'field.notLabel': (a: { part: string }) => `"${a.part}" is not a label: write key=value, separated by commas (app=web, tier=front)`,
  'field.labelSpaces': (a: { part: string }) => `"${a.part}": labels have no spaces`,
  'field.labelTwice': (a: { key: string }) => `the label ${a.key} is given twice`,
  'field.wholeNumber': () => 'enter a whole number, such as 80',
};

export type FieldMsg = MsgOf<typeof FIELD_EN>;
export const fieldMsg = msg<typeof FIELD_EN>();
