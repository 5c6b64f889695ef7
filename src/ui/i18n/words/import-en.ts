// The import area's English words, added to t() when the chunk that needs them runs (see README.md).
import { addEnglish } from '../t';
import { importEn } from '../areas/import.en';

addEnglish(importEn);
