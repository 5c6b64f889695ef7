// Vitest: the validation module is registered up front, as the page does before anyone edits
// (src/state/validation.ts).
import * as validate from './state/validate';
import { registerValidation } from './state/validation';

registerValidation(validate);
