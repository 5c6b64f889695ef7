// The notices the state layer words in English (a link that could not be opened, a scenario too
// large for a link), said in the chosen language: each known shape maps to a dictionary key with
// its values; anything else (a validator's own message) is shown as it is.
import type { Key } from '../i18n/t';
import type { T } from '../i18n/use-t';
import '../i18n/words/trace-en';

const SHAPES: { re: RegExp; key: Key; vars: string[] }[] = [
  { re: /^There is no built-in scenario "(.*)"\.$/s, key: 'trace.notice.noBuiltin', vars: ['id'] },
  { re: /^The shared link could not be opened: (.*)$/s, key: 'trace.notice.badLink', vars: ['why'] },
  { re: /^This scenario is larger than (\d+) KB, the most a link carries: save it as a file instead\.$/s, key: 'trace.notice.tooLarge', vars: ['kb'] },
];

export function noticeIn(t: T, text: string): string {
  for (const { re, key, vars } of SHAPES) {
    const m = re.exec(text);
    if (m) return t(key, Object.fromEntries(vars.map((v, i) => [v, m[i + 1]!])));
  }
  return text;
}
