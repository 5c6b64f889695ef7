// For tests that read a built-in other than the demo's (BUILTINS[i].scenario): the page fetches
// those as a chunk (loadBuiltinScenarios); a test imports this module first to have them up front.
// Only the tests that need them do: evaluating the chunk in every test file cost seconds in all.
import { LATE_PARTS } from '../../cluster/world/late-parts';
import { registerLateParts } from '../../cluster/world/late-load';
import * as builtinScenarios from '../builtin-scenarios';
import { registerBuiltinScenarios } from '..';

registerBuiltinScenarios(builtinScenarios);
registerLateParts(LATE_PARTS);
