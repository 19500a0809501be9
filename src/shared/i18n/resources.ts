import { bible } from './en/bible';
import { prayers } from './en/prayers';
import { readings } from './en/readings';

/*
 * The English catalogue, one namespace per domain (the same names as the features and modules). Both
 * sides read it: the client through react-i18next, the server's messages (validation, e-mails) through
 * the same keys. Only English ships; a second language adds a sibling of `en` with the same shape.
 */
export const en = { bible, prayers, readings } as const;

export type Catalogue = typeof en;
export const NAMESPACES = Object.keys(en) as Array<keyof Catalogue>;
