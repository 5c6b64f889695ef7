// Position-aware parsing shared by the CNI and Kubernetes readers (and open to the dump parsers).
export type { LocatedDoc, PlainObject } from './doc';
export { isPlainObject } from './doc';
export { LineIndex } from './lines';
export { formatPath, type Path, type PathSeg } from './field-path';
export { parseJsonLocated, type JsonParse } from './json';
export { parseYamlLocated, type YamlDocuments } from './yaml';
