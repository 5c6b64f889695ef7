// Text whose `backticked` parts are commands or names (the lessons write them so): shown in
// monospace, as the ui-guide asks for real names; and commands that wrap only at their separators.
import type { ReactNode } from 'react';
import { breakParts } from './break-parts';

export function Rich({ text }: { text: string }) {
  return (
    <>
      {text.split('`').map((part, i) =>
        i % 2 ? (
          <code key={i} className="font-mono text-[0.92em]">
            {part}
          </code>
        ) : (
          part
        ),
      )}
    </>
  );
}

/** A command that wraps only after its separators (see breakParts). */
export function breakable(cmd: string): ReactNode[] {
  return breakParts(cmd).flatMap((part, i) => (i ? [<wbr key={i} />, part] : [part]));
}
