/*
 * The namespaces in the client's first script (bundled with i18next, so texts are there on the first
 * render). A namespace whose texts only lazily loaded pages show is left out and added with its domain's
 * code instead (see resources.ts and addNamespace in index.ts): /home's first script has a budget.
 */
import { activity } from './en/activity';
import { annualReports } from './en/annual-reports';
import { app } from './en/app';
import { auth } from './en/auth';
import { bible } from './en/bible';
import { billing } from './en/billing';
import { churchAdmin } from './en/church-admin';
import { churches } from './en/churches';
import { common } from './en/common';
import { goal } from './en/goal';
import { home } from './en/home';
import { language } from './en/language';
import { leaderboard } from './en/leaderboard';
import { notifications } from './en/notifications';
import { onboarding } from './en/onboarding';
import { passwordReset } from './en/password-reset';
import { plans } from './en/plans';
import { prayerRequests } from './en/prayer-requests';
import { prayers } from './en/prayers';
import { progress } from './en/progress';
import { readings } from './en/readings';
import { site } from './en/site';
import { stats } from './en/stats';
import { users } from './en/users';

export const firstScript = {
  activity,
  annualReports,
  app,
  auth,
  bible,
  billing,
  churchAdmin,
  churches,
  common,
  goal,
  home,
  language,
  leaderboard,
  notifications,
  onboarding,
  passwordReset,
  plans,
  prayerRequests,
  prayers,
  progress,
  readings,
  site,
  stats,
  users,
} as const;
