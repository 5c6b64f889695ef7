import { expect, it } from 'vitest';
import { loadBuiltin } from './app';
import { asExercise, expectHidden } from './exercise-authoring';
import { loadScenarioText } from '../io/scenario/load';
import { scenarioToYaml } from '../io/scenario/load';

it('turns the probes with an expect into goals, and the result loads as an exercise', () => {
  const s = loadBuiltin('talk-l2bridge')!;
  const ex = asExercise(s)!;
  expect(ex.exercise?.goals).toEqual(s.probes.map((p) => p.name));
  const again = loadScenarioText(scenarioToYaml(ex));
  expect(again.errors).toEqual([]);
  expect(again.value?.exercise?.goals).toEqual(ex.exercise?.goals);
  expect(asExercise({ ...s, probes: s.probes.map((p) => ({ ...p, expect: undefined })) })).toBeUndefined();
});

it('hides a goal expectation from a student, never from the instructor or outside an exercise', () => {
  const s = loadBuiltin('talk-l2bridge')!;
  const ex = asExercise(s)!;
  const goal = ex.exercise!.goals[0]!;
  expect(expectHidden(ex, goal, false)).toBe(true);
  expect(expectHidden(ex, goal, true)).toBe(false);
  expect(expectHidden(s, goal, false)).toBe(false);
  expect(expectHidden({ ...ex, exercise: { ...ex.exercise!, goals: [] } }, goal, false)).toBe(false);
});
