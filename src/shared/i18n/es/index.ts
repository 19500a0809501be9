import type { TranslatedCatalogue } from '../index';
import { accountDeletion } from './account-deletion';
import { activity } from './activity';
import { annualReports } from './annual-reports';
import { app } from './app';
import { auth } from './auth';
import { bible } from './bible';
import { billing } from './billing';
import { churchAdmin } from './church-admin';
import { churchHandover } from './church-handover';
import { churches } from './churches';
import { common } from './common';
import { confirmations } from './confirmations';
import { dataExport } from './data-export';
import { goal } from './goal';
import { home } from './home';
import { leaderboard } from './leaderboard';
import { legal } from './legal';
import { notifications } from './notifications';
import { onboarding } from './onboarding';
import { passwordReset } from './password-reset';
import { plans } from './plans';
import { prayerRequests } from './prayer-requests';
import { prayers } from './prayers';
import { progress } from './progress';
import { readings } from './readings';
import { reminders } from './reminders';
import { site } from './site';
import { stats } from './stats';
import { users } from './users';

/*
 * The Spanish catalogue, every namespace (decision 035): the server imports it at start, the client in its
 * own chunk when Spanish is the language (never in /home's first script). The namespace files are
 * translations of en/<namespace>.ts (translation.ts gives their shape; i18n-parity.test.ts compares them).
 */
export const es = {
  accountDeletion,
  activity,
  annualReports,
  app,
  auth,
  bible,
  billing,
  churchAdmin,
  churchHandover,
  churches,
  common,
  confirmations,
  dataExport,
  goal,
  home,
  /** The language switch's texts (en/language.ts): "Idioma", and each language by its own name. */
  language: {
    label: 'Idioma',
    description: 'La aplicación, sus mensajes y tus correos electrónicos en este idioma.',
    names: { en: 'English', es: 'Español' },
  },
  leaderboard,
  legal,
  notifications,
  onboarding,
  passwordReset,
  plans,
  prayerRequests,
  prayers,
  progress,
  readings,
  reminders,
  site,
  stats,
  users,
} satisfies TranslatedCatalogue;
