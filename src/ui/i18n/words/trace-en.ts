// The trace area's English words, added to t() when the chunk that needs them runs (see README.md).
import { addEnglish } from '../t';
import { traceEn } from '../areas/trace.en';

addEnglish(traceEn);
