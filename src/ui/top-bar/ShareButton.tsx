// Copies a permalink to this scenario, probe and step (design.md §4): a built-in scenario left
// unedited links by id, anything else travels in the link itself.
import { useState } from 'react';
import { useApp } from '../app-context';
import { encodeShare } from '../../io/share/link';
import { formatRoute } from '../../state/route';
import { LinkIcon } from '../common/icons';

export function ShareButton({ className }: { className: string }) {
  const app = useApp();
  const [copied, setCopied] = useState<string>();
  const share = async () => {
    const st = app.scenario.getState();
    const probe = app.player.getState().probe?.name;
    const step = app.playhead.getState().step || undefined;
    const hash = st.source.kind === 'builtin' && st.past.length === 0 ? formatRoute({ kind: 'scenario', id: st.source.id, probe, step }) : formatRoute({ kind: 'share', data: encodeShare(st.scenario), probe, step });
    const url = `${window.location.origin}${window.location.pathname}${hash}`;
    try {
      await navigator.clipboard.writeText(url);
      setCopied('Link copied');
    } catch {
      setCopied(url);
    }
    setTimeout(() => setCopied(undefined), 4000);
  };
  return (
    <>
      <button type="button" className={className} onClick={share} title="Copy a link to this scenario, probe and step" data-testid="share">
        <LinkIcon /> Share
      </button>
      {copied && (
        <span role="status" className="max-w-[16rem] truncate text-xs text-slate-600 dark:text-slate-300">
          {copied}
        </span>
      )}
    </>
  );
}
