// The lesson routes (#/lessons, #/lesson/<id>?step=<n>) on top of the scenario navigator: while a
// lesson is open the address bar names the lesson and its step; any other route closes it.
import type { Navigator } from './navigation';
import type { LessonStore } from './lesson-store';
import { parseRoute, type Route } from './route';

export function withLessons(inner: Navigator, lessons: LessonStore, initialHash: string): Navigator {
  const openRoute = (r: Route): boolean => {
    if (r.kind === 'lessons') lessons.getState().showList();
    else if (r.kind === 'lesson') lessons.getState().open(r.id, r.step);
    else return false;
    return true;
  };
  return {
    ...inner,
    current: () => {
      const s = lessons.getState();
      if (s.view === 'list') return { kind: 'lessons' };
      if (s.view === 'lesson' && s.id) return { kind: 'lesson', id: s.id, step: s.step > 1 ? s.step : undefined };
      return inner.current();
    },
    follow: (route) => {
      if (openRoute(route)) return undefined;
      // Any other route closes them, the app's own (#/) too: the list's "Back to the app" is a link to it.
      lessons.getState().close();
      return inner.follow(route);
    },
    start: () => {
      if (!openRoute(parseRoute(initialHash))) inner.start();
    },
  };
}
