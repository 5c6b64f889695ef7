// The built page runs under `script-src 'self'` (no eval): zod's JIT would probe `new Function` on
// the first parse, which the CSP reports as a violation. Imported first by every browser entry.
import { z } from 'zod';

z.config({ jitless: true });
