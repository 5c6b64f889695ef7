// Vietnamese for what the dump readers and the importer write (src/io): warnings, errors, the
// replay report's lists, redaction notes. Names, paths, commands and fields stay in the holes.
// One template per message shape, by area; sub-catalogues (lists, JSON syntax, zip reasons) are
// registered with the Translator through `ioCatalogues`.
import type { Catalogue } from './engine';
import { iozod } from './messages-io-dumps.vi';
import { importMessages, iofound, iojson, iotype, iowhat, iowhy, iozip, linkWhy, linkWhy1 } from './messages-io-import.vi';
import { iokexp, iokkind, ioyaml, k8sLead } from './messages-io-config.vi';
import { ioclause, ioclauses, ioneed, ioneeds, ioreasons, replayMessages } from './messages-io-replay.vi';
import { redactMessages } from './messages-io-redact.vi';

// The leads that fit many sentences (`Kind ns/name: …`) come last.
export const ioMessages: Catalogue = [...importMessages, ...redactMessages, ...replayMessages, ...ioyaml, ...iozod, ...k8sLead];

/** The sub-catalogues the io templates name in their `{x@cat}` holes. */
export const ioCatalogues: Record<string, Catalogue> = { iozod, iojson, iokexp, iokkind, ioyaml, iowhat, iowhy, iozip, ioclause, ioclauses, ioneed, ioneeds, ioreasons, iotype, iofound, linkWhy, linkWhy1 };
