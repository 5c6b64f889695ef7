// What the aligner says, as message values (src/core/message.ts): English here, for the CLI, the
// JSON's `text` and reports; the UI renders the same ids in the user's language.
import { msg, render, type Msg, type MsgOf } from '../../core/message';

export const ALIGN_EN = {
  'align.place.endpoint': (a: { owner: string; port: string; dir: string }) => `${a.owner}'s port (${a.port}), ${a.dir}`,
  'align.place.host': (a: { port: string; dir: string }) => `the host vNIC's port (${a.port}), ${a.dir}`,
  'align.place.external': (a: { port: string; dir: string }) => `the external port (${a.port}), ${a.dir}`,

  'align.model.passed': () => 'passed it on unchanged',
  'align.model.passedLayers': (a: { layers: string }) => `passed it through ${a.layers}`,
  'align.model.passedBy': (a: { layer: string; rule: string; action: string }) => `passed it (${a.layer} · ${a.rule} → ${a.action})`,
  'align.model.sentAs': (a: { tuple: string }) => `sent it on as ${a.tuple}`,
  'align.model.dropped': (a: { layer: string; rule: string; reason: string }) => `dropped it (${a.reason}: ${a.layer} · ${a.rule})`,
  'align.model.droppedHere': (a: { reason: string }) => `dropped it (${a.reason})`,

  'align.node.dropped': (a: { component: string; reason: string; location: string }) => `dropped it at ${a.component} (pktmon: ${a.reason}${a.location ? `, location ${a.location}` : ''})`,
  'align.node.notSeen': (a: { last: string }) => `never showed it there (last seen at ${a.last})`,
  'align.node.neverSeen': () => 'never showed it on any port the capture watched',
  'align.node.differs': (a: { fields: string }) => `showed it with ${a.fields}`,
  'align.node.seenLater': (a: { place: string }) => `showed it further on, at ${a.place}`,

  'align.agree': (a: { places: number; watched: number }) =>
    a.watched === a.places ? `model and node agree on the whole trip (${a.places} places)` : `model and node agree on the whole trip (${a.watched} of ${a.places} places watched; the others cannot be compared)`,
  'align.parts': (a: { step: number; place: string; model: string; node: string }) => `model and node agree up to step ${a.step}; they part at ${a.place}: the model ${a.model}, the node ${a.node}`,
  'align.partsAtOnce': (a: { place: string; model: string; node: string }) => `model and node part at the first place watched, ${a.place}: the model ${a.model}, the node ${a.node}`,
  'align.noFlow': (a: { flow: string; count: number; flows: string }) =>
    a.count === 0 ? `no packet of this flow (${a.flow}); the capture holds no packet with readable headers` : `no packet of this flow (${a.flow}); the capture holds ${a.count} flow${a.count === 1 ? '' : 's'}: ${a.flows}`,
  'align.noComponentList': () =>
    "the capture names no component (no `pktmon list` output, no component lines in the text): its events cannot be placed on the node's ports; add the output of `pktmon list --all` (or etl2txt's verbose form)",
  'align.otherNode': (a: { count: number }) => `no component of the capture (${a.count}) maps to a port of the loaded node: is it a capture of another node? Not aligned`,
  'align.noEvents': () => 'the capture holds no packet events (only components or counters): nothing to align; add the etl2txt output of the capture',

  'align.note.srcPort': (a: { probe: number; captured: number }) => `the capture's flow uses source port ${a.captured} (the probe's is ${a.probe}): the walk was made again with it`,
  'align.note.pcapng': () => 'the capture arrived only as pcapng, which loses drop and component information (Microsoft documents this for `pktmon etl2pcap`): send the etl2txt text with `pktmon list`',
  'align.note.truncated': (a: { file: string; line: number }) => `${a.file} stops inside an event at line ${a.line} (truncated?): read up to it`,
  'align.note.unmapped': (a: { count: number; names: string }) => `${a.count} component${a.count === 1 ? '' : 's'} with packets of this flow map${a.count === 1 ? 's' : ''} to no port: ${a.names}`,
  'align.note.verdictElsewhere': (a: { node: string; outcome: string }) => `the model's verdict (${a.outcome}) is given on ${a.node}, which this capture does not watch: capture there too`,
  'align.note.extra': (a: { count: number }) => `${a.count} more cop${a.count === 1 ? 'y' : 'ies'} of the flow's packets (retransmissions?) were not paired`,

  'align.pair.otherNode': (a: { node: string }) => `on ${a.node}, not the captured node: not compared`,
  'align.pair.unwatched': () => 'no component of the capture watches this port: not compared',
  'align.pair.gap': () => 'not reported here, but seen further on: not compared',
  'align.pair.afterPart': () => 'after the place where model and node part: not compared',
  'align.pair.same': () => 'seen, same headers',
  'align.pair.sameAfter': () => "seen, with the headers the model's layers give it here",
  'align.pair.droppedBoth': () => 'dropped here by both',
  'align.pair.consistentDrop': () => "seen arriving and never after: as the model's drop here",
} as const;

export type AlignMsg = MsgOf<typeof ALIGN_EN>;

export const alignMsg = msg<typeof ALIGN_EN>();

export const alignText = (m: Msg): string => render([ALIGN_EN], m);
