// Issue 32 item 10: the instructor view says plainly what the screens hide and what they do not.
// An exercise's expected verdicts and hints, and a lesson's answers, are in the files the page
// loads (the share link, the browser's storage, the lesson catalogue's script): hidden, not secret.
import { useLessons, useT } from './workshop';
import '../i18n/words/lessons-en';

export function NotSecret() {
  const t = useT();
  const instructor = useLessons((s) => s.instructor);
  if (!instructor) return null;
  return (
    <p className="rounded-md border border-slate-300 bg-slate-50 p-2 text-xs text-slate-700 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-300" data-testid="not-secret">
      {t('lessons.notSecret')}
    </p>
  );
}
