import { describe, expect, it } from 'vitest';
import { cachedTrace } from './trace-cache';
import { buildProbe, composerChoices, defaultForm, formFromProbe, isDualStack, sourceByAddress, type ComposerForm } from './composer';
import { scenarioSchema, type Scenario } from '../cluster/scenario/schema';
import { DUAL_STACK, pod, scenario, winNode } from '../cluster/testing/scenario';
import { composerMsg } from './composer-messages';
import { probeOf, talk, resultOf } from './test-helpers';

const s = talk();

describe('probe composer', () => {
  it('offers pods, nodes and outside hosts as sources, and the Service with its ports', () => {
    const c = composerChoices(s);
    expect(c.from.map((g) => g.group)).toEqual(['Pods', 'Nodes', 'Outside hosts']);
    expect(c.from[0]!.choices.map((x) => x.ref)).toContain('pod/default/client');
    expect(c.to.service).toEqual([expect.objectContaining({ ref: 'service/default/web', ports: [{ value: '80', label: '80/TCP (http)', protocol: 'tcp' }] })]);
    expect(c.to.pod.find((p) => p.ref === 'pod/default/web-1')?.ports.map((p) => p.label)).toEqual(['80/tcp']);
  });

  it('finds the source by its address: a pod, a node or an outside host, as the list names it', () => {
    const refs = new Set(composerChoices(s).from.flatMap((g) => g.choices.map((c) => c.ref)));
    for (const [ip, ref] of [...s.pods.map((p) => [p.ip, `pod/${p.namespace}/${p.name}`]), ...s.nodes.map((n) => [n.ip, `node/${n.name}`]), ...s.externals.map((e) => [e.ip, `external/${e.name}`])] as [string, string][]) {
      expect(sourceByAddress(s, ` ${ip} `)).toEqual({ ref });
      expect(refs.has(ref)).toBe(true);
    }
    expect(sourceByAddress(s, '10.244.9.99')).toEqual({ error: composerMsg('composer.noHolder', { ip: '10.244.9.99' }) });
    expect(sourceByAddress(s, '10.24')).toEqual({ error: composerMsg('composer.notAddress', { text: '10.24' }), notAddress: true });
  });

  it('starts with a form that sends as it is', () => {
    const f = defaultForm(s);
    expect(f).toMatchObject({ from: 'pod/default/client', toKind: 'service', to: 'service/default/web', port: '80', protocol: 'tcp' });
    const { probe, errors } = buildProbe(f);
    expect(errors).toEqual({});
    expect(probe).toEqual({ name: 'adhoc', from: 'pod/default/client', to: 'service/default/web:80', protocol: 'tcp', size: 64, df: false });
    expect(cachedTrace(s, probe!).ok).toBe(true);
  });

  it('names the field that is wrong', () => {
    const f: ComposerForm = { ...defaultForm(s), toKind: 'ip', to: '10.0.0.300', port: '70000', srcPort: 'x', size: '20' };
    expect(Object.keys(buildProbe(f).errors).sort()).toEqual(['port', 'size', 'srcPort', 'to']);
    expect(buildProbe(f).errors.to).toEqual(composerMsg('composer.notAddress', { text: '10.0.0.300' }));
    expect(buildProbe({ ...f, to: '' }).errors.to).toEqual(composerMsg('composer.typeAddress', {}));
  });

  it('sends ICMP without a port, except to a Service', () => {
    const ping = buildProbe({ ...defaultForm(s), toKind: 'pod', to: 'pod/default/web-2', port: '', protocol: 'icmp' });
    expect(ping.probe?.to).toBe('pod/default/web-2');
    expect(buildProbe({ ...defaultForm(s), port: '', protocol: 'icmp' }).errors.port).toEqual(composerMsg('composer.serviceNeedsPort', {}));
  });

  it('carries source port, size and DF', () => {
    const { probe } = buildProbe({ ...defaultForm(s), toKind: 'ip', to: '93.184.216.34', port: '443', srcPort: '50000', size: '1500', df: true });
    expect(probe).toMatchObject({ to: '93.184.216.34:443', srcPort: 50000, size: 1500, df: true });
  });

  it.each(s.probes.map((p) => p.name))('edits a copy of the saved probe %s and sends the same packet', (name) => {
    const saved = probeOf(s, name);
    const { probe } = buildProbe(formFromProbe(saved, s));
    const a = resultOf(s, saved).trace;
    const b = resultOf(s, probe!).trace;
    expect(b.packet).toEqual(a.packet);
    expect(b.request.verdict.outcome).toBe(a.request.verdict.outcome);
  });

  it('turns a Service port given by name into its number', () => {
    expect(formFromProbe({ ...probeOf(s, 'pod-to-service'), to: 'service/web:http' }, s)).toMatchObject({ toKind: 'service', to: 'service/default/web', port: '80' });
  });
});

describe('dual-stack (issue 31)', () => {
  const dual = (): Scenario =>
    scenarioSchema.parse(scenario({ name: 'd', cluster: DUAL_STACK, nodes: [winNode('n1', undefined, '10.244.1.0/24')], pods: [pod('a', 'n1', { ip: '10.244.1.10', ips: ['10.244.1.10', 'fd00:10:244:1::a'] })] }));

  it('isDualStack reads the cluster range', () => {
    expect(isDualStack(dual())).toBe(true);
  });

  it('an IPv6 address typed as the target walks IPv6, in brackets with its port', () => {
    const f = { ...defaultForm(dual()), from: 'pod/default/a', toKind: 'ip' as const, to: 'FD00:10:244:1::A', port: '80', protocol: 'tcp' as const };
    const { probe, errors } = buildProbe(f);
    expect(errors).toEqual({});
    expect(probe).toMatchObject({ to: '[FD00:10:244:1::A]:80', ipFamily: 'IPv6' });
    expect(formFromProbe(probe!, dual())).toMatchObject({ toKind: 'ip', to: '[FD00:10:244:1::A]', port: '80', family: 'IPv6' });
  });

  it('the family select makes a ref stand for its IPv6 address', () => {
    const f = { ...defaultForm(dual()), from: 'pod/default/a', toKind: 'pod' as const, to: 'pod/default/a', port: '80', family: 'IPv6' as const };
    expect(buildProbe(f).probe).toMatchObject({ to: 'pod/default/a:80', ipFamily: 'IPv6' });
  });

  it('a source typed as an IPv6 address, in any text form, finds its pod', () => {
    expect(sourceByAddress(dual(), 'fd00:10:244:1:0:0:0:a')).toEqual({ ref: 'pod/default/a' });
  });
});
