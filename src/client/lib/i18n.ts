import { createI18n } from '@shared/i18n';

/*
 * The client's i18next instance: the catalogues of src/shared/i18n, bundled, so texts are there on the
 * first render. Components read their namespace with react-i18next's useTranslation('<domain>').
 */
export const i18n = createI18n('en');
