import * as english from 'bible-passage-reference-parser/esm/lang/en.js';
import * as spanish from 'bible-passage-reference-parser/esm/lang/es.js';
import { passageReader } from './passage-reader';

/**
 * Passages as Spanish speakers write them ("Sal 23; Jn 3", "Gn 50; Éx 1-3", "Juan 3:16 y Hechos 2"), and,
 * when the Spanish reading does not take the whole text, as English speakers do: quick log in Spanish.
 */
export const { parsePassages, bookNamedBy } = passageReader(spanish, english);
