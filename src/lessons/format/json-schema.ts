// The JSON Schema of lesson files (public/lesson.schema.json): a Lesson, or an exercise, which is a
// scenario with an `exercise` block (its full schema is scenario.schema.json).
import { z } from 'zod';
import { lessonSchema } from './schema';

export function lessonJsonSchema(): Record<string, unknown> {
  const lesson = z.toJSONSchema(lessonSchema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  delete lesson.$schema;
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    // Relative, as scenario.schema.json's: the $ref below resolves next to wherever this file was loaded from.
    $id: 'lesson.schema.json',
    title: 'VFP Lab lesson or exercise (vfp-lab/v1)',
    description: 'A lesson (kind: Lesson) steps through a built-in scenario; an exercise is a Scenario with an exercise block (goals: probe names whose expect stays hidden until Check; hints).',
    anyOf: [lesson, { $ref: 'scenario.schema.json' }],
  };
}
