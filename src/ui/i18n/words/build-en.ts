// The build area's English words, added to t() when the chunk that needs them runs (see README.md).
import { addEnglish } from '../t';
import { buildEn } from '../areas/build.en';

addEnglish(buildEn);
