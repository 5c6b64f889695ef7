import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scenarioJsonSchema } from './json-schema';

describe('the published JSON Schema', () => {
  it('is the one generated from the zod schema (run `npm run schema` after changing it)', () => {
    const published = JSON.parse(readFileSync(new URL('../../../public/scenario.schema.json', import.meta.url), 'utf8'));
    expect(published).toEqual(scenarioJsonSchema());
  });

  it('describes the contract fields and refuses unknown ones', () => {
    const s = scenarioJsonSchema() as { properties: Record<string, unknown>; additionalProperties: unknown; required: string[] };
    expect(Object.keys(s.properties)).toEqual(['apiVersion', 'kind', 'metadata', 'cluster', 'nodes', 'namespaces', 'pods', 'services', 'networkPolicies', 'externals', 'probes', 'exercise']);
    expect(s.additionalProperties).toBe(false);
    expect(s.required).toEqual(expect.arrayContaining(['apiVersion', 'kind', 'metadata']));
  });
});
