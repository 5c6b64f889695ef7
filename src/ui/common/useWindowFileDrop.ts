// Files dropped anywhere on the page. While files are dragged over the window the hook reports it,
// so the caller can show what dropping will do. Used by the top bar (a scenario file) and by
// Import mode (a node's dumps); only one of them is enabled at a time.
import { useEffect, useState } from 'react';

const hasFiles = (e: DragEvent) => !!e.dataTransfer && [...e.dataTransfer.types].includes('Files');

export function useWindowFileDrop(enabled: boolean, onDrop: (data: DataTransfer) => void): boolean {
  const [over, setOver] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    // dragenter/dragleave fire for every child crossed: count them to know when the page is left.
    let depth = 0;
    const enter = (e: DragEvent) => {
      if (!hasFiles(e)) return;
      depth++;
      setOver(true);
    };
    const leave = (e: DragEvent) => {
      if (!hasFiles(e)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setOver(false);
    };
    const overPage = (e: DragEvent) => {
      if (hasFiles(e)) e.preventDefault();
    };
    const drop = (e: DragEvent) => {
      if (!hasFiles(e) || !e.dataTransfer) return;
      e.preventDefault();
      depth = 0;
      setOver(false);
      onDrop(e.dataTransfer);
    };
    window.addEventListener('dragenter', enter);
    window.addEventListener('dragleave', leave);
    window.addEventListener('dragover', overPage);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragenter', enter);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('dragover', overPage);
      window.removeEventListener('drop', drop);
    };
  }, [enabled, onDrop]);
  return over && enabled;
}
