// <html lang> follows the chosen language (screen readers, hyphenation, fonts); a `lang` in a URL
// the user opens later (hashchange) switches too.
import { useEffect } from 'react';
import { langParam } from '../../state/lang';
import { useLang, useWorkshop } from './workshop';

export function useHtmlLang(): void {
  const lang = useLang();
  const { lang: store } = useWorkshop();
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  useEffect(() => {
    const onHash = () => {
      const asked = langParam(window.location.search, window.location.hash);
      if (asked) store.getState().setLang(asked);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [store]);
}
