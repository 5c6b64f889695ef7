// Two states of a cluster or a node side by side, as `diff --matrix` and `diff --rules` print them:
// the reachability cells whose outcome changed, and the VFP rules added, removed and changed per
// Windows node, port, layer and group. Nodes pair by name, else by IP (a replayed node is named
// after its IP); a node of one state only is said, and only what matches is compared.
import type { Matrix, MatrixCell } from '../../cluster/matrix/matrix';
import type { Simulation } from '../../cluster/simulation';
import { diffPorts, type RulesDiff } from '../../core/vfp/diff';
import type { Rule } from '../../core/vfp/model';
import { mdText } from '../report/md-escape';

export interface CellChange {
  from: string;
  to: string;
  protocol: string;
  before: Pick<MatrixCell, 'outcome' | 'reason'>;
  after: Pick<MatrixCell, 'outcome' | 'reason'>;
}

export interface MatrixDiff {
  changed: CellChange[];
  /** Cells of one state only (a pod or a port that came or went). */
  onlyBefore: number;
  onlyAfter: number;
  same: number;
}

export function diffMatrices(a: Matrix, b: Matrix): MatrixDiff {
  const key = (c: MatrixCell) => `${c.from}|${c.to}|${c.protocol}`;
  const before = new Map(a.cells.map((c) => [key(c), c]));
  const out: MatrixDiff = { changed: [], onlyBefore: 0, onlyAfter: 0, same: 0 };
  for (const c of b.cells) {
    const was = before.get(key(c));
    if (!was) {
      out.onlyAfter++;
      continue;
    }
    before.delete(key(c));
    if (was.outcome === c.outcome && was.reason === c.reason) out.same++;
    else out.changed.push({ from: c.from, to: c.to, protocol: c.protocol, before: { outcome: was.outcome, reason: was.reason }, after: { outcome: c.outcome, reason: c.reason } });
  }
  out.onlyBefore = before.size;
  return out;
}

export interface NodeRulesDiff extends RulesDiff {
  node: string;
  /** The earlier state's name when the node was paired by IP under another name. */
  was?: string;
}

export interface StatesRulesDiff {
  nodes: NodeRulesDiff[];
  /** Windows nodes of one state only. */
  onlyBefore: string[];
  onlyAfter: string[];
}

export function diffRulesOf(a: Simulation, b: Simulation): StatesRulesDiff {
  const windows = (s: Simulation) => [...s.world.hosts.values()].flatMap((h) => (h.kind === 'windows' ? [h] : []));
  const left = windows(a);
  const out: StatesRulesDiff = { nodes: [], onlyBefore: [], onlyAfter: [] };
  for (const h of windows(b)) {
    const i = left.findIndex((x) => x.name === h.name) >= 0 ? left.findIndex((x) => x.name === h.name) : left.findIndex((x) => x.ip === h.ip);
    if (i < 0) {
      out.onlyAfter.push(h.name);
      continue;
    }
    const was = left.splice(i, 1)[0]!;
    out.nodes.push({ node: h.name, ...(was.name !== h.name ? { was: was.name } : {}), ...diffPorts(was.vswitch.ports, h.vswitch.ports) });
  }
  out.onlyBefore = left.map((h) => h.name);
  return out;
}

const ruleText = (r: Rule) => `${r.friendlyName ?? r.id} (priority ${r.priority}, ${r.action.type})`;

/** JSON for `diff --rules`: per node and port, the rules by name with their changed fields. */
export function rulesDiffJson(d: StatesRulesDiff): Record<string, unknown> {
  return {
    nodes: d.nodes.map((n) => ({
      node: n.node,
      ...(n.was ? { was: n.was } : {}),
      counts: n.counts,
      ports: n.ports.map((p) => ({
        port: p.port,
        friendlyName: p.friendlyName,
        ...(p.owner ? { owner: p.owner } : {}),
        status: p.status,
        ...(p.was ? { was: p.was } : {}),
        ...(p.layersAdded.length ? { layersAdded: p.layersAdded } : {}),
        ...(p.layersRemoved.length ? { layersRemoved: p.layersRemoved } : {}),
        groups: p.groups.map((g) => ({
          layer: g.layer,
          group: g.group,
          added: g.added.map((r) => ({ id: r.id, friendlyName: r.friendlyName, priority: r.priority, action: r.action.type })),
          removed: g.removed.map((r) => ({ id: r.id, friendlyName: r.friendlyName, priority: r.priority, action: r.action.type })),
          changed: g.changed.map((c) => ({ id: c.rule, friendlyName: c.friendlyName, fields: c.fields, ...(c.before.id !== c.after.id ? { was: c.before.id } : {}) })),
        })),
      })),
    })),
    onlyBefore: d.onlyBefore,
    onlyAfter: d.onlyAfter,
  };
}


/** Markdown for `diff --rules --md` and the terminal: a section per node, a table of changes per port. */
export function rulesDiffText(d: StatesRulesDiff, markdown = false): string {
  const out: string[] = [];
  for (const n of d.nodes) {
    out.push(markdown ? `### ${mdText(n.node)}${n.was ? ` (was ${mdText(n.was)})` : ''}` : `${n.node}${n.was ? ` (was ${n.was})` : ''}: ${n.counts.added} added, ${n.counts.removed} removed, ${n.counts.changed} changed`);
    if (markdown) out.push('', `${n.counts.added} added, ${n.counts.removed} removed, ${n.counts.changed} changed`, '', '| port | layer · group | change | rule | fields |', '|---|---|---|---|---|');
    for (const p of n.ports) {
      const port = `${p.friendlyName}${p.owner ? ` (${p.owner})` : ''}${p.status !== 'both' ? ` [port ${p.status}]` : ''}`;
      for (const g of p.groups) {
        const rows: [string, string, string][] = [...g.added.map((r) => ['+ added', ruleText(r), ''] as [string, string, string]), ...g.removed.map((r) => ['− removed', ruleText(r), ''] as [string, string, string]), ...g.changed.map((c) => ['~ changed', ruleText(c.after), c.fields.join(', ')] as [string, string, string])];
        for (const [what, rule, fields] of rows) out.push(markdown ? `| ${mdText(port)} | ${mdText(`${g.layer} · ${g.group}`)} | ${what} | ${mdText(rule)} | ${mdText(fields)} |` : `  ${what.padEnd(10)} ${port} · ${g.layer} · ${g.group} · ${rule}${fields ? ` [${fields}]` : ''}`);
      }
    }
    if (markdown) out.push('');
  }
  if (d.onlyBefore.length) out.push(`only in the first state: ${d.onlyBefore.join(', ')} (not compared)`);
  if (d.onlyAfter.length) out.push(`only in the second state: ${d.onlyAfter.join(', ')} (not compared)`);
  if (!d.nodes.length) out.push('no Windows node is in both states: nothing compared');
  return out.join('\n') + '\n';
}

export const anyRuleChange = (d: StatesRulesDiff): boolean => d.nodes.some((n) => n.counts.added + n.counts.removed + n.counts.changed > 0) || d.onlyBefore.length > 0 || d.onlyAfter.length > 0;
