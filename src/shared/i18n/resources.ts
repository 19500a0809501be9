import { activity } from './en/activity';
import { annualReports } from './en/annual-reports';
import { app } from './en/app';
import { auth } from './en/auth';
import { bible } from './en/bible';
import { billing } from './en/billing';
import { challenge } from './en/challenge';
import { churchAdmin } from './en/church-admin';
import { churches } from './en/churches';
import { common } from './en/common';
import { home } from './en/home';
import { leaderboard } from './en/leaderboard';
import { legal } from './en/legal';
import { notifications } from './en/notifications';
import { onboarding } from './en/onboarding';
import { passwordReset } from './en/password-reset';
import { plans } from './en/plans';
import { prayerRequests } from './en/prayer-requests';
import { prayers } from './en/prayers';
import { progress } from './en/progress';
import { readings } from './en/readings';
import { reminders } from './en/reminders';
import { site } from './en/site';
import { stats } from './en/stats';
import { users } from './en/users';

/*
 * The English catalogue, one namespace per domain (the same names as the features and modules). Both
 * sides read it: the client through react-i18next, the server's messages (validation, e-mails) through
 * the same keys. Only English ships; a second language adds a sibling of `en` with the same shape.
 */
export const en = {
  activity,
  annualReports,
  app,
  auth,
  bible,
  billing,
  challenge,
  churchAdmin,
  churches,
  common,
  home,
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
} as const;

export type Catalogue = typeof en;
export const NAMESPACES = Object.keys(en) as Array<keyof Catalogue>;
