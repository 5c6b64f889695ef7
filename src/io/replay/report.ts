// What a replay could not find in the imported files, and what it assumed in their place: shown
// next to the canvas and printed by the CLI, so nobody mistakes a guess for evidence.
export interface ReplayReport {
  /** Where each node came from. */
  sources: { node: string; files: string[] }[];
  missing: string[];
  assumed: string[];
}

export const emptyReport = (): ReplayReport => ({ sources: [], missing: [], assumed: [] });

export function note(list: string[], text: string): void {
  if (!list.includes(text)) list.push(text);
}
