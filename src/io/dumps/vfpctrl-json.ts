// `vfpctrl ... /format 1` JSON (VFP notes §3.3): `{ "Ports": [...] }` from /list-vmswitch-port,
// `{ "Rules": [...] }` from /list-rule, `Layers[].Groups[].Rules[]` with `InformationArray[0]
// .RuleCounters` from /get-rule-counter, and `InformationArray.PortCounters[]` from
// /get-port-counter. The nesting varies (one object or a one-element array), so every level is read
// with listOf. Counters are kept on rules and ports as evidence to compare a walk with.
import { parseMac } from '../../core/net/mac';
import { decodeFlags, FLAGS_TERMINATING, type Direction, type Group, type Layer, type Port, type Rule } from '../../core/vfp/model';
import type { ParseResult } from '../result';
import { guard } from '../result';
import { countDump, VFP_KINDS } from './count';
import { readJson } from './json-text';
import { indexPath, isObj, joinPath, listOf, pick, textOf, type Obj } from './json-walk';
import { addNote, emptyDump, placeholderPortId, type DumpModel } from './model';
import { Report } from './report';
import { vfpMsg } from './messages-vfp';
import { head } from './text';
import { actionOf } from './vfp/actions';
import { readPortCounters, readRuleCounters } from './vfp/counters';
import { applyCondition, conditionField } from './vfp/conditions';
import { dumpPort, portLayer } from './vfp/dump-ports';
import { finishLayer, portKindFromLayers, UNKNOWN_LAYER } from './vfp/layers';
import { portKindOf } from './vfp/port-kind';

export function detect(text: string): number {
  const h = head(text, 16 * 1024).trimStart();
  if (!h.startsWith('{') && !h.startsWith('[')) return 0;
  if (/"(RuleCounters|PortCounters|InformationArray)"\s*:/.test(h)) return 0.95;
  if (/"(Ports|Rules|Layers|Groups)"\s*:/.test(h) && !/"(VirtualNetwork|HostComputeNetwork|cniVersion)"\s*:/i.test(h)) return 0.85;
  return 0;
}

export function parse(text: string, file: string): ParseResult<DumpModel> {
  return guard(() => new VfpJsonReader(file).read(text));
}

export const count = (model: DumpModel) => countDump(model, VFP_KINDS);

class VfpJsonReader {
  private readonly r = new Report();
  private readonly model = emptyDump();
  private lines = new Map<string, number>();
  private numericTypes: { line?: number; count: number } = { count: 0 };

  constructor(private readonly file: string) {}

  read(text: string): ParseResult<DumpModel> {
    const json = readJson(text);
    if (!json.ok) {
      this.r.error(json.msg, { line: json.line });
      return this.r.result<DumpModel>();
    }
    for (const w of json.repairs) this.r.warn(w.msg, { line: w.line });
    for (const doc of json.documents) {
      this.lines = doc.lines;
      this.visit(doc.value, '', undefined);
    }
    return this.finish();
  }

  private at(path: string, field?: string) {
    let p = path;
    while (!this.lines.has(p) && p !== '') p = p.replace(/(\.[^.[]*|\[\d+\])$/, '');
    return { line: this.lines.get(p), field: field ?? (path || undefined) };
  }

  /** Any level of the output: a list, a Ports / Layers / Rules holder, or a counters holder. */
  private visit(v: unknown, path: string, port: Port | undefined): void {
    if (Array.isArray(v)) return v.forEach((item, i) => this.visit(item, indexPath(path, i), port));
    if (!isObj(v)) return;
    const ports = pick(v, 'Ports');
    const layers = pick(v, 'Layers');
    const groups = pick(v, 'Groups');
    const rules = pick(v, 'Rules');
    const info = pick(v, 'InformationArray');
    if (ports) listOf(ports.value).forEach((p, i) => this.port(p, indexPath(joinPath(path, ports.key), i)));
    if (layers) listOf(layers.value).forEach((l, i) => this.layer(l, indexPath(joinPath(path, layers.key), i), port ?? this.namedPort(v)));
    if (!layers && groups) this.looseGroups(groups.value, joinPath(path, groups.key), port ?? this.namedPort(v));
    if (!layers && !groups && rules) this.looseGroups([{ Name: 'UNKNOWN_GROUP', Rules: rules.value }], joinPath(path, rules.key), port ?? this.namedPort(v), true);
    if (info) this.portCounters(info.value, joinPath(path, info.key), port ?? this.namedPort(v));
    if (!ports && !layers && !groups && !rules && !info && path === '') {
      this.r.warn(vfpMsg('vfp.jsonNone', {}), this.at(path));
    }
  }

  private portById(id: string | undefined): Port {
    return dumpPort(this.model, id ?? placeholderPortId(this.file));
  }

  /** The port an object names (`PortName`, `Port`), or this file's placeholder port. */
  private namedPort(o: Obj): Port {
    return this.portById(textOf(pick(o, 'PortName', 'Port', 'PortId')?.value));
  }

  private port(v: unknown, path: string): void {
    if (!isObj(v)) return void this.r.warn(vfpMsg('vfp.entryNotObject', { list: 'Ports' }), this.at(path));
    const id = textOf(pick(v, 'Name', 'PortName')?.value);
    if (!id) this.r.warn(vfpMsg('vfp.portNoName', {}), this.at(path, joinPath(path, 'Name')));
    const port = this.portById(id);
    const friendly = textOf(pick(v, 'Id', 'FriendlyName', 'PortFriendlyName')?.value);
    if (friendly) port.friendlyName = friendly;
    const num = pick(v, 'VmsPortId', 'PortId', 'PortNumber')?.value;
    if (typeof num === 'number') port.portNumber = num;
    const macText = textOf(pick(v, 'MacAddress', 'Mac')?.value);
    if (macText) {
      const mac = parseMac(macText);
      if (mac) port.mac = mac;
      else this.r.warn(vfpMsg('vfp.jsonNotMac', { v: macText }), this.at(joinPath(path, 'MacAddress')));
    }
    const sw = textOf(pick(v, 'SwitchName', 'Switch')?.value);
    if (sw) port.switchName = sw;
    const blocked = pick(v, 'Blocked')?.value;
    if (typeof blocked === 'boolean') port.blocked = blocked;
    this.visit(Object.fromEntries(Object.entries(v).filter(([k]) => k.toLowerCase() !== 'ports')), path, port);
  }

  private layer(v: unknown, path: string, port: Port): void {
    if (!isObj(v)) return void this.r.warn(vfpMsg('vfp.entryNotObject', { list: 'Layers' }), this.at(path));
    const name = textOf(pick(v, 'Name', 'LayerName', 'Id', 'LayerId')?.value) ?? UNKNOWN_LAYER;
    const priority = pick(v, 'Priority')?.value;
    const layer = portLayer(port, name, typeof priority === 'number' ? priority : undefined);
    const friendly = textOf(pick(v, 'FriendlyName')?.value);
    if (friendly) layer.friendlyName = friendly;
    const groups = pick(v, 'Groups');
    if (groups) listOf(groups.value).forEach((g, i) => this.group(g, indexPath(joinPath(path, groups.key), i), layer));
  }

  /** Groups (or bare rules) without their layer: they go to a stand-in layer, with a warning. */
  private looseGroups(groups: unknown, path: string, port: Port, bareRules = false): void {
    const layer = portLayer(port, UNKNOWN_LAYER);
    this.r.warn(vfpMsg(bareRules ? 'vfp.looseRules' : 'vfp.looseGroups', { layer: UNKNOWN_LAYER }), this.at(path));
    listOf(groups).forEach((g, i) => this.group(g, bareRules ? path : indexPath(path, i), layer));
  }

  private group(v: unknown, path: string, layer: Layer): void {
    if (!isObj(v)) return void this.r.warn(vfpMsg('vfp.entryNotObject', { list: 'Groups' }), this.at(path));
    const name = textOf(pick(v, 'Name', 'GroupName', 'Id', 'GroupId')?.value) ?? 'UNKNOWN_GROUP';
    const group: Group = {
      name,
      priority: numberOf(pick(v, 'Priority')?.value) ?? 0,
      direction: directionOf(pick(v, 'Direction')?.value) ?? (/_IN(_|$)/i.test(name) ? 'in' : 'out'),
      family: /ipv6/i.test(textOf(pick(v, 'Type', 'Family', 'AddressFamily')?.value) ?? name) ? 'ipv6' : 'ipv4',
      conditions: {},
      matchType: /lpm|longest/i.test(textOf(pick(v, 'MatchType')?.value) ?? '') ? 'lpm' : 'priority',
      rules: [],
    };
    const friendly = textOf(pick(v, 'FriendlyName')?.value);
    if (friendly) group.friendlyName = friendly;
    const rules = pick(v, 'Rules');
    if (rules) listOf(rules.value).forEach((x, i) => this.rule(x, indexPath(joinPath(path, rules.key), i), group));
    layer.groups.push(group);
  }

  private rule(v: unknown, path: string, group: Group): void {
    if (!isObj(v)) return void this.r.warn(vfpMsg('vfp.entryNotObject', { list: 'Rules' }), this.at(path));
    const friendly = textOf(pick(v, 'FriendlyName')?.value);
    const id = textOf(pick(v, 'Name', 'Id', 'RuleId')?.value) || friendly || `rule-${path}`;
    const flags = numberOf(pick(v, 'Flags', 'RuleFlags')?.value);
    const rule: Rule = {
      id,
      priority: numberOf(pick(v, 'Priority')?.value) ?? 65535,
      flags: flags === undefined ? { ...FLAGS_TERMINATING } : decodeFlags(flags),
      conditions: {},
      action: this.action(pick(v, 'Type')?.value, id, path),
      flowTtl: numberOf(pick(v, 'FlowTtl', 'FlowTTL', 'Ttl')?.value) ?? 0,
      provenance: { by: 'vfpctrl dump' },
    };
    if (friendly) rule.friendlyName = friendly;
    const conditions = pick(v, 'Conditions')?.value;
    if (isObj(conditions)) this.conditions(conditions, joinPath(path, 'Conditions'), rule);
    const counters = this.ruleCounters(v, path);
    if (counters) rule.counters = counters;
    group.rules.push(rule);
  }

  private action(type: unknown, id: string, path: string): Rule['action'] {
    if (typeof type === 'string') return actionOf(type, this.at(path).line ?? 0, { dips: [], ruleData: [], modify: [], encap: [] }, id, this.r);
    if (type !== undefined) {
      this.numericTypes.count++;
      this.numericTypes.line ??= this.at(joinPath(path, 'Type')).line;
    }
    return { type: 'allow' };
  }

  /** Conditions spelled as JSON keys (`SourceIP`, `DestinationPorts`): matched by their label. */
  private conditions(o: Obj, path: string, rule: Rule): void {
    for (const [key, value] of Object.entries(o)) {
      const text = Array.isArray(value) ? value.map(textOf).join(',') : textOf(value);
      const field = conditionField(key.replace(/([a-z])([A-Z])/g, '$1 $2'));
      if (!field || text === undefined) {
        this.r.warn(vfpMsg('vfp.jsonCondition', { key, rule: rule.id }), this.at(joinPath(path, key)));
        continue;
      }
      const problem = applyCondition(rule.conditions, field, text);
      if (problem) this.r.error(vfpMsg('vfp.condition', { key, why: problem }), this.at(joinPath(path, key)));
    }
  }

  private ruleCounters(v: Obj, path: string): Rule['counters'] {
    return readRuleCounters(v, path, (message, at) => this.r.warn(message, this.at(at)));
  }

  private portCounters(info: unknown, path: string, port: Port): void {
    readPortCounters(info, path, port, (message, at) => this.r.warn(message, this.at(at)));
  }

  private finish(): ParseResult<DumpModel> {
    const { r, model } = this;
    if (this.numericTypes.count > 0) {
      r.warn(vfpMsg('vfp.numericTypes', { n: this.numericTypes.count }), {
        line: this.numericTypes.line,
        field: 'Type',
      });
    }
    for (const port of model.vfp.ports) {
      port.layers.forEach(finishLayer);
      port.kind = portKindOf(port.friendlyName) ?? portKindFromLayers(port.layers) ?? 'endpoint';
      if (port.id === placeholderPortId(this.file)) {
        r.warn(vfpMsg('vfp.jsonPlaceholder', { id: port.id }), { field: 'port' });
      }
    }
    if (model.vfp.ports.some((p) => p.layers.some((l) => l.provenance?.assumptions?.includes('layer-order')))) {
      addNote(model, `Layer priorities were not in the dump: VFP Lab's assumed layer order is used (assumption layer-order).`);
    }
    return r.result(model);
  }
}

function numberOf(v: unknown): number | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && /^\d+$/.test(v.trim())) return Number(v);
  return undefined;
}

/** 0 / "OUT" = out, 1 / "IN" = in (the numbering of port counters). */
function directionOf(v: unknown): Direction | undefined {
  const t = textOf(v)?.toLowerCase();
  if (t === '0' || t === 'out' || t === 'egress') return 'out';
  if (t === '1' || t === 'in' || t === 'ingress') return 'in';
  return undefined;
}
