// Vietnamese for what the dump readers and the importer write (src/io): warnings, errors, the
// replay report's lists, redaction notes. Names, paths, commands and fields stay in the holes.
import type { Catalogue } from './engine';

export const ioMessages: Catalogue = [];
