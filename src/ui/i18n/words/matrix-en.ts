// The matrix area's English words, added to t() when the chunk that needs them runs (see README.md).
import { addEnglish } from '../t';
import { matrixEn } from '../areas/matrix.en';

addEnglish(matrixEn);
