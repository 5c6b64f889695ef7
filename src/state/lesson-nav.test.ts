// The lesson routes on top of the scenario navigator: #/lessons and #/lesson/<id> open them, any
// other route (the app's own #/ included) closes them and goes on to the scenario navigator.
import { describe, expect, it } from 'vitest';
import { createLessonStore } from './lesson-store';
import { memoryStorage } from './storage';
import { withLessons } from './lesson-nav';
import type { Navigator } from './navigation';
import type { Route } from './route';

function setup() {
  const followed: Route[] = [];
  const inner = { current: () => ({ kind: 'none' }), follow: (r: Route) => void followed.push(r), start: () => undefined } as unknown as Navigator;
  const lessons = createLessonStore(memoryStorage());
  return { nav: withLessons(inner, lessons, '#/'), lessons, followed };
}

describe('withLessons', () => {
  it('opens the list on #/lessons and names it in the address bar', () => {
    const { nav, lessons, followed } = setup();
    nav.follow({ kind: 'lessons' });
    expect(lessons.getState().view).toBe('list');
    expect(nav.current()).toEqual({ kind: 'lessons' });
    expect(followed).toEqual([]);
  });

  it.each<Route>([{ kind: 'none' }, { kind: 'scenario', id: 'talk-l2bridge' }])('closes the list on $kind (the list\'s "Back to the app" links to #/)', (route) => {
    const { nav, lessons, followed } = setup();
    nav.follow({ kind: 'lessons' });
    nav.follow(route);
    expect(lessons.getState().view).toBe('closed');
    expect(followed).toEqual([route]);
  });
});
