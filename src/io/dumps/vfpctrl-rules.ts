// `vfpctrl /list-rule` text (VFP notes §3.1): an ` ITEM LIST` banner, then LAYER / GROUP / RULE
// blocks whose fields are indented under their header. Also the per-port files collect scripts write
// (`Policy for port :` + GUID, or an echoed `vfpctrl /port <guid> ... /list-rule` line), so one file
// may hold several ports. Indentation decides where a line belongs; a line back at or left of its
// header's column ends that block, which is how trailing junk such as `  (redacted)` is told apart.
import type { Layer, Port, Rule } from '../../core/vfp/model';
import type { ParseResult } from '../result';
import { guard } from '../result';
import { countDump, VFP_KINDS } from './count';
import { addNote, emptyDump, placeholderPortId, type DumpModel } from './model';
import { Report } from './report';
import { vfpMsg } from './messages-vfp';
import { eachTrimmedLine, GUID, head, isGuid, keyValue, quote, type KeyValue } from './text';
import { BLOCK_OF, conditionLine, continuesBlock, type Block, type BlockKind } from './vfp/blocks';
import { headerOf, stays, type HeaderKind } from './vfp/line-kinds';
import { finishGroup, finishRule, GROUP_FIELD_SET, LAYER_FIELD_SET, newGroupDraft, newRuleDraft, RULE_FIELD_SET, type GroupDraft, type RuleDraft } from './vfp/drafts';
import { dumpPort, portLayer } from './vfp/dump-ports';
import { layerOfGroup, UNKNOWN_LAYER } from './vfp/layers';
import { CutRule, layerField, Leftovers, portFact } from './vfp/list-fields';
import { finishPort } from './vfp/port-finish';
import { echoedCommand, portHeaderGuid } from './vfp/port-headers';

export function detect(text: string): number {
  const h = head(text);
  // `[ \t]*`, not `\s*`: with /m, `\s*` crosses line ends and retries from every one of them.
  // `RULE :` may end the line: some builds print rules with no id (a PA route rule, VFP.psm1's sample).
  if (/^[ \t]*RULE :(?: |$)/m.test(h) && (/^[ \t]*GROUP : /m.test(h) || /Flow TTL:/.test(h))) return 0.95;
  if (/^[ \t]*(LAYER|GROUP) : \S/m.test(h) && /^[ \t]*Priority : /m.test(h)) return 0.9;
  if (/^ ?ITEM LIST\s*\n=+\s*$/m.test(h)) return 0.5;
  return 0;
}

export function parse(text: string, file: string): ParseResult<DumpModel> {
  return guard(() => new RuleListReader(file).read(text));
}

export const count = (model: DumpModel) => countDump(model, VFP_KINDS);


class RuleListReader {
  private readonly r = new Report();
  private readonly model = emptyDump();
  private port?: Port;
  private layer?: { layer: Layer; indent: number };
  private group?: { draft: GroupDraft; rules: Rule[]; layer: Layer };
  private rule?: RuleDraft;
  private block?: Block;
  private commandLayer?: string;
  private commandGroup?: string;
  private awaitingPortGuid = false;
  private sawBanner = false;
  private sawStructure = false;
  private readonly named = new Set<Port>();
  private readonly leftovers = new Leftovers();
  private readonly cut = new CutRule();

  constructor(private readonly file: string) {}

  read(text: string): ParseResult<DumpModel> {
    eachTrimmedLine(text, (t, n, indent) => this.line(t, n, indent));
    this.cut.end(this.rule, this.r);
    this.closeAll();
    return this.finish();
  }

  /** One line that is not blank, trimmed, with its indentation. */
  private line(t: string, n: number, indent: number): void {
    const first = t.charCodeAt(0);
    // `#` comments (VFP Lab's export labels the model's own names with them).
    if (first === 35 /* # */) return;
    this.cut.next(n, this.r);
    if (this.awaitingPortGuid) {
      this.awaitingPortGuid = false;
      if (isGuid(t)) return this.startPort(t);
    }
    // Each pattern is tried only on lines whose first letter it can match (/i matches ASCII to ASCII).
    if (first === 61 /* = */ ? /^=+$/.test(t) : t === 'ITEM LIST') {
      this.sawBanner = true;
      return this.closeAll();
    }
    if ((first === 67 || first === 99) /* C c */ && /^Command [\w-]+ succeeded/i.test(t)) return this.closeAll();
    if ((first === 69 || first === 101) /* E e */ && /^ERROR\b/i.test(t)) {
      this.r.error(vfpMsg('vfp.reported', { t: quote(t, 200) }), { line: n });
      return this.closeAll();
    }
    if (this.portHeader(t, first)) return;
    const header = first === 76 || first === 71 || first === 82 /* L G R */ ? headerOf(t) : undefined;
    if (header) return this.header(header.kind, header.name, n, indent);
    const kv = keyValue(t);
    const key = kv?.key.toLowerCase();
    if (this.block && continuesBlock(this.block, t, key, indent)) return this.blockLine(this.block, t, n, kv);
    this.block = undefined;
    if (this.rule && !stays(indent, this.rule.indent, key, RULE_FIELD_SET)) this.closeRule();
    if (this.group && !this.rule && !stays(indent, this.group.draft.indent, key, GROUP_FIELD_SET)) this.closeGroup();
    if (this.layer && !this.group && !stays(indent, this.layer.indent, key, LAYER_FIELD_SET)) this.closeLayer();
    if (this.rule) return this.ruleLine(this.rule, t, kv, n, indent);
    if (this.group) return this.groupLine(this.group.draft, t, kv, n, indent);
    if (this.layer) return void (layerField(this.layer.layer, t, kv, n, this.r) || this.leftovers.field(kv!.key, n));
    // Outside any block: port facts collect scripts print, or other commands' output.
    if (!portFact(this.port, kv)) this.leftovers.line(t, n);
  }

  /** Port headers of collect scripts and echoed commands; true when the line was one. */
  private portHeader(t: string, first: number): boolean {
    const command = echoedCommand(t);
    if (command) {
      this.startPort(command.port);
      this.commandLayer = command.layer;
      this.commandGroup = command.group;
      return true;
    }
    if ((first === 80 || first === 112) /* P p */ && /^Policy for port\b/i.test(t)) {
      const guid = GUID.exec(t)?.[0];
      if (guid) this.startPort(guid);
      else {
        this.closeAll();
        this.awaitingPortGuid = true;
      }
      return true;
    }
    const plain = !this.rule && !this.group && !this.layer ? portHeaderGuid(t) : undefined;
    if (plain) this.startPort(plain);
    return plain !== undefined;
  }

  private startPort(guid: string): void {
    this.closeAll();
    const port = dumpPort(this.model, guid.replace(/[{}]/g, '').trim());
    this.named.add(port);
    this.port = port;
  }

  private layerNamed(name: string, explicit: boolean): Layer {
    // Rules before any port header belong to this file's placeholder port.
    this.port ??= dumpPort(this.model, placeholderPortId(this.file));
    const layer = portLayer(this.port, name);
    if (explicit) delete layer.provenance?.assumptions;
    return layer;
  }

  private header(kind: HeaderKind, name: string, n: number, indent: number): void {
    this.sawStructure = true;
    if (kind === 'LAYER') {
      this.closeLayer();
      this.layer = { layer: this.layerNamed(name || `${UNKNOWN_LAYER}_AT_LINE_${n}`, true), indent };
      if (!name) this.r.warn(vfpMsg('vfp.layerNoName', {}), { line: n, field: 'LAYER' });
      return;
    }
    if (kind === 'GROUP') {
      this.closeGroup();
      const groupName = name || `UNKNOWN_GROUP_AT_LINE_${n}`;
      if (!name) this.r.warn(vfpMsg('vfp.groupNoName', {}), { line: n, field: 'GROUP' });
      this.group = { draft: newGroupDraft(groupName, n, indent), rules: [], layer: this.layer?.layer ?? this.implicitLayer(groupName, n) };
      return;
    }
    this.closeRule();
    if (!this.group) {
      const groupName = this.commandGroup ?? 'UNKNOWN_GROUP';
      if (!this.commandGroup) this.r.warn(vfpMsg('vfp.ruleOutside', {}), { line: n, field: 'GROUP' });
      this.group = { draft: newGroupDraft(groupName, n, -1), rules: [], layer: this.layer?.layer ?? this.implicitLayer(groupName, n) };
    }
    this.rule = newRuleDraft(name, n, indent);
  }

  /** The layer of a group printed without a LAYER line (vfpctrl ... /layer X /list-rule). */
  private implicitLayer(group: string, n: number): Layer {
    if (this.commandLayer) return this.layerNamed(this.commandLayer, false);
    const inferred = layerOfGroup(group);
    if (inferred) {
      this.r.warn(vfpMsg('vfp.groupLayerFromName', { group, layer: inferred }), {
        line: n,
        field: 'LAYER',
      });
      addNote(this.model, `Layer priorities were not in the dump: VFP Lab's assumed layer order is used (assumption layer-order).`);
      return this.layerNamed(inferred, false);
    }
    this.r.warn(vfpMsg('vfp.groupNoLayer', { group, layer: UNKNOWN_LAYER }), { line: n, field: 'LAYER' });
    return this.layerNamed(UNKNOWN_LAYER, false);
  }

  /** A line of the open block; `kv`: the line as keyValue reads it. */
  private blockLine(b: Block, t: string, n: number, kv: KeyValue | undefined): void {
    if (b.kind !== 'conditions') {
      this.rule?.blocks[b.kind].push({ text: t, line: n });
      return;
    }
    conditionLine(b.owner === 'rule' ? this.rule : this.group?.draft, t, n, this.r, kv);
  }

  private openBlock(kind: BlockKind, owner: 'rule' | 'group', indent: number, rest: string, n: number): void {
    this.block = { kind, owner, indent };
    if (rest !== '' && rest !== '<none>') this.blockLine(this.block, rest, n, keyValue(rest));
  }

  private ruleLine(rule: RuleDraft, t: string, kv: KeyValue | undefined, n: number, indent: number): void {
    if (!kv) {
      if (t !== '<none>') this.cut.word(n, t);
      return;
    }
    const key = kv.key.toLowerCase();
    // Own keys only: a field named `constructor` is no block (it was a crash).
    const block = Object.hasOwn(BLOCK_OF, key) ? BLOCK_OF[key] : undefined;
    if (block) return this.openBlock(block, 'rule', indent, kv.value, n);
    if (RULE_FIELD_SET.has(key)) {
      rule.fields.set(key, { value: kv.value, line: n });
      this.cut.field(n, t, key, kv.value);
      return;
    }
    rule.extra.push(`${kv.key} : ${kv.value}`);
    this.leftovers.field(kv.key, n);
  }

  private groupLine(group: GroupDraft, t: string, kv: KeyValue | undefined, n: number, indent: number): void {
    const key = kv?.key.toLowerCase();
    if (key === 'conditions') return this.openBlock('conditions', 'group', indent, kv!.value, n);
    if (key && GROUP_FIELD_SET.has(key)) group.fields.set(key, { value: kv!.value, line: n });
    else if (kv) this.leftovers.field(kv.key, n);
    else this.r.warn(vfpMsg('vfp.notGroupField', { t: quote(t) }), { line: n });
  }

  private closeRule(): void {
    this.block = undefined;
    if (this.rule && this.group) this.group.rules.push(finishRule(this.rule, this.r));
    this.rule = undefined;
  }

  private closeGroup(): void {
    this.closeRule();
    if (this.group) this.group.layer.groups.push(finishGroup(this.group.draft, this.group.rules, this.r));
    this.group = undefined;
  }

  private closeLayer(): void {
    this.closeGroup();
    this.layer = undefined;
  }

  private closeAll(): void {
    this.closeLayer();
  }

  private finish(): ParseResult<DumpModel> {
    const { r, model } = this;
    if (!this.sawBanner && !this.sawStructure) {
      r.error(vfpMsg('vfp.rulesNone', {}), { line: 1 });
      return r.result<DumpModel>();
    }
    for (const port of model.vfp.ports) finishPort(port, this.named.has(port), model, r);
    if (!this.sawStructure) addNote(model, 'The rule list is empty (banner only).');
    this.leftovers.report(r);
    return r.result(model);
  }
}
