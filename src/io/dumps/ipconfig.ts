// `ipconfig /all` of a Windows node or of a pod (`kubectl exec <pod> -- ipconfig /all`):
//
//   Windows IP Configuration
//      Host Name . . . . . . . . . . . . : 13832k8s9001
//   Ethernet adapter vEthernet (Ethernet 2):
//      Description . . . . . . . . . . . : Hyper-V Virtual Ethernet Adapter #2
//      Physical Address. . . . . . . . . : 00-0D-3A-03-5A-E5
//      IPv4 Address. . . . . . . . . . . : 10.240.0.65(Preferred)
//      Subnet Mask . . . . . . . . . . . : 255.240.0.0
//      Default Gateway . . . . . . . . . : 10.240.0.1
//
// A node's host vNICs (`Hyper-V Virtual Ethernet Adapter`) give its IP and MACs; a container's vNIC
// is the pod's endpoint as the pod sees it: address, MAC, prefix and gateway. Newer builds describe
// it as `Hyper-V Virtual Ethernet Container Adapter`; older ones (WS 1709, containerd's nat) print
// the same description as a host vNIC, and only the adapter's name tells: `vEthernet (<container
// id>_<network>)`, as the CNI names the HNS endpoint. A DNS search list of `<ns>.svc.<domain>` says
// the whole output was printed inside a pod. English output only (the field names are read).
import { ipv6Oddity, parseIpv4, parseIpv6Address } from '../../core/net/ip';
import { parseMac } from '../../core/net/mac';
import type { ObjectCounts } from '../formats';
import type { ParseResult } from '../result';
import { guard } from '../result';
import { countDump } from './count';
import { addNote, emptyDump, type DumpModel, type IpAdapter } from './model';
import { nodeMsg } from './messages-node';
import { Report } from './report';
import { inEnglish, languageOf } from './ipconfig-words';
import { head, linesOf, quote } from './text';

const ADAPTER = /^(Ethernet|Wireless LAN|Unknown|Tunnel|PPP) adapter (.+):$/;
/**
 * `vEthernet (<64 hex>_<network>)`: the vNIC of the HNS endpoint the CNI made for a container; `ctr
 * run --cni` names it `<namespace>-<container>_<network>` (`default-my-container2_nat`).
 */
const ENDPOINT_VNIC = /^vEthernet \(([0-9a-fA-F]{64}|[a-z0-9.]+(?:-[a-z0-9.]+)+)_([^()]+)\)$/;
/** A prompt before the command: `PS C:\>`, `C:\k>`, or a bare `> ` as a chat or a doc shows it. */
const PROMPT = /^PS [A-Za-z]:\\|^PS>|^[A-Za-z]:\\[^>]*>|^> ?\S/;

/** The id an endpoint read from ipconfig gets (no HNS id is in it): the prefix, then its MAC or adapter. */
export const IPCONFIG_ENDPOINT = 'ipconfig:';

export function detect(text: string): number {
  const raw = head(text, 16 * 1024);
  const lang = languageOf(raw);
  const h = lang ? linesOf(raw).map((l) => inEnglish(l, lang)).join('\n') : raw;
  const adapters = /^(Ethernet|Wireless LAN|Unknown|Tunnel) adapter .+:[ \t]*$/m.test(h);
  const fields = /^[ \t]+(Physical Address|IPv4 Address|Subnet Mask|Default Gateway)[ .]*: /m.test(h);
  if (/^[ \t]*Windows IP Configuration[ \t]*$/m.test(h) && (adapters || fields)) return 0.9;
  return adapters && fields ? 0.8 : 0;
}

export function parse(text: string, _file: string): ParseResult<DumpModel> {
  return guard(() => read(text));
}

/** A node's ipconfig counts as the node it describes; a pod's as the endpoint its vNIC is. */
export const count = (model: DumpModel): ObjectCounts => ({ ...countDump(model, ['endpoints']), nodes: model.adapters && nodeAdapter(model.adapters) ? 1 : 0 });

/** `Key . . . . : value` → [key, value]; a line without ` : ` is a continuation (or nothing). */
function fieldOf(line: string): [string, string] | undefined {
  const at = line.indexOf(' : ');
  const bare = at < 0 && line.trimEnd().endsWith(' :');
  if (at < 0 && !bare) return undefined;
  let end = bare ? line.trimEnd().length - 2 : at;
  // The key is padded with ` .` runs to the colon: take them off (a loop, not a regex, on pasted lines).
  while (end > 0 && (line.charAt(end - 1) === '.' || line.charAt(end - 1) === ' ')) end--;
  return [line.slice(0, end).trim(), bare ? '' : line.slice(at + 3).trim()];
}

/** A field line by its padding: `Host Name . . . : x`, `IP Routing Enabled. . . : No` (at any indent). */
const dotted = (line: string): boolean => {
  const colon = line.indexOf(' :');
  return colon > 0 && line.lastIndexOf('. ', colon) >= 0;
};

/** `10.240.0.65(Preferred)`, `fe80::1%8(Preferred)` → the address alone. */
/** Markdown's code and quote marks a doc left around a value: `` `10.123.6.1` ``, `'255.255.254.0\``. */
function unquoted(v: string): string {
  let from = 0;
  let to = v.length;
  while (from < to && (v[from] === '`' || v[from] === "'")) from++;
  while (to > from && (v[to - 1] === '`' || v[to - 1] === "'")) to--;
  return v.slice(from, to);
}

/** `vEthernet (<container>_<network>)` → `<container>_<network>`, the HNS endpoint's name. */
function endpointName(adapter: string): string | undefined {
  const m = ENDPOINT_VNIC.exec(adapter);
  return m ? `${m[1]}_${m[2]}` : undefined;
}

const bareAddress = (v: string): string => unquoted(v.replace(/\((Preferred|Deprecated|Tentative|Duplicate)\)$/i, '').trim());

function prefixOf(mask: string): number | undefined {
  const m = parseIpv4(mask);
  if (m === undefined) return undefined;
  let n = 0;
  for (let bit = 31; bit >= 0 && (m >>> bit) & 1; bit--) n++;
  return ((m << n) >>> 0) === 0 ? n : undefined;
}

function read(text: string): ParseResult<DumpModel> {
  const r = new Report();
  const model = emptyDump();
  const adapters: IpAdapter[] = [];
  let hostName: string | undefined;
  const searchList: string[] = [];
  let compartment: number | undefined;
  let current: (IpAdapter & { fields: Map<string, string[]> }) | undefined;
  let lastKey: string | undefined;
  const stray: { line: number; text: string }[] = [];
  const finish = () => {
    if (!current) return;
    const f = current.fields;
    const v = (k: string) => f.get(k)?.[0];
    const desc = v('description');
    if (desc) current.description = desc;
    const mac = parseMac(v('physical address') ?? '');
    if (mac) current.macAddress = mac;
    const ip = (f.get('ipv4 address') ?? f.get('ip address') ?? f.get('autoconfiguration ipv4 address') ?? []).map(bareAddress).find((x) => parseIpv4(x) !== undefined);
    if (ip) current.ipv4 = ip;
    // `IPv6 Address` is the stable global one (`Temporary` and `Link-local` lines are keys of their own).
    const ip6 = (f.get('ipv6 address') ?? []).map(bareAddress).filter((x) => !ipv6Oddity(x)).map(parseIpv6Address).find((x) => x !== undefined);
    if (ip6) current.ipv6 = ip6;
    const prefix = prefixOf(bareAddress(v('subnet mask') ?? ''));
    if (prefix !== undefined) current.prefixLength = prefix;
    // The gateway line may list an IPv6 one first and the IPv4 one on the next line.
    const gw = (f.get('default gateway') ?? []).map(bareAddress).find((x) => parseIpv4(x) !== undefined);
    if (gw) current.gateway = gw;
    const dns = (f.get('dns servers') ?? []).map(bareAddress).filter((x) => parseIpv4(x) !== undefined);
    if (dns.length) current.dnsServers = dns;
    if (/media disconnected/i.test(v('media state') ?? '')) current.disconnected = true;
    current.container = /Container Adapter/i.test(desc ?? '') || ENDPOINT_VNIC.test(current.name) || (current.compartment ?? 1) > 1;
    const { fields: _fields, ...adapter } = current;
    adapters.push(adapter);
    current = undefined;
  };
  // Another language: each line read in the English words it stands for, said once.
  const lang = languageOf(text);
  const lines = lang ? linesOf(text).map((l) => inEnglish(l, lang)) : linesOf(text);
  if (lang) r.warn(nodeMsg('ipconfig.language', { lang: lang.name, t: quote(lang.header) }), { line: 1 });
  lines.forEach((raw, i) => {
    const line = raw.trimEnd();
    const n = i + 1;
    if (line.trim() === '') return;
    // `ipconfig /allcompartments /all`: each network compartment under a banner; compartment 1 is
    // the host's, every other one a container's (a pod's network namespace).
    if (/^=+$/.test(line.trim())) return;
    const comp = /^Network Information for Compartment (\d+)/.exec(line.trim());
    if (comp) {
      finish();
      compartment = Number(comp[1]);
      return;
    }
    const a = ADAPTER.exec(line.trim());
    if (a) {
      finish();
      current = { name: unquoted(a[2]!), kind: a[1]!, line: n, container: false, fields: new Map(), ...(compartment !== undefined && { compartment }) };
      lastKey = undefined;
      return;
    }
    // Fields are indented; a paste that lost the indentation still has the dotted key and ` : `.
    const kv = /^\s/.test(line) || dotted(line) ? fieldOf(line) : undefined;
    if (kv) {
      const key = kv[0].toLowerCase();
      lastKey = key;
      if (!current) {
        if (key === 'host name' && kv[1]) hostName ??= kv[1];
        if (key === 'dns suffix search list' && kv[1]) searchList.push(kv[1]);
        return;
      }
      current.fields.set(key, kv[1] === '' ? [] : [kv[1]]);
      return;
    }
    // A value on a line of its own: the next DNS server, the IPv4 gateway after the IPv6 one, the
    // next suffix of the header's DNS Suffix Search List.
    if (/^\s/.test(line) && lastKey) {
      if (current) current.fields.get(lastKey)?.push(line.trim());
      else if (lastKey === 'dns suffix search list') searchList.push(line.trim());
      return;
    }
    if (line.trim() !== 'Windows IP Configuration' && !PROMPT.test(line)) stray.push({ line: n, text: line });
  });
  for (const x of stray.slice(0, 3)) r.warn(nodeMsg('ipconfig.stray', { t: quote(x.text) }), { line: x.line });
  if (stray.length > 3) r.warn(nodeMsg('ipconfig.strayMore', { n: stray.length - 3 }), { line: stray[3]!.line });
  finish();
  if (adapters.length === 0) {
    r.error(nodeMsg('ipconfig.none', {}), { line: 1 });
    return r.result<DumpModel>();
  }
  // Printed inside a pod (its search list is the cluster's `<ns>.svc.<domain>`): every adapter is the pod's.
  const inPod = searchList.some((x) => /^[^.\s]+\.svc\.\S/.test(x));
  if (inPod) for (const a of adapters) a.container = true;
  model.adapters = adapters;
  if (hostName) model.hostName = hostName;
  // A container's vNIC is its pod's endpoint as the pod sees it.
  const containers = adapters.filter((x) => x.container && x.ipv4);
  for (const c of containers) {
    // The CNI names the endpoint `<container id>_<network>`: the network's name is in the adapter's.
    const network = ENDPOINT_VNIC.exec(c.name)?.[2];
    model.hns.endpoints.push({
      // Without a MAC, the endpoint's own name (`<container>_<network>`) when the adapter's carries it.
      id: `${IPCONFIG_ENDPOINT}${c.macAddress ?? endpointName(c.name) ?? c.name}`,
      // A pod's own ipconfig names the pod (its host name); the node's /allcompartments only the adapter.
      name: (c.compartment ?? 1) > 1 ? c.name : (hostName ?? c.name),
      api: 1,
      policies: [],
      ipAddress: c.ipv4!,
      ...(c.ipv6 && { ipv6Address: c.ipv6 }),
      isRemoteEndpoint: false,
      ...(network && { networkName: network }),
      ...(c.macAddress && { macAddress: c.macAddress }),
      ...(c.prefixLength !== undefined && { prefixLength: c.prefixLength }),
      ...(c.gateway && { gatewayAddress: c.gateway }),
      ...(c.dnsServers && { dnsServerList: c.dnsServers }),
    });
  }
  if (containers.length) addNote(model, `ipconfig /all inside a container (${hostName ?? 'no host name'}): its vNIC gives the pod's address, MAC, prefix and gateway; the HNS endpoint's id, policies and port are not in it (Get-HnsEndpoint on the node has them).`);
  const host = nodeAdapter(adapters);
  if (host) addNote(model, `ipconfig /all of the node: ${host.name} gives the node IP ${host.ipv4}${host.macAddress ? ` (MAC ${host.macAddress})` : ''}.`);
  return r.result(model);
}

/** The node's own address: a host vNIC or NIC with an IPv4 (not APIPA) and a default gateway. */
export function nodeAdapter(adapters: readonly IpAdapter[]): IpAdapter | undefined {
  const usable = adapters.filter((a) => !a.container && !a.disconnected && a.ipv4 && !a.ipv4.startsWith('169.254.'));
  // A host vNIC with a gateway (the vSwitch's), any adapter with one, or the only one there is (a cut paste).
  return usable.find((a) => a.gateway && /^vEthernet/i.test(a.name)) ?? usable.find((a) => a.gateway) ?? (usable.length === 1 ? usable[0] : undefined);
}
