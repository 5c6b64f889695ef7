// namespaces[]: optional (a document without it is read as before), checked as the API server checks
// Namespace objects.
import { describe, expect, it } from 'vitest';
import { parse, scenario, validate } from '../testing/scenario';
import { namespaceIssues } from './namespace-issues';
import { scenarioIssues } from './scenario-issues';

describe('namespaces[] in the scenario format', () => {
  it('is optional: a document without it parses without the key', () => {
    expect('namespaces' in parse(scenario())).toBe(false);
  });

  it('takes a name and labels (labels default to none) and refuses unknown fields', () => {
    expect(parse(scenario({ namespaces: [{ name: 'prod', labels: { team: 'platform' } }, { name: 'dev' }] })).namespaces).toEqual([
      { name: 'prod', labels: { team: 'platform' } },
      { name: 'dev', labels: {} },
    ]);
    expect(validate(scenario({ namespaces: [{ name: 'prod', annotations: {} } as never] }))).toContainEqual(expect.objectContaining({ path: ['namespaces', 0, 'annotations'], severity: 'error' }));
    expect(validate(scenario({ namespaces: [{ name: 'Prod' }] }))).toContainEqual(expect.objectContaining({ path: ['namespaces', 0, 'name'], severity: 'error' }));
  });
});

describe('namespaceIssues', () => {
  it('one entry per name, labels the API accepts', () => {
    const s = parse(scenario({ namespaces: [{ name: 'prod' }, { name: 'prod' }, { name: 'dev', labels: { 'bad key!': 'x', team: 'not valid!' } }] }));
    expect(namespaceIssues(s).map((i) => [i.path, i.severity])).toEqual([
      [['namespaces', 1, 'name'], 'error'],
      [['namespaces', 2, 'labels', 'bad key!'], 'error'],
      [['namespaces', 2, 'labels', 'team'], 'error'],
    ]);
  });

  it('kubernetes.io/metadata.name written as another name: a warning, the API server sets it to the name', () => {
    const s = parse(scenario({ namespaces: [{ name: 'prod', labels: { 'kubernetes.io/metadata.name': 'dev' } }, { name: 'dev', labels: { 'kubernetes.io/metadata.name': 'dev' } }] }));
    expect(scenarioIssues(s).filter((i) => i.path[0] === 'namespaces')).toEqual([
      {
        path: ['namespaces', 0, 'labels', 'kubernetes.io/metadata.name'],
        severity: 'warning',
        message: "the API server sets kubernetes.io/metadata.name to the namespace's name: prod, not dev",
        msg: { id: 'scenarioApi.nsNameLabel', args: { k: 'kubernetes.io/metadata.name', n: 'prod', w: 'dev' } },
      },
    ]);
  });
});
