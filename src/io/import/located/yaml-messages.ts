// What the YAML reader says (yaml.ts), as message values: English here, Vietnamese in
// src/ui/i18n/messages/yaml.vi.ts. The `yaml` package's own sentences are read here once, into ids
// with their holes (yamlReason); one this table does not know is carried as the library wrote it.
import { msg, render, type Msg, type MsgOf } from '../../../core/message';

export const YAML_EN = {
  'yaml.tooDeep': (a: { n: number; line: number }) => `YAML nested deeper than ${a.n} levels at line ${a.line}: not read`,
  'yaml.syntax': (a: { why: string }) => `YAML syntax error: ${a.why}`,
  /** In a file of several documents: which one. */
  'yaml.inDocument': (a: { doc: number; m: string }) => `document ${a.doc}: ${a.m}`,
  // The library's sentences.
  'yaml.duplicateKey': () => 'Map keys must be unique',
  'yaml.keyOneLine': () => 'Implicit keys need to be on a single line',
  'yaml.keyNeedsValue': () => 'Implicit map keys need to be followed by map values',
  'yaml.blockInFlow': () => 'Block collections are not allowed within flow collections',
  'yaml.flowIndent': (a: { collection: string; end: string }) => `${a.collection} in block collection must be sufficiently indented and end with a ${a.end}`,
  'yaml.flowSequence': () => 'Flow sequence',
  'yaml.flowMap': () => 'Flow map',
  'yaml.sameColumn': () => 'All sequence items must start at the same column',
  'yaml.sequenceAsKey': () => 'A block sequence may not be used as an implicit map key',
  'yaml.nestedCompact': () => 'Nested mappings are not allowed in compact mappings',
  'yaml.noDash': () => 'Sequence item without - indicator',
  'yaml.tabs': () => 'Tabs are not allowed as indentation',
  'yaml.noClosingQuote': () => 'Missing closing "quote',
  'yaml.commentSpace': () => 'Comments must be separated from other tokens by white space characters',
  'yaml.propSpace': () => 'Tags and anchors must be separated from the next token by white space',
  'yaml.unexpectedComma': (a: { where: string }) => `Unexpected , in ${a.where}`,
  'yaml.missingComma': (a: { where: string }) => `Missing , between ${a.where} items`,
  'yaml.missingCommaColon': (a: { where: string }) => `Missing , or : between ${a.where} items`,
  'yaml.plainStart': (a: { c: string }) => `Plain value cannot start with ${a.c}`,
  'yaml.badEscape': (a: { e: string }) => `Invalid escape sequence ${a.e}`,
  'yaml.unexpectedToken': (a: { token: string }) => `Unexpected ${a.token} token`,
  'yaml.unexpectedAtEnd': (a: { token: string }) => `Unexpected ${a.token} at node end`,
  'yaml.unexpectedIn': (a: { token: string; where: string }) => `Unexpected ${a.token} in ${a.where}`,
  /** A sentence of the library this table does not know: as it wrote it. */
  'yaml.other': (a: { text: string }) => a.text,
} as const;

export type YamlMsg = MsgOf<typeof YAML_EN>;
export const yamlMsg = msg<typeof YAML_EN>();

/** In English: the import summary's `message`, the CLI. */
export const yamlText = (m: Msg): string => render([YAML_EN], m);

const FIXED: Record<string, YamlMsg> = Object.fromEntries(
  (['duplicateKey', 'keyOneLine', 'keyNeedsValue', 'blockInFlow', 'sameColumn', 'sequenceAsKey', 'nestedCompact', 'noDash', 'tabs', 'noClosingQuote', 'commentSpace', 'propSpace'] as const).map((k) => {
    const m = yamlMsg(`yaml.${k}`, {});
    return [yamlText(m), m];
  }),
);

/** The library's sentences with holes, most particular first. */
const SHAPED: [RegExp, (g: string[]) => YamlMsg][] = [
  [/^(Flow sequence|Flow map) in block collection must be sufficiently indented and end with a (.+)$/, ([what, end]) => yamlMsg('yaml.flowIndent', { collection: yamlMsg(what === 'Flow map' ? 'yaml.flowMap' : 'yaml.flowSequence', {}), end: end! })],
  [/^Unexpected , in (.+)$/, ([where]) => yamlMsg('yaml.unexpectedComma', { where: where! })],
  [/^Missing , or : between (.+) items$/, ([where]) => yamlMsg('yaml.missingCommaColon', { where: where! })],
  [/^Missing , between (.+) items$/, ([where]) => yamlMsg('yaml.missingComma', { where: where! })],
  [/^Plain value cannot start with (.+)$/, ([c]) => yamlMsg('yaml.plainStart', { c: c! })],
  [/^Invalid escape sequence (.+)$/, ([e]) => yamlMsg('yaml.badEscape', { e: e! })],
  [/^Unexpected (\S+) token$/, ([what]) => yamlMsg('yaml.unexpectedToken', { token: what! })],
  [/^Unexpected (\S+) at node end$/, ([what]) => yamlMsg('yaml.unexpectedAtEnd', { token: what! })],
  [/^Unexpected (\S+) in (.+)$/, ([what, where]) => yamlMsg('yaml.unexpectedIn', { token: what!, where: where! })],
];

/** One of the `yaml` package's sentences as a value whose English is that sentence. */
export function yamlReason(text: string): YamlMsg {
  const fixed = FIXED[text];
  if (fixed) return fixed;
  for (const [re, make] of SHAPED) {
    const g = re.exec(text);
    if (g) {
      const m = make(g.slice(1));
      if (yamlText(m) === text) return m;
    }
  }
  return yamlMsg('yaml.other', { text });
}
