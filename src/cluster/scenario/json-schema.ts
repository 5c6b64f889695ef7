// The JSON Schema of the Scenario format, generated from the zod schema (published as
// public/scenario.schema.json, so editors can validate and complete scenario files).
import { z } from 'zod';
import { scenarioSchema } from './schema';

export function scenarioJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(scenarioSchema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return {
    ...schema,
    // Relative: a validator resolves it against where it loaded the file (the served app, a clone), so
    // lesson.schema.json's $ref to it works from there (issue 29: a made-up host broke that).
    $id: 'scenario.schema.json',
    title: 'VFP Lab scenario (vfp-lab/v1)',
    description: 'A Kubernetes cluster with Windows nodes, as VFP Lab simulates it. See the README for every field and its default.',
  };
}
