// Where the document on screen came from. Its own module so that the store and the Recent list can
// both name it without importing each other.
export type ScenarioSource =
  | { kind: 'builtin'; id: string }
  | { kind: 'file'; name: string }
  | { kind: 'share' }
  | { kind: 'autosave' }
  | { kind: 'new' }
  | { kind: 'import'; files: string[] };
