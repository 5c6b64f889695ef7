// For tests of code that calls validation() (an edit, saved work, a share link): the page loads the
// validation chunk (zod, the YAML loader, the share codec) before anyone edits; a test imports this
// module first to have it up front. Only the tests that need it do: loading zod in every test file
// was most of the unit suite's setup time.
import { LATE_PARTS } from '../../cluster/world/late-parts';
import { registerLateParts } from '../../cluster/world/late-load';
import * as validate from '../validate';
import { registerValidation } from '../validation';

registerValidation(validate);
registerLateParts(LATE_PARTS);
