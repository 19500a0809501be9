import * as english from 'bible-passage-reference-parser/esm/lang/en.js';
import { passageReader } from './passage-reader';

export type { PassageResult } from './passage-reader';

/** Passages as English speakers write them ("Rom 1-3; Ps 23"): the CSV import's and quick log's in English. */
export const { parsePassages, bookNamedBy } = passageReader(english);
