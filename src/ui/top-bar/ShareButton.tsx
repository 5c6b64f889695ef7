// Copies a permalink to this scenario, probe and step (design.md §4): a built-in scenario left
// unedited links by id; anything else (an edit, an ad-hoc probe) travels in the link itself.
// A scenario replayed from a node's dumps carries that node's real addresses and names, so the
// button asks first and offers Import mode's redaction instead.
import { useEffect, useRef, useState } from 'react';
import { useApp } from '../app-context';
import { shareRoute } from '../../state/navigation';
import { loadValidation } from '../../state/validation';
import { formatRoute } from '../../state/route';
import { LinkIcon, ShieldIcon } from '../common/icons';
import { focusRing } from '../common/controls';
import { scrollIntoViewSettled } from '../common/scroll';
import { useT } from '../i18n/use-t';
import { useNarrationLang } from '../i18n/narration';
import { sayNotice } from '../i18n/messages/notices-say';
import '../i18n/words/trace-en';

type Said = { text: string; tone: 'info' | 'error' } | { tone: 'ask' };

export function ShareButton({ className }: { className: string }) {
  const app = useApp();
  const t = useT();
  const lang = useNarrationLang();
  const [said, setSaid] = useState<Said>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const say = (s: Said | undefined, forMs?: number) => {
    clearTimeout(timer.current);
    setSaid(s);
    if (forMs) timer.current = setTimeout(() => setSaid(undefined), forMs);
  };
  const copy = async () => {
    await loadValidation(); // the share codec
    const r = shareRoute(app);
    if ('error' in r) return say({ text: sayNotice(lang, r.error), tone: 'error' });
    const url = `${window.location.origin}${window.location.pathname}${formatRoute(r.route)}`;
    try {
      await navigator.clipboard.writeText(url);
      say({ text: t('trace.share.copied'), tone: 'info' }, 6000);
    } catch {
      // No clipboard (permissions, insecure origin): show the link to copy by hand.
      say({ text: url, tone: 'info' }, 6000);
    }
  };
  const asking = said?.tone === 'ask';
  // Escape closes the question, as it would a menu.
  useEffect(() => {
    if (!asking) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      setSaid(undefined);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [asking]);
  const share = () => {
    if (asking) say(undefined);
    else if (app.scenario.getState().source.kind === 'import') say({ tone: 'ask' });
    else void copy();
  };
  const redactFirst = () => {
    say(undefined);
    app.ui.getState().set('mode', 'import');
    // The Import panel mounts with this render: then bring its redaction section into view.
    scrollIntoViewSettled(() => document.querySelector('[data-testid="import-redact"]'));
  };
  const small = `rounded px-2 py-0.5 text-sm font-medium underline underline-offset-2 hover:bg-amber-100 dark:hover:bg-amber-900/40 ${focusRing}`;
  return (
    <div className="relative flex items-center gap-2">
      <button type="button" className={className} onClick={share} title={t('trace.share.title')} data-testid="share">
        {/* Under 1280 px the word gives its room to the bar (the Vietnamese bar overflowed at 1024;
            the title and screen readers still say it). */}
        <LinkIcon /> <span className="max-[1279px]:sr-only">{t('trace.share')}</span>
      </button>
      {said?.tone === 'ask' && (
        <div role="status" className="absolute right-0 top-full z-30 mt-2 w-72 rounded-md border border-amber-500 bg-amber-50 p-3 text-sm text-amber-950 shadow-lg dark:bg-amber-950 dark:text-amber-50" data-testid="share-status">
          <p className="flex gap-2">
            <ShieldIcon className="mt-0.5 shrink-0" />
            <span>{t('trace.share.realNode')}</span>
          </p>
          <div className="mt-2 flex justify-end gap-1">
          <button type="button" className={small} onClick={redactFirst} data-testid="share-redact-first">
            {t('trace.share.redactFirst')}
          </button>
          <button type="button" className={small} onClick={() => void copy()} data-testid="share-anyway">
            {t('trace.share.copyAnyway')}
          </button>
          </div>
        </div>
      )}
      {said && said.tone !== 'ask' && (
        <span role="status" className={`max-w-[16rem] truncate text-sm ${said.tone === 'error' ? 'text-rose-700 dark:text-rose-400' : 'text-slate-600 dark:text-slate-300'}`} title={said.text} data-testid="share-status">
          {said.text}
        </span>
      )}
    </div>
  );
}
