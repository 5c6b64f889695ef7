// The title a scenario rebuilt from dumps gets when no scenario file came with them. Its own module:
// the UI shows it in the chosen language without loading the replay's code.
export const IMPORTED_TITLE = 'Imported from a node';
