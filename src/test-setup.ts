// Vitest: the validation module is registered up front, as the page does before anyone edits
// (src/state/validation.ts).
import * as validate from './state/validate';
import { registerValidation } from './state/validation';

registerValidation(validate);

// The built-in scenarios other than the demo's, which the page fetches as a chunk (src/lessons/index.ts).
import * as builtinScenarios from './lessons/builtin-scenarios';
import { registerBuiltinScenarios } from './lessons';

registerBuiltinScenarios(builtinScenarios);
