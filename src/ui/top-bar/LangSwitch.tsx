// EN | VI in the top bar; the choice is remembered across visits (state/lang.ts). Each button is at
// least 28×24 CSS px (WCAG 2.2 target size, issue 33).
import { LANGS } from '../../cluster/scenario/exercise';
import { focusRing } from '../common/controls';
import { useLang, useT, useWorkshop } from '../lessons/workshop';

export function LangSwitch() {
  const lang = useLang();
  const t = useT();
  const { lang: store } = useWorkshop();
  return (
    <div role="group" aria-label={t('top.language')} className="flex rounded-md border border-slate-300 p-0.5 text-xs font-semibold dark:border-slate-600" data-testid="lang-switch">
      {LANGS.map((l) => (
        <button
          key={l}
          type="button"
          lang={l}
          aria-pressed={lang === l}
          onClick={() => store.getState().setLang(l)}
          className={`inline-flex h-6 min-w-7 items-center justify-center rounded px-1.5 uppercase ${focusRing} ${lang === l ? 'bg-slate-800 text-white dark:bg-slate-200 dark:text-slate-900' : 'hover:bg-slate-100 dark:hover:bg-slate-800'}`}
          data-testid={`lang-${l}`}
        >
          {l === 'en' ? 'EN' : 'VI'}
        </button>
      ))}
    </div>
  );
}
