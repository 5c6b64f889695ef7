// Vietnamese for what the importer writes (src/io) that is not a message value yet: its warnings and
// errors, and the replay's "what is missing" line (the readers' words, the replay report's lists and
// redaction notes are values: src/ui/i18n/messages). Names, paths, commands and fields stay in the holes.
// One template per message shape, by area; sub-catalogues (lists, JSON syntax, zip reasons) are
// registered with the Translator through `ioCatalogues`.
import type { Catalogue } from './engine';

// The leads that fit many sentences (`Kind ns/name: …`) come last.
export const ioMessages: Catalogue = [];

/** The sub-catalogues the io templates name in their `{x@cat}` holes. */
export const ioCatalogues: Record<string, Catalogue> = {};
