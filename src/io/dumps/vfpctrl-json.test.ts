import { describe, expect, it } from 'vitest';
import { count, detect, parse } from './vfpctrl-json';

// Shapes from VFP notes §3.3 (`/format 1`); values are ours.
const PORTS = `{
  "Ports": [
    { "Name": "4FD72AB0-2C35-4AE7-AC9A-F893495BD5EF", "Id": "Container NIC 6c50381c", "VmsPortId": 1, "MacAddress": "00155D7B8255" },
    { "Name": "8C1E2A44-5B9F-4C1D-9E0A-7F3B2C1D0E9F", "Id": "ExternalPort", "VmsPortId": 2, "MacAddress": "00155D7B8256" },
    { "Name": "c9385412-bdef-49f5-88b0-c9d484ef6716", "Id": "c9385412-bdef-49f5-88b0-c9d484ef6716", "VmsPortId": 7, "MacAddress": "0E2A0A2AD5DD" }
  ]
}`;

const RULE_COUNTERS = `{
  "Layers": [
    {
      "Name": "ACL_ENDPOINT_LAYER",
      "Priority": 10,
      "Groups": [
        {
          "Name": "ACL_ENDPOINT_GROUP_IPV4_IN",
          "Priority": 1,
          "Direction": 1,
          "Rules": [
            {
              "Name": "A2CFF68C-B5F4-4988-841F-0F6F77AF3D09",
              "FriendlyName": "allow-host-to-endpoint",
              "Priority": 900,
              "RuleFlags": 8195,
              "Type": "allow",
              "SubType": 0,
              "InformationArray": [ { "RuleCounters": { "MatchedPackets": 1200, "DroppedPackets": 0, "PendingPackets": 0, "DroppedFlows": 0 } } ]
            },
            {
              "Name": "block-all-in",
              "Priority": 65500,
              "RuleFlags": 3,
              "Type": 1,
              "InformationArray": { "RuleCounters": [ { "MatchedPackets": "42", "DroppedPackets": "42" } ] }
            }
          ]
        }
      ]
    }
  ]
}`;

const PORT_COUNTERS = `{
  "InformationArray": {
    "PortCounters": [
      { "Direction": 0, "TotalPackets": 100, "TotalBytes": 6400, "DroppedPackets": 3, "DroppedAcl": 2, "PendingPackets": 0, "TcpFinPackets": 1 },
      { "Direction": 1, "TotalPackets": 90, "DroppedPackets": 5, "DroppedAcl": 5 }
    ]
  }
}`;

describe('vfpctrl /format 1 JSON', () => {
  it('reads /list-vmswitch-port ports with MACs without dashes', () => {
    const res = parse(PORTS, 'ports.json');
    expect(res.errors).toEqual([]);
    expect(res.warnings).toEqual([]);
    expect(res.value!.vfp.ports.map((p) => [p.id.slice(0, 8), p.kind, p.mac, p.portNumber])).toEqual([
      ['4FD72AB0', 'host', '00-15-5D-7B-82-55', 1],
      ['8C1E2A44', 'external', '00-15-5D-7B-82-56', 2],
      ['c9385412', 'endpoint', '0E-2A-0A-2A-D5-DD', 7],
    ]);
    expect(count(res.value!)).toEqual({ ports: 3, layers: 0, groups: 0, rules: 0 });
  });

  it('keeps rule counters on rules, whatever the nesting', () => {
    const res = parse(RULE_COUNTERS, 'counters.json');
    expect(res.errors).toEqual([]);
    const port = res.value!.vfp.ports[0]!;
    expect(port.id).toBe('unknown-port:counters.json');
    const layer = port.layers[0]!;
    expect(layer).toMatchObject({ name: 'ACL_ENDPOINT_LAYER', priority: 10 });
    const [allow, block] = layer.groups[0]!.rules;
    expect(layer.groups[0]!.direction).toBe('in');
    expect(allow).toMatchObject({ friendlyName: 'allow-host-to-endpoint', priority: 900, action: { type: 'allow' }, flags: { terminating: true, stateful: true, raw: 8195 } });
    expect(allow!.counters).toEqual({ matchedPackets: 1200, droppedPackets: 0, pendingPackets: 0, droppedFlows: 0 });
    expect(block!.counters).toEqual({ matchedPackets: 42, droppedPackets: 42 });
    expect(res.warnings).toContainEqual(expect.objectContaining({ line: 25, field: 'Type', message: expect.stringContaining('Type as a number') }));
    expect(res.warnings).toContainEqual(expect.objectContaining({ field: 'port', message: expect.stringContaining('placeholder port') }));
  });

  it('keeps port counters per direction (0 = out, 1 = in)', () => {
    const res = parse(PORT_COUNTERS, 'port-counters.json');
    expect(res.errors).toEqual([]);
    expect(res.value!.vfp.ports[0]!.counters).toEqual({
      out: { totalPackets: 100, droppedPackets: 3, droppedAcl: 2, pendingPackets: 0 },
      in: { totalPackets: 90, droppedPackets: 5, droppedAcl: 5 },
    });
  });

  it('warns about unreadable counters with their line', () => {
    const res = parse(PORT_COUNTERS.replace('"Direction": 1', '"Direction": 7'), 'x');
    expect(res.warnings).toContainEqual(expect.objectContaining({ line: 5, message: expect.stringMatching(/^port counters unreadable: Direction/) }));
  });

  it('keeps bare /list-rule rules in stand-in layer and group', () => {
    const res = parse('[{ "Rules": { "Id": "r1", "Priority": 5, "Type": "block", "Conditions": { "DestinationIP": "10.0.0.0/8", "Protocols": [6, 17] } } }]', 'x');
    const port = res.value!.vfp.ports[0]!;
    expect(port.layers[0]!.name).toBe('UNKNOWN_LAYER');
    expect(port.layers[0]!.groups[0]!.rules[0]).toMatchObject({ id: 'r1', priority: 5, action: { type: 'block' }, conditions: { protocols: [6, 17] } });
  });

  it('names the line of a syntax error', () => {
    const res = parse(PORTS.replace('"VmsPortId": 2,', '"VmsPortId": 2'), 'x');
    expect(res.value).toBeUndefined();
    expect(res.errors).toEqual([{ message: "expected ',' or '}' after property value at line 4 column 92 (JSON)", msg: { id: 'json.syntax', args: { why: { id: 'syntax.afterProperty', args: {} }, line: 4, column: 92 } }, line: 4 }]);
  });

  it('detects vfpctrl JSON, not HNS JSON', () => {
    expect(detect(PORTS)).toBeGreaterThan(0.8);
    expect(detect(RULE_COUNTERS)).toBeGreaterThan(0.9);
    expect(detect(PORT_COUNTERS)).toBeGreaterThan(0.9);
    expect(detect('{ "ID": "x", "VirtualNetwork": "y", "Policies": [] }')).toBe(0);
  });
});
