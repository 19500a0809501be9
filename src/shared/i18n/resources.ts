import { accountDeletion } from './en/account-deletion';
import { churchHandover } from './en/church-handover';
import { confirmations } from './en/confirmations';
import { dataExport } from './en/data-export';
import { legal } from './en/legal';
import { reminders } from './en/reminders';
import { firstScript } from './first-script';

/*
 * The English catalogue, one namespace per domain (the same names as the features and modules). Both
 * sides read it: the client through react-i18next, the server's messages (validation, e-mails) through
 * the same keys. Only English ships; a second language adds a sibling of `en` with the same shape.
 *
 * This module holds every namespace (the tests' pseudo-locale and the types read it). The i18next
 * instances start with the first script's (first-script.ts); the others are added by their domain's
 * contract module when it loads (`addNamespace` of index.ts: src/shared/reminders.ts adds `reminders`),
 * so that the client carries them in the chunks of the pages that show them.
 */
export const en = {
  ...firstScript,
  dataExport,
  reminders,
  accountDeletion,
  churchHandover,
  confirmations,
  legal,
} as const;

export type Catalogue = typeof en;
