// The JSON Schema of the Scenario format, generated from the zod schema (published as
// public/scenario.schema.json, so editors can validate and complete scenario files).
import { z } from 'zod';
import { scenarioSchema } from './schema';

export function scenarioJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(scenarioSchema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return {
    ...schema,
    $id: 'https://vfp-lab.example/scenario.schema.json',
    title: 'VFP Lab scenario (vfp-lab/v1)',
    description: 'A Kubernetes cluster with Windows nodes, as VFP Lab simulates it. See the README for every field and its default.',
  };
}
