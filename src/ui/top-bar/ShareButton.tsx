// Copies a permalink to this scenario, probe and step (design.md §4): a built-in scenario left
// unedited links by id; anything else (an edit, an ad-hoc probe) travels in the link itself.
import { useRef, useState } from 'react';
import { useApp } from '../app-context';
import { shareRoute } from '../../state/navigation';
import { formatRoute } from '../../state/route';
import { LinkIcon } from '../common/icons';

export function ShareButton({ className }: { className: string }) {
  const app = useApp();
  const [said, setSaid] = useState<{ text: string; error?: boolean }>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const share = async () => {
    const r = shareRoute(app);
    clearTimeout(timer.current);
    if ('error' in r) {
      setSaid({ text: r.error, error: true });
      return;
    }
    const url = `${window.location.origin}${window.location.pathname}${formatRoute(r.route)}`;
    try {
      await navigator.clipboard.writeText(url);
      setSaid({ text: 'Link copied' });
    } catch {
      // No clipboard (permissions, insecure origin): show the link to copy by hand.
      setSaid({ text: url });
    }
    timer.current = setTimeout(() => setSaid(undefined), 6000);
  };
  return (
    <>
      <button type="button" className={className} onClick={share} title="Copy a link to this scenario, probe and step" data-testid="share">
        <LinkIcon /> Share
      </button>
      {said && (
        <span role="status" className={`max-w-[16rem] truncate text-sm ${said.error ? 'text-rose-700 dark:text-rose-400' : 'text-slate-600 dark:text-slate-300'}`} title={said.text} data-testid="share-status">
          {said.text}
        </span>
      )}
    </>
  );
}
