// <html lang> follows the chosen language (screen readers, hyphenation, fonts).
import { useEffect } from 'react';
import { useLang } from './workshop';

export function useHtmlLang(): void {
  const lang = useLang();
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
}
