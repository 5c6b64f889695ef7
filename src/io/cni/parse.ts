// parseCniConfig: a .conf or .conflist (JSON as libcni reads it) → CniConfig, with every problem
// naming its field path and line. Strict JSON (Go's encoding/json is strict); a syntax error names
// line and column, because the classic failure is a hand-edited config with a missing comma.
import { cniMsg, cniText } from './messages';
import { syntaxProblem } from '../json-messages';
import { isPlainObject, parseJsonLocated } from '../import/located';
import { failed, guard, type ParseResult } from '../result';
import type { CniConfig, CniDns, CniIpam, CniIpamRoute } from './model';
import { readPolicyLists, type PolicyCollection } from './policies';
import { defaultApiVersion, FLANNEL_DEFAULT_DELEGATE, isMainPlugin, modeOf, normaliseType } from './plugins';
import { CniReader, member, type ObjNode, show } from './reader';

/** Never throws: bad input comes back as errors. */
export function parseCniConfig(text: string, _file?: string): ParseResult<CniConfig> {
  return guard(() => read(text));
}


function read(text: string): ParseResult<CniConfig> {
  const json = parseJsonLocated(text);
  if (!json.ok) return failed([syntaxProblem(json)]);
  const r = new CniReader(json.doc);
  if (text.charCodeAt(0) === 0xfeff) r.warn([], cniMsg('cni.bom', {}));
  for (const dup of json.duplicateKeys) r.warn(dup, cniMsg('cni.duplicate', {}));
  const rootValue = json.doc.value;
  if (!isPlainObject(rootValue)) return failed([{ message: cniText(cniMsg('cni.notObject', {})), msg: cniMsg('cni.notObject', {}), line: json.doc.startLine }]);
  const root: ObjNode = { value: rootValue, path: [] };

  const chosen = choosePlugin(r, root);
  if (!chosen) return failed(r.errors, r.warnings);
  const { plugin, chained, kind } = chosen;

  const name = r.string(root, 'name');
  if (name === undefined && !r.get(root, 'name')) r.error(['name'], cniMsg('cni.noName', {}));
  const cniVersion = r.string(root, 'cniVersion');
  if (cniVersion === undefined && !r.get(root, 'cniVersion')) r.warn(['cniVersion'], cniMsg('cni.noVersion', {}));
  const pluginType = r.string(plugin, 'type');
  if (pluginType === undefined) {
    if (!r.get(plugin, 'type')) r.error([...plugin.path, 'type'], cniMsg('cni.noType', {}));
    return failed(r.errors, r.warnings);
  }

  const { effective, delegateType } = resolveDelegate(r, plugin, pluginType);
  if (!isMainPlugin(delegateType))
    r.warn([...effective.path, 'type'], cniMsg('cni.unknownType', { v: show(delegateType) }));

  const policies: PolicyCollection = { endpoint: [], network: [], shapes: [] };
  readPolicyLists(r, effective, policies);
  const optionalFlags = r.object(effective, 'optionalFlags');
  const ipMasqNode = r.get(effective, 'ipMasqNetwork');
  const ipMasqNetwork = ipMasqNode && ipMasqNode.value !== '' ? r.prefix(ipMasqNode) : undefined;
  const ipMasq = r.boolean(effective, 'ipMasq');
  // For flannel, the delegate's own dns/ipam win; the outer config's are the fallback.
  const dns = readDns(r, effective) ?? (effective !== plugin ? readDns(r, plugin) : undefined);
  const ipam = readIpam(r, effective) ?? (effective !== plugin ? readIpam(r, plugin) : undefined);

  const config: CniConfig = {
    name: name ?? '',
    ...(cniVersion !== undefined ? { cniVersion } : {}),
    kind,
    pluginType,
    delegateType,
    apiVersion: apiVersion(r, effective, delegateType, policies),
    mode: modeOf(delegateType, r.string(effective, 'mode')),
    endpointPolicies: policies.endpoint,
    networkPolicies: policies.network,
    ...(ipMasqNetwork ? { ipMasqNetwork } : {}),
    ...(ipMasq !== undefined ? { ipMasq } : {}),
    loopbackDSR: loopbackDsr(r, effective, optionalFlags),
    forceBridgeGateway: (optionalFlags && r.boolean(optionalFlags, 'forceBridgeGateway')) ?? false,
    ...(dns ? { dns } : {}),
    ...(ipam ? { ipam } : {}),
    capabilities: { ...capabilities(r, plugin), ...(effective !== plugin ? capabilities(r, effective) : {}) },
    chainedPlugins: chained,
    outboundNatExceptions: [],
    needEncapPrefixes: [],
  };
  derive(config);
  return { value: config, warnings: r.warnings, errors: r.errors };
}

/** A conflist's Windows network plugin (or flannel / calico); the others are only named. */
function choosePlugin(r: CniReader, root: ObjNode): { plugin: ObjNode; chained: string[]; kind: 'conf' | 'conflist' } | undefined {
  if (!r.get(root, 'plugins')) return { plugin: root, chained: [], kind: 'conf' };
  const list = r.array(root, 'plugins');
  if (!list) return undefined;
  const plugins = list.map((p) => r.asObject(p)).filter((p): p is ObjNode => p !== undefined);
  if (plugins.length === 0) {
    r.error(['plugins'], cniMsg('cni.noPlugins', {}));
    return undefined;
  }
  const typeOf = (p: ObjNode) => {
    const t = member(p.value, 'type')?.value;
    return typeof t === 'string' ? t : '';
  };
  const main = plugins.find((p) => isMainPlugin(typeOf(p))) ?? plugins[0]!;
  return { plugin: main, chained: plugins.filter((p) => p !== main).map(typeOf), kind: 'conflist' };
}

function resolveDelegate(r: CniReader, plugin: ObjNode, pluginType: string): { effective: ObjNode; delegateType: string } {
  if (normaliseType(pluginType) !== 'flannel') return { effective: plugin, delegateType: pluginType };
  const delegate = r.object(plugin, 'delegate');
  if (!delegate) {
    if (!r.get(plugin, 'delegate')) r.warn([...plugin.path, 'type'], cniMsg('cni.flannelNoDelegate', { plugin: FLANNEL_DEFAULT_DELEGATE }));
    return { effective: plugin, delegateType: FLANNEL_DEFAULT_DELEGATE };
  }
  const type = r.string(delegate, 'type');
  if (type === undefined && !r.get(delegate, 'type'))
    r.warn([...delegate.path, 'type'], cniMsg('cni.delegateNoType', { plugin: FLANNEL_DEFAULT_DELEGATE }));
  return { effective: delegate, delegateType: type ?? FLANNEL_DEFAULT_DELEGATE };
}

/** The explicit `apiVersion` (win-bridge / win-overlay), else the dialect the policies are written in. */
function apiVersion(r: CniReader, plugin: ObjNode, delegateType: string, policies: PolicyCollection): 1 | 2 {
  const shapes = new Set(policies.shapes);
  if (shapes.size > 1) r.warn(plugin.path, cniMsg('cni.mixedShapes', {}));
  const inferred = shapes.size === 1 ? [...shapes][0] : undefined;
  const node = r.get(plugin, 'apiVersion');
  if (!node) return inferred ?? defaultApiVersion(delegateType);
  if (node.value !== 1 && node.value !== 2) {
    r.error(node.path, cniMsg('cni.apiVersion', { v: show(node.value) }));
    return inferred ?? defaultApiVersion(delegateType);
  }
  if (inferred !== undefined && inferred !== node.value)
    r.warn(node.path, cniMsg('cni.apiVersionShape', { version: String(node.value), shape: inferred }));
  return node.value;
}

function loopbackDsr(r: CniReader, plugin: ObjNode, optionalFlags: ObjNode | undefined): boolean {
  const direct = r.boolean(plugin, 'loopbackDSR') ?? (optionalFlags && r.boolean(optionalFlags, 'loopbackDSR'));
  if (direct !== undefined) return direct;
  // Calico for Windows: `windows_loopback_DSR`, a placeholder string in its templates.
  const calico = r.get(plugin, 'windows_loopback_DSR');
  if (!calico) return false;
  if (typeof calico.value === 'boolean') return calico.value;
  r.warn(calico.path, cniMsg('cni.notBooleanFalse', { v: show(calico.value) }));
  return false;
}

function readDns(r: CniReader, plugin: ObjNode): CniDns | undefined {
  const dns = r.object(plugin, 'dns');
  if (!dns) return undefined;
  const nameservers = r
    .strings(dns, 'nameservers')
    .map((v) => r.address(v))
    .filter((v): v is string => v !== undefined);
  const domain = r.string(dns, 'domain');
  return {
    nameservers,
    search: r.strings(dns, 'search').map((v) => String(v.value)),
    ...(domain !== undefined ? { domain } : {}),
    options: r.strings(dns, 'options').map((v) => String(v.value)),
  };
}

function readIpam(r: CniReader, plugin: ObjNode): CniIpam | undefined {
  const ipam = r.object(plugin, 'ipam');
  if (!ipam) return undefined;
  const type = r.string(ipam, 'type');
  let subnetNode = r.get(ipam, 'subnet');
  // host-local's newer form: `ranges: [[{subnet, gateway}]]`.
  const firstRange = r.array(ipam, 'ranges')?.[0];
  if (!subnetNode && firstRange && Array.isArray(firstRange.value) && isPlainObject(firstRange.value[0]))
    subnetNode = r.get({ value: firstRange.value[0], path: [...firstRange.path, 0] }, 'subnet');
  // Calico's `usePodCidr` means "the node's spec.podCIDR".
  const subnet = subnetNode && (subnetNode.value === 'usePodCidr' ? 'usePodCidr' : r.prefix(subnetNode));
  const routes: CniIpamRoute[] = [];
  for (const entry of r.array(ipam, 'routes') ?? []) {
    const route = r.asObject(entry);
    if (!route) continue;
    const dstNode = r.get(route, 'dst');
    const gwNode = r.get(route, 'gw');
    const dst = dstNode && r.prefix(dstNode);
    const gw = gwNode && r.address(gwNode);
    routes.push({ ...(dst ? { dst } : {}), ...(gw ? { gw } : {}) });
  }
  return { ...(type !== undefined ? { type } : {}), ...(subnet ? { subnet } : {}), routes };
}

function capabilities(r: CniReader, plugin: ObjNode): Record<string, boolean> {
  const caps = r.object(plugin, 'capabilities');
  if (!caps) return {};
  const out: Record<string, boolean> = {};
  for (const [key, value] of Object.entries(caps.value)) {
    if (typeof value === 'boolean') out[key] = value;
    else r.warn([...caps.path, key], cniMsg('cni.wantBoolean', { v: show(value) }));
  }
  return out;
}

/** The convenience views (see CniConfig). */
function derive(config: CniConfig): void {
  const add = (list: string[], item: string) => {
    if (!list.includes(item)) list.push(item);
  };
  for (const p of config.endpointPolicies) {
    if (p.type === 'OutBoundNAT') p.exceptions.forEach((e) => add(config.outboundNatExceptions, e));
    if (p.type === 'SDNRoute' && p.needEncap) add(config.needEncapPrefixes, p.destinationPrefix);
    if (p.type === 'ProviderAddress' && config.providerAddress === undefined) config.providerAddress = p.providerAddress;
  }
  // win-bridge merges ipMasqNetwork into the OutBoundNAT exceptions when it creates the endpoint.
  if (config.ipMasqNetwork && normaliseType(config.delegateType) === 'win-bridge') add(config.outboundNatExceptions, config.ipMasqNetwork);
}
