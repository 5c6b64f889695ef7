// Vietnamese for what the state layer, HNS checks and Compare write (src/state, src/hns,
// src/cluster): findings, probe hints' reasons, edit refusals, Compare's notes.
import type { Catalogue } from './engine';

export const stateMessages: Catalogue = [];
