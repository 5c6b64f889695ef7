// A box that grows with what it holds but never gets shorter while `holdKey` stays the same (the
// inspector's step panel, issue 33: as each step's text took a line more or less, every section
// below it moved, most of the demo's layout shift on a desktop).
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

export function HoldHeight({ holdKey, children }: { holdKey: unknown; children: ReactNode }) {
  const inner = useRef<HTMLDivElement>(null);
  const [held, setHeld] = useState<{ key: unknown; px: number }>({ key: holdKey, px: 0 });
  // Measured before paint whenever what it holds changes (the step's text): a taller text raises the
  // floor in the frame that shows it; a new key starts again from what is there. Same state when
  // nothing grew, so no second render.
  useLayoutEffect(() => {
    const h = inner.current?.offsetHeight ?? 0;
    setHeld((s) => (s.key !== holdKey ? { key: holdKey, px: h } : h > s.px ? { key: holdKey, px: h } : s));
  }, [holdKey, children]);
  const px = held.key === holdKey ? held.px : 0;
  return (
    <div style={{ minHeight: px || undefined }}>
      <div ref={inner}>{children}</div>
    </div>
  );
}
