// `vfpctrl /list-vmswitch-port` text (VFP notes §3.2): one `Key : value` block per vSwitch port,
// each opened by `Port name`. Also as PowerShell Select-String prints it (`... | select-string
// Container -Context 5,5`): the matching line carries a `> ` prefix, the others two spaces.
import { parseMac } from '../../core/net/mac';
import type { Port } from '../../core/vfp/model';
import type { ParseResult } from '../result';
import { guard } from '../result';
import { countDump } from './count';
import { emptyDump, type DumpModel } from './model';
import { Report } from './report';
import { vfpMsg } from './messages-vfp';
import { head, intOf, isGuid, keyValue, linesOf, quote } from './text';
import { portKindOf } from './vfp/port-kind';

export function detect(text: string): number {
  const h = head(text);
  // `[ \t]*(?:>[ \t]*)?`: one way to match each indent (`\s*>?\s*` has many, and `\s` crosses lines).
  const name = /^[ \t]*(?:>[ \t]*)?Port name[ \t]*: /m.test(h);
  const friendly = /^[ \t]*(?:>[ \t]*)?Port Friendly name[ \t]*: /m.test(h);
  if (name && friendly) return 0.9;
  return name || (friendly && /^[ \t]*(?:>[ \t]*)?Switch name[ \t]*: /m.test(h)) ? 0.6 : 0;
}

export function parse(text: string, file: string): ParseResult<DumpModel> {
  return guard(() => read(text, file));
}

export const count = (model: DumpModel) => countDump(model, ['ports']);

function read(text: string, _file: string): ParseResult<DumpModel> {
  const r = new Report();
  const model = emptyDump();
  let port: { port: Port; line: number; friendlyLine?: number } | undefined;
  const orphans: number[] = [];
  const finish = () => {
    if (port) model.vfp.ports.push(finishPort(port.port, port.line, port.friendlyLine, r));
  };
  linesOf(text).forEach((raw, i) => {
    const n = i + 1;
    const t = raw.replace(/^\s*>\s?/, '').trim();
    if (t === '' || t === 'ITEM LIST' || /^=+$/.test(t) || /^Command [\w-]+ succeeded/i.test(t)) return;
    if (/^ERROR\b/i.test(t)) return r.error(vfpMsg('vfp.reported', { t: quote(t, 200) }), { line: n });
    const kv = keyValue(t);
    const key = kv?.key.toLowerCase();
    if (key === 'port name') {
      finish();
      const id = kv!.value.replace(/[{}]/g, '');
      if (!isGuid(id)) r.warn(vfpMsg('vfp.portNotGuid', { t: quote(kv!.value) }), { line: n, field: 'Port name' });
      port = { port: { id, friendlyName: '', kind: 'endpoint', blocked: false, layers: [], provenance: { by: 'vfpctrl dump' } }, line: n };
      return;
    }
    if (!port) return void orphans.push(n);
    if (!kv) return; // status lines such as `Port is Initialized.`
    const p = port.port;
    if (key === 'port friendly name') {
      p.friendlyName = kv.value;
      port.friendlyLine = n;
    } else if (key === 'switch name') p.switchName = kv.value;
    else if (key === 'switch friendly name') p.switchName ??= kv.value;
    else if (key === 'portid' || key === 'port id') {
      const id = intOf(kv.value);
      if (id === undefined) r.error(vfpMsg('vfp.notNumber', { t: quote(t) }), { line: n, field: 'PortId' });
      else p.portNumber = id;
    } else if (key === 'mac address' || key === 'mac') {
      const mac = parseMac(kv.value);
      if (mac) p.mac = mac;
      else r.warn(vfpMsg('vfp.notMac', { t: quote(t) }), { line: n, field: 'MAC address' });
    } else if (key === 'blocked') p.blocked = /^true$/i.test(kv.value);
  });
  finish();
  if (orphans.length > 0) {
    r.warn(vfpMsg('vfp.orphans', { n: orphans.length }), {
      line: orphans[0],
    });
  }
  if (model.vfp.ports.length === 0) {
    r.error(vfpMsg('vfp.portsNone', {}), { line: 1 });
    return r.result<DumpModel>();
  }
  return r.result(model);
}

function finishPort(p: Port, line: number, friendlyLine: number | undefined, r: Report): Port {
  const kind = portKindOf(p.friendlyName);
  if (kind) p.kind = kind;
  else if (p.friendlyName === '') r.warn(vfpMsg('vfp.portNoFriendly', { id: p.id }), { line, field: 'Port Friendly name' });
  else
    r.warn(vfpMsg('vfp.portFriendlyOdd', { id: p.id, t: quote(p.friendlyName) }), {
      line: friendlyLine ?? line,
      field: 'Port Friendly name',
    });
  return p;
}
