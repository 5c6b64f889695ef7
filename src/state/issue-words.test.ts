import { describe, expect, it } from 'vitest';
import { talk } from './test-helpers';
import { describePath, humanize, issueText, pathStartsWith } from './issue-words';

const scenario = talk();

describe('describePath', () => {
  it('names the object and the field', () => {
    expect(describePath(scenario, ['pods', 1, 'ip'])).toBe('Pod web-1 · IP');
    expect(describePath(scenario, ['nodes', 0, 'podCIDR'])).toBe('Node win-node-1 · pod CIDR');
    expect(describePath(scenario, ['services', 0, 'ports', 1, 'nodePort'])).toBe('Service web · port 2 · node port');
    expect(describePath(scenario, ['cluster', 'vxlan', 'vni'])).toBe('Cluster settings · vxlan · VNI');
    expect(describePath(scenario, ['externals', 0, 'ip'])).toBe('Outside host example-site · IP');
    expect(describePath(scenario, ['probes', 0, 'srcPort'])).toBe('Probe pod-to-pod-same-node · source port');
    expect(describePath(scenario, ['nodes'])).toBe('Node 0');
  });
});

describe('humanize', () => {
  it('rewrites the schema library\'s terse messages', () => {
    expect(humanize('Too small: expected number to be >=576')).toBe('Must be at least 576');
    expect(humanize('Too big: expected number to be <=9000')).toBe('Must be at most 9000');
    expect(humanize('Too small: expected string to have >=1 characters')).toBe('Cannot be empty');
    expect(humanize('Invalid option: expected one of "l2"|"vpc"')).toBe('Choose one of l2, vpc');
    expect(humanize('Invalid input: expected int, received number')).toBe('Enter a whole number');
    expect(humanize('expected an IPv4 address such as 10.0.0.5')).toBe('Expected an IPv4 address such as 10.0.0.5');
  });
  it('issueText combines both', () => {
    expect(issueText(scenario, { path: ['pods', 0, 'ip'], message: 'x is outside', severity: 'error' })).toMatchObject({ where: 'Pod client · IP', message: 'X is outside' });
  });
});

describe('pathStartsWith', () => {
  it('matches a field and what lies under it', () => {
    expect(pathStartsWith(['services', 0, 'ports', 1, 'port'], ['services', 0, 'ports'])).toBe(true);
    expect(pathStartsWith(['services', 1], ['services', 0])).toBe(false);
    expect(pathStartsWith(['services'], ['services', 0])).toBe(false);
  });
});
