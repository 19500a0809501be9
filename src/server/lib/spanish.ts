import { addLanguage } from '@shared/i18n';
import { es } from '@shared/i18n/es';

/*
 * The server holds every language from the start (its bundle has no budget): e-mails and answers to a
 * person reading Spanish are translated without a loading step. The client loads Spanish on demand.
 */
addLanguage('es', es);
