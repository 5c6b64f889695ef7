// Every built-in exercise is broken and its solution is not: `npm run trace -- FILE --check` exits 1
// on the exercise and 0 on its solution, and Check in the browser (checkGoals) says the same.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { parseArgs } from '../cli/args';
import { traceCommand } from '../cli/trace';
import { checkGoals, goalProbes } from '../cluster/exercise-check';
import { hasAllLangs } from '../cluster/scenario/exercise';
import { loadScenarioText } from '../io/scenario/load';

const dir = new URL('./exercises/', import.meta.url);
const exercises = readdirSync(dir).filter((f) => f.endsWith('.yaml') && !f.endsWith('.solution.yaml'));

function check(file: string): number {
  const quiet = [vi.spyOn(console, 'log').mockImplementation(() => {}), vi.spyOn(console, 'error').mockImplementation(() => {})];
  try {
    return traceCommand(parseArgs([new URL(file, dir).pathname, '--check']));
  } finally {
    quiet.forEach((s) => s.mockRestore());
  }
}

it('ships at least six exercises, each with its solution', () => {
  expect(exercises.length).toBeGreaterThanOrEqual(6);
  for (const f of exercises) expect(readdirSync(dir)).toContain(f.replace(/\.yaml$/, '.solution.yaml'));
});

describe.each(exercises)('exercise %s', (file) => {
  const broken = loadScenarioText(readFileSync(new URL(file, dir), 'utf8'));
  const solution = loadScenarioText(readFileSync(new URL(file.replace(/\.yaml$/, '.solution.yaml'), dir), 'utf8'));

  it('loads, is named after its file, and speaks English and Vietnamese', () => {
    expect(broken.errors).toEqual([]);
    const s = broken.value!;
    expect(`${s.metadata.name}.yaml`).toBe(file);
    const ex = s.exercise!;
    expect([ex.title, ex.brief, ...ex.hints].filter((t) => !hasAllLangs(t))).toEqual([]);
  });

  it('trace --check exits 1 on the exercise and 0 on its solution', () => {
    expect(check(file)).toBe(1);
    expect(check(file.replace(/\.yaml$/, '.solution.yaml'))).toBe(0);
  });

  it("Check fails on the exercise and passes on the solution, with the exercise's own goals", () => {
    const goals = goalProbes(broken.value!);
    expect(checkGoals(broken.value!, goals).some((r) => !r.pass)).toBe(true);
    expect(checkGoals(solution.value!, goals).every((r) => r.pass)).toBe(true);
    // Deleting the goal probes does not make them pass.
    expect(checkGoals({ ...broken.value!, probes: [] }, goals).some((r) => !r.pass)).toBe(true);
  });
});

it('a goal must name a probe with an expect (file:line: field)', () => {
  const text = readFileSync(new URL(exercises[0]!, dir), 'utf8').replace(/goals: \[([^\]]*)\]/, 'goals: [nope]');
  const r = loadScenarioText(text);
  expect(r.errors[0]).toMatchObject({ field: 'exercise.goals[0]', message: 'no probe is named "nope"' });
  expect(r.errors[0]?.line).toBeGreaterThan(1);
});

it('npm run validate names the file, line and field of a bad lesson (exit 2), and passes every shipped lesson', async () => {
  const { validateCommand } = await import('../cli/validate');
  const { mkdtempSync, writeFileSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const lessons = new URL('./lessons/', import.meta.url);
  const good = readdirSync(lessons).filter((f) => f.endsWith('.yaml'));
  const bad = `${mkdtempSync(`${tmpdir()}/vfp-lesson-`)}/bad.yaml`;
  writeFileSync(bad, readFileSync(new URL(good[0]!, lessons), 'utf8').replace(/^scenario: .*$/m, 'scenario: talk-l2bridge\nsteps2: []'));
  const err: string[] = [];
  const spies = [vi.spyOn(console, 'log').mockImplementation(() => {}), vi.spyOn(console, 'error').mockImplementation((m: string) => void err.push(m))];
  try {
    expect(validateCommand(parseArgs([bad]))).toBe(2);
    expect(err.join('\n')).toMatch(new RegExp(`^${bad.replace(/[.]/g, '\\.')}:\\d+: error: steps2: unknown field "steps2"$`, 'm'));
    expect(validateCommand(parseArgs(good.map((f) => new URL(f, lessons).pathname)))).toBe(0);
  } finally {
    spies.forEach((s) => s.mockRestore());
  }
});
