// Lesson text as React elements: `code`, **strong** and *emphasis*, nothing else. The text is never
// parsed as HTML: a tag in it would show as the characters it is.
import type { ReactNode } from 'react';

function emphasis(text: string, key: string): ReactNode[] {
  const out: ReactNode[] = [];
  const re = /\*\*([^*]+)\*\*|\*([^*]+)\*/g;
  let last = 0;
  for (const m of text.matchAll(re)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    out.push(m[1] !== undefined ? <strong key={`${key}-${m.index}`}>{m[1]}</strong> : <em key={`${key}-${m.index}`}>{m[2]}</em>);
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

export function SafeText({ text }: { text: string }) {
  return (
    <>
      {text.split('`').map((part, i) =>
        i % 2 ? (
          <code key={i} className="rounded bg-slate-100 px-1 font-mono text-[0.9em] dark:bg-slate-800">
            {part}
          </code>
        ) : (
          emphasis(part, String(i))
        ),
      )}
    </>
  );
}
