import { expect, it } from 'vitest';
import { loadBuiltin } from './app';
import { asExercise } from './exercise-authoring';
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
