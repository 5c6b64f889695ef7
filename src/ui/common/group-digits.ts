// Whole numbers with thousands commas, as `n.toLocaleString('en')` writes them, without Intl: the
// first Intl call of a page loads its locale data, a long task in the middle of the demo's playback
// when the load balancer's panel first draws (issue 16).
import type { Lang } from '../../state/lang';

export function groupDigits(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString('en');
  const digits = String(Math.abs(n));
  let out = '';
  for (let i = digits.length; i > 0; i -= 3) out = `${digits.slice(Math.max(0, i - 3), i)}${out ? `,${out}` : ''}`;
  return n < 0 ? `-${out}` : out;
}

/** The same in the UI's language: Vietnamese groups with dots (1.234.567), as toLocaleString('vi'). */
export function groupDigitsIn(n: number, lang: Lang): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString(lang);
  const en = groupDigits(n);
  return lang === 'vi' ? en.replaceAll(',', '.') : en;
}
