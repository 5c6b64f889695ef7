// The lessons' English words, added to t() when the chunk that needs them runs (see README.md).
import { addEnglish } from '../t';
import { lessonsEn } from '../areas/lessons.en';

addEnglish(lessonsEn);
