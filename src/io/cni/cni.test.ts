import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { detectCniConfig, parseCniConfig } from './index';

const FIXTURE = readFileSync(new URL('../../../fixtures/real/cni-flannel-l2bridge-sdn.conf', import.meta.url), 'utf8');

describe('the real flannel l2bridge config (microsoft/SDN)', () => {
  const result = parseCniConfig(FIXTURE);
  const config = result.value!;

  it('parses without errors', () => {
    expect(result.errors).toEqual([]);
    expect(config).toBeDefined();
  });

  it('reads the outer and the delegate plugin', () => {
    expect(config.name).toBe('cbr0');
    expect(config.cniVersion).toBe('0.2.0');
    expect(config.pluginType).toBe('flannel');
    expect(config.delegateType).toBe('l2bridge');
    expect(config.mode).toBe('L2Bridge');
    expect(config.apiVersion).toBe(1);
  });

  it('normalises the v1 OutBoundNAT and ROUTE policies', () => {
    expect(config.outboundNatExceptions).toEqual(['10.244.0.0/16', '10.96.0.0/12', '10.127.130.0/24']);
    expect(config.needEncapPrefixes).toEqual(['10.96.0.0/12', '10.127.130.36/32']);
    expect(config.endpointPolicies[1]).toEqual({ type: 'SDNRoute', destinationPrefix: '10.96.0.0/12', needEncap: true });
    expect(config.dns).toEqual({ nameservers: ['10.96.0.10'], search: ['svc.cluster.local'], options: [] });
  });

  it('is detected as a CNI config', () => {
    expect(detectCniConfig(FIXTURE)).toBeGreaterThan(0.5);
  });
});

// Shaped like containernetworking/plugins' win-bridge sample-v2.conf, with our own values.
const WIN_BRIDGE_V2 = `{
  "cniVersion": "1.0.0",
  "name": "talk-net",
  "plugins": [
    {
      "type": "win-bridge",
      "apiVersion": 2,
      "capabilities": { "portMappings": true, "dns": true },
      "ipMasqNetwork": "10.244.0.0/16",
      "dns": { "nameservers": ["10.96.0.10"], "search": ["default.svc.cluster.local", "svc.cluster.local"] },
      "ipam": { "type": "host-local", "ranges": [[{ "subnet": "10.244.1.0/24" }]], "routes": [{ "dst": "0.0.0.0/0" }] },
      "policies": [
        { "name": "EndpointPolicy", "value": { "Type": "OutBoundNAT", "Settings": { "Exceptions": ["10.96.0.0/12", "10.127.130.0/24"] } } },
        { "name": "EndpointPolicy", "value": { "Type": "SDNRoute", "Settings": { "DestinationPrefix": "10.96.0.0/12", "NeedEncap": true } } },
        { "name": "EndpointPolicy", "value": { "Type": "SDNRoute", "Settings": { "DestinationPrefix": "10.127.130.11/32", "NeedEncap": true } } },
        { "name": "EndpointPolicy", "value": { "Type": "ACL", "Settings": { "Action": "Block", "Direction": "Out", "Protocols": "6",
          "RemoteAddresses": "168.63.129.16/32", "RemotePorts": "80", "Priority": 200, "RuleType": "Switch" } } }
      ],
      "loopbackDSR": true
    },
    { "type": "portmap", "capabilities": { "portMappings": true } }
  ]
}`;

describe('a v2 win-bridge conflist', () => {
  const { value: config, errors, warnings } = parseCniConfig(WIN_BRIDGE_V2);

  it('reads the plugin out of the list', () => {
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
    expect(config).toMatchObject({ kind: 'conflist', pluginType: 'win-bridge', delegateType: 'win-bridge', apiVersion: 2, mode: 'L2Bridge' });
    expect(config!.chainedPlugins).toEqual(['portmap']);
    expect(config!.loopbackDSR).toBe(true);
    expect(config!.ipam).toEqual({ type: 'host-local', subnet: '10.244.1.0/24', routes: [{ dst: '0.0.0.0/0' }] });
    expect(config!.capabilities).toEqual({ portMappings: true, dns: true });
  });

  it('merges ipMasqNetwork into the exceptions, as win-bridge does', () => {
    expect(config!.outboundNatExceptions).toEqual(['10.96.0.0/12', '10.127.130.0/24', '10.244.0.0/16']);
    expect(config!.needEncapPrefixes).toEqual(['10.96.0.0/12', '10.127.130.11/32']);
  });

  it('normalises the v2 ACL', () => {
    expect(config!.endpointPolicies[3]).toEqual({
      type: 'ACL',
      action: 'Block',
      direction: 'Out',
      priority: 200,
      protocols: [6],
      localAddresses: [],
      remoteAddresses: ['168.63.129.16/32'],
      localPorts: [],
      remotePorts: ['80'],
      ruleType: 'Switch',
    });
  });
});

// The sig-windows-tools flannel VXLAN shape, PowerShell-indented, CRLF, with a BOM, capitalised keys.
const SDNOVERLAY = '\uFEFF' + [
  '{',
  '    "name":  "flannel.4096",',
  '    "cniVersion":  "0.2.0",',
  '    "type":  "flannel",',
  '    "capabilities":  { "portMappings":  true, "dns":  true },',
  '    "delegate":  {',
  '        "type":  "sdnoverlay",',
  '        "optionalFlags":  { "loopbackDSR":  true },',
  '        "AdditionalArgs":  [',
  '            { "Name":  "EndpointPolicy", "Value":  { "Type":  "OutBoundNAT", "Settings":  { "Exceptions":  [ "10.96.0.0/12", "10.244.0.0/16" ] } } },',
  '            { "Name":  "EndpointPolicy", "Value":  { "Type":  "SDNROUTE", "Settings":  { "DestinationPrefix":  "10.96.0.0/12", "NeedEncap":  true } } },',
  '            { "Name":  "EndpointPolicy", "Value":  { "Type":  "ProviderAddress", "Settings":  { "ProviderAddress":  "10.127.130.21" } } }',
  '        ]',
  '    }',
  '}',
].join('\r\n');

describe('flannel delegating to sdnoverlay', () => {
  const { value: config, errors, warnings } = parseCniConfig(SDNOVERLAY);

  it('reads the delegate as an HCN v2 overlay config', () => {
    expect(errors).toEqual([]);
    expect(config).toMatchObject({ pluginType: 'flannel', delegateType: 'sdnoverlay', mode: 'Overlay', apiVersion: 2, loopbackDSR: true });
    expect(config!.providerAddress).toBe('10.127.130.21');
    expect(config!.needEncapPrefixes).toEqual(['10.96.0.0/12']);
    expect(config!.endpointPolicies.map((p) => p.type)).toEqual(['OutBoundNAT', 'SDNRoute', 'ProviderAddress']);
  });

  it('warns about the BOM, which libcni would reject', () => {
    expect(warnings.map((w) => w.message).join('\n')).toMatch(/byte-order mark/);
  });
});

describe('win-overlay and sdnbridge', () => {
  it('reads the win-overlay v2 sample shape (ProviderAddress, ipMasq, ipam)', () => {
    const { value, errors } = parseCniConfig(
      JSON.stringify({
        cniVersion: '0.2.0',
        name: 'hybrid-overlay',
        type: 'win-overlay',
        apiVersion: 2,
        ipMasq: true,
        ipam: { type: 'host-local', subnet: '10.132.0.0/24' },
        policies: [
          { name: 'EndpointPolicy', value: { Type: 'OutBoundNAT', Settings: { Exceptions: ['172.30.0.0/16'] } } },
          { name: 'EndpointPolicy', value: { Type: 'SDNRoute', Settings: { DestinationPrefix: '172.30.0.0/16', NeedEncap: true } } },
          { name: 'EndpointPolicy', value: { Type: 'ProviderAddress', Settings: { ProviderAddress: '10.0.133.170' } } },
        ],
      }),
    );
    expect(errors).toEqual([]);
    expect(value).toMatchObject({ mode: 'Overlay', apiVersion: 2, ipMasq: true, providerAddress: '10.0.133.170', outboundNatExceptions: ['172.30.0.0/16'] });
    expect(value!.ipam).toEqual({ type: 'host-local', subnet: '10.132.0.0/24', routes: [] });
  });

  it('reads flannel host-gw on sdnbridge with forceBridgeGateway and a network policy', () => {
    const { value, errors } = parseCniConfig(
      JSON.stringify({
        cniVersion: '0.3.0',
        name: 'cbr0',
        type: 'flannel',
        delegate: {
          type: 'sdnbridge',
          optionalFlags: { forceBridgeGateway: true },
          AdditionalArgs: [{ Name: 'NetworkPolicy', Value: { Type: 'HostRoute', Settings: {} } }],
        },
      }),
    );
    expect(errors).toEqual([]);
    expect(value).toMatchObject({ delegateType: 'sdnbridge', mode: 'L2Bridge', apiVersion: 2, forceBridgeGateway: true, loopbackDSR: false });
    expect(value!.networkPolicies).toEqual([{ type: 'HostRoute', settings: {} }]);
  });
});

describe('errors name the line and the field', () => {
  it('reports a missing comma between two objects with line and column', () => {
    const text = [
      '{',
      '  "cniVersion": "0.3.0",',
      '  "name": "azure",',
      '  "plugins": [{',
      '    "type": "azure-vnet",',
      '    "AdditionalArgs": [',
      '      { "Name": "EndpointPolicy", "Value": { "Type": "ACL", "Action": "Block", "Direction": "Out" } }',
      '      { "Name": "EndpointPolicy", "Value": { "Type": "ACL", "Action": "Allow", "Direction": "In" } }',
      '    ]',
      '  }]',
      '}',
    ].join('\n');
    const result = parseCniConfig(text);
    expect(result.value).toBeUndefined();
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]!.line).toBe(8);
    expect(result.errors[0]!.message).toMatch(/line 8, column 7: .*missing comma/);
    // Still recognised as a CNI config, so the user sees this error rather than "unknown format".
    expect(detectCniConfig(text)).toBeGreaterThan(0.5);
  });

  it('names the field path and line of a bad CIDR', () => {
    const bad = FIXTURE.replace('"10.96.0.0/12",', '"10.96.0.0/33",');
    const { errors } = parseCniConfig(bad);
    expect(errors).toEqual([
      {
        message: '"10.96.0.0/33" is not a CIDR',
        // The same sentence as a value, for other languages (issue 30).
        msg: { id: 'cni.notCidr', args: { v: '"10.96.0.0/33"' } },
        field: 'delegate.AdditionalArgs[0].Value.ExceptionList[1]',
        line: 22,
      },
    ]);
  });

  it('flags v1/v2 confusion and template placeholders', () => {
    const text = JSON.stringify({
      cniVersion: '0.3.1',
      name: 'Calico',
      type: 'calico',
      mode: 'vxlan',
      policies: [
        { Name: 'EndpointPolicy', Value: { Type: 'OutBoundNAT', ExceptionList: ['__K8S_SERVICE_CIDR__'] } },
        { Name: 'EndpointPolicy', Value: { Type: 'ROUTE', Settings: { DestinationPrefix: '10.96.0.0/12', NeedEncap: true } } },
      ],
    });
    const { value, errors, warnings } = parseCniConfig(text);
    expect(value!.mode).toBe('Overlay');
    expect(errors[0]!.message).toMatch(/not a CIDR \(an unfilled template placeholder\?\)/);
    expect(errors[0]!.field).toBe('policies[0].Value.ExceptionList[0]');
    expect(warnings.map((w) => w.message)).toContain('"ROUTE" is the HNS v1 name; a v2 policy (with Settings) is called "SDNRoute"');
  });

  it('does not take HNS or Kubernetes JSON for a CNI config', () => {
    expect(detectCniConfig('{"Type": "L2Bridge", "Name": "cbr0", "Policies": []}')).toBe(0);
    expect(detectCniConfig('{"apiVersion": "v1", "kind": "List", "items": []}')).toBe(0);
    expect(detectCniConfig('apiVersion: v1\nkind: Pod\n')).toBe(0);
  });
});
