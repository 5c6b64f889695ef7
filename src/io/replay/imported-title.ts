// The title a scenario rebuilt from dumps gets when no scenario file came with them. Its own module:
// the UI shows it in the chosen language without loading the replay's code (its value is
// 'replay.importedTitle' of messages.ts, whose English this is).
export const IMPORTED_TITLE = 'Imported from a node';
