// Build the node's VFP by hand, for one port: its layers, groups and rules in evaluation order, each
// editable in place; "+ rule" at the end of each group, "+ group" in each layer, "+ layer", block or
// unblock the port. Every change is a `nodes[].vfpEdits` delta saved through the scenario store
// (validated, undoable, autosaved); the trace replays from it at once. Self-contained: it takes a node
// and a port id, so it can sit in the properties panel or in the canvas's port close-up.
import { useState } from 'react';
import type { Group, Layer, Rule } from '../../../core/vfp/model';
import { conditionText } from '../../../state/port-rules';
import { addGroup, addLayer, changeGroup, editsOf, removeEditAt, removeGroup, removeRule, scenarioPortName, setPortBlocked, type GroupAt } from '../../../state/vfp-edits';
import { useSimulation } from '../../drawn-scenario';
import { useEdit } from '../useEdit';
import { focusRing } from '../../common/controls';
import { sectionTitle } from '../styles';
import { RuleForm } from './RuleForm';
import { VirtualList } from '../../common/VirtualList';
import { SmallForm } from './SmallForms';
import { useT } from '../../i18n/use-t';
import '../../i18n/words/build-en';
import { useNarrationLang } from '../../i18n/narration';
import { sayRefusal } from '../../i18n/messages/refusals-say';

// The builder's button look at two smaller sizes (its `button` fixes the height).
const look = 'inline-flex items-center justify-center gap-1 rounded-md border border-slate-300 bg-white hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:hover:bg-slate-700';
const small = `${look} h-7 px-2 text-[13px] ${focusRing}`;
const tiny = `${look} h-6 px-1.5 text-xs ${focusRing}`;
const byPriority = <T extends { priority: number }>(xs: T[]) => [...xs].sort((a, b) => a.priority - b.priority);
/** Past this many rules a group draws only those in view: a group of 10,000 hand-made rules drew
 * every row at each edit (over a second of rendering; issue 32 item 4). */
const MANY_RULES = 50;
function HandMark({ what }: { what: 'added' | 'changed' }) {
  const t = useT();
  return (
    <span className="shrink-0 rounded bg-amber-100 px-1 text-xs font-medium text-amber-900 dark:bg-amber-900/60 dark:text-amber-100" data-testid="by-hand">
      ✎ {what === 'added' ? t('build.addedByHand') : t('build.changedByHand')}
    </span>
  );
}

function RuleRow({ r, onEdit, onRemove }: { r: Rule; onEdit: () => void; onRemove: () => void }) {
  const block = r.action.type === 'block';
  const t = useT();
  return (
    <li className="rounded border border-slate-200 p-1.5 dark:border-slate-700" data-testid="vfp-rule" data-rule={r.id}>
      <div className="flex flex-wrap items-center gap-1.5">
        <span className="font-mono text-xs text-slate-700 dark:text-slate-300" title={t('build.priority')}>
          {r.priority}
        </span>
        <code className="min-w-0 flex-1 truncate text-xs font-semibold" title={r.id}>
          {r.friendlyName ?? r.id}
        </code>
        <span className={`rounded px-1 text-xs font-semibold ${block ? 'bg-rose-100 text-rose-900 dark:bg-rose-900/60 dark:text-rose-100' : 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200'}`}>{r.action.type}</span>
      </div>
      <div className="font-mono text-xs break-words text-slate-700 dark:text-slate-300">{conditionText(r.conditions)}</div>
      <div className="mt-1 flex flex-wrap items-center gap-1.5">
        {r.provenance?.hand && <HandMark what={r.provenance.hand} />}
        <button type="button" className={tiny} onClick={onEdit} aria-label={t('build.editRule', { id: r.id })} data-testid="rule-edit">
          {t('build.edit')}
        </button>
        <button type="button" className={tiny} onClick={onRemove} aria-label={t('build.removeRuleId', { id: r.id })} data-testid="rule-remove">
          {t('build.removeWord')}
        </button>
      </div>
    </li>
  );
}

export function PortVfpEditor({ node, port: portId }: { node: string; port: string }) {
  // The editor draws the document it simulated: after a big edit, for a moment the one before it.
  const { scenario, sim } = useSimulation();
  const edit = useEdit();
  const t = useT();
  const lang = useNarrationLang();
  const [open, setOpen] = useState<string>();
  const host = sim instanceof Error ? undefined : sim.world.hosts.get(node);
  const port = host?.kind === 'windows' ? host.vswitch.ports.find((p) => p.id === portId) : undefined;
  if (!host || host.kind !== 'windows' || !port) return <p className="text-sm text-slate-600 dark:text-slate-400">{t('build.noVfp')}</p>;
  const name = scenarioPortName(host, port);
  const edits = editsOf(scenario, node);
  const unapplied = sim instanceof Error ? [] : (sim.windows.get(node)?.unappliedEdits ?? []);
  const handGroup = (layer: string, group: string) => edits.some((e) => e.op === 'add-group' && e.layer === layer && e.group.name === group);
  const close = () => setOpen(undefined);

  const groupBlock = (layer: Layer, g: Group) => {
    const at: GroupAt = { node, port: name, layer: layer.name, group: g.name };
    const key = `${layer.name}/${g.name}`;
    const rules = byPriority(g.rules);
    const taken = () => g.rules.map((x) => x.id);
    const rowOf = (r: Rule) =>
      open === `rule:${key}/${r.id}` ? (
        <li key={r.id}>
          <RuleForm at={at} rule={r} handMade={r.provenance?.hand === 'added'} taken={taken()} onDone={close} />
        </li>
      ) : (
        <RuleRow key={r.id} r={r} onEdit={() => setOpen(`rule:${key}/${r.id}`)} onRemove={() => edit((s) => removeRule(s, at, r.id), t('build.do.removeRule', { rule: r.id, port: name }))} />
      );
    const addRule = (
      <li>
        {open === `new-rule:${key}` ? (
          <RuleForm at={at} handMade taken={taken()} onDone={close} />
        ) : (
          <button type="button" className={small} onClick={() => setOpen(`new-rule:${key}`)} aria-label={t('build.addRuleIn', { group: g.name })} data-testid="add-rule">
            {t('build.addRuleBtn')}
          </button>
        )}
      </li>
    );
    return (
      <li key={g.name} className="space-y-1" data-testid="vfp-group" data-group={g.name}>
        <code className="block font-semibold text-[13px] break-all">{g.name}</code>
        <div className="flex flex-wrap items-center gap-1.5 text-[13px]">
          <span className="text-slate-600 dark:text-slate-400">
            {g.direction.toUpperCase()} · {g.family} · {t('build.priorityN', { n: g.priority })}
          </span>
          {handGroup(layer.name, g.name) && <HandMark what="added" />}
        </div>
        <div className="flex flex-wrap gap-1.5">
          <button type="button" className={tiny} onClick={() => setOpen(`group:${key}`)} aria-label={t('build.editGroupName', { name: g.name })}>
            {t('build.editGroup')}
          </button>
          <button type="button" className={tiny} onClick={() => edit((s) => removeGroup(s, at), t('build.do.removeGroup', { group: g.name, port: name }))} aria-label={t('build.removeGroupName', { name: g.name })}>
            {t('build.removeGroup')}
          </button>
        </div>
        {open === `group:${key}` && (
          <SmallForm
            title={t('build.groupName', { name: g.name })}
            testId="group-form"
            initial={{ priority: String(g.priority), choice: g.direction }}
            choices={['out', 'in']}
            choiceLabel={t('build.direction')}
            submit={t('build.saveGroup')}
            what={t('build.do.changeGroup', { group: g.name, port: name })}
            build={(v) => (s) => changeGroup(s, at, { priority: v.priority, direction: v.choice as 'in' | 'out' })}
            onDone={close}
          />
        )}
        {rules.length > MANY_RULES ? (
          <>
            <VirtualList items={rules} row={rowOf} estimate={72} className="max-h-[28rem] pl-2" testId="vfp-rules-many" />
            <ul className="pl-2">{addRule}</ul>
          </>
        ) : (
          <ul className="space-y-1 pl-2">
            {rules.map(rowOf)}
            {addRule}
          </ul>
        )}
      </li>
    );
  };

  return (
    <section className="space-y-2" aria-label={t('build.vfpOfPort', { port: port.friendlyName })} data-testid="port-vfp-editor">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className={sectionTitle}>{t('build.vfpByHand')}</h3>
        <span className="font-mono text-[13px]">{name}</span>
        {port.blocked && (
          <span className="rounded bg-rose-100 px-1 text-xs font-semibold text-rose-900 dark:bg-rose-900/60 dark:text-rose-100" data-testid="port-blocked">
            {t('build.blocked')}
          </span>
        )}
        <button type="button" className={port.blocked ? small : `${small} border-rose-300 text-rose-800 dark:border-rose-800 dark:text-rose-300`} onClick={() => edit((s) => setPortBlocked(s, node, name, !port.blocked), t(port.blocked ? 'build.do.unblockPort' : 'build.do.blockPort', { port: name }))} data-testid="port-block">
          {port.blocked ? t('build.unblockPort') : t('build.blockPort')}
        </button>
      </div>
      {unapplied.length > 0 && (
        <ul className="space-y-1 rounded-md border border-amber-300 bg-amber-50 p-2 text-[13px] text-amber-900 dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-100" aria-label={t('build.unapplied')} data-testid="unapplied-edits">
          {unapplied.map((u) => (
            <li key={u.index} className="flex items-start justify-between gap-2">
              <span>⚠ {t('build.editNoLonger', { n: u.index + 1, why: sayRefusal(lang, u.msg) })}</span>
              <button type="button" className={small} onClick={() => edit((s) => removeEditAt(s, node, u.index), t('build.do.dropEdit', { n: u.index + 1, node }))} aria-label={t('build.dropEdit', { n: u.index + 1 })}>
                {t('build.drop')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <ol className="space-y-2">
        {byPriority(port.layers).map((layer) => (
          <li key={layer.name} className="space-y-1 rounded-md border border-slate-300 p-1.5 dark:border-slate-600" data-testid="vfp-layer" data-layer={layer.name}>
            <div className="flex flex-wrap items-center gap-1.5 text-[13px]">
              <code className="min-w-0 flex-1 truncate font-semibold" title={layer.name}>
                {layer.name}
              </code>
              <span className="text-slate-600 dark:text-slate-400">{t('build.priorityN', { n: layer.priority })}</span>
              {layer.provenance?.hand && <HandMark what="added" />}
            </div>
            <ul className="space-y-2">{byPriority(layer.groups).map((g) => groupBlock(layer, g))}</ul>
            {open === `new-group:${layer.name}` ? (
              <SmallForm
                title={t('build.newGroupIn', { layer: layer.name })}
                testId="new-group-form"
                initial={{ name: '', priority: '100', choice: 'out' }}
                choices={['out', 'in']}
                choiceLabel={t('build.direction')}
                submit={t('build.addGroup')}
                what={t('build.do.addGroup', { layer: layer.name, port: name })}
                build={(v) => (s) => addGroup(s, node, name, layer.name, { name: v.name, priority: v.priority, direction: v.choice as 'in' | 'out' })}
                onDone={close}
              />
            ) : (
              <button type="button" className={small} onClick={() => setOpen(`new-group:${layer.name}`)} aria-label={t('build.addGroupIn', { layer: layer.name })}>
                {t('build.addGroupBtn')}
              </button>
            )}
          </li>
        ))}
      </ol>
      {open === 'new-layer' ? (
        <SmallForm
          title={t('build.newLayer')}
          testId="new-layer-form"
          initial={{ name: '', priority: '50', choice: 'allow' }}
          choices={['allow', 'block']}
          choiceLabel={t('build.noRuleMatches')}
          submit={t('build.addLayer')}
          what={t('build.do.addLayer', { port: name })}
          build={(v) => (s) => addLayer(s, node, name, { name: v.name, priority: v.priority, defaultAction: { in: v.choice as 'allow', out: v.choice as 'allow' } })}
          onDone={close}
        />
      ) : (
        <button type="button" className={small} onClick={() => setOpen('new-layer')}>
          {t('build.addLayerBtn')}
        </button>
      )}
    </section>
  );
}
