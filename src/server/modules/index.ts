import type { FastifyInstance } from 'fastify';
import { registerAccess } from '../lib/access';
import { createBackgroundTasks } from '../lib/background';
import type { AppDeps } from '../lib/deps';
import { accountDeletionRoutes } from './account-deletion/deletion.routes';
import { activityRoutes } from './activity/activity.routes';
import { annualReportsRoutes } from './annual-reports/annual-reports.routes';
import { authRoutes } from './auth/auth.routes';
import { subscriptionRoutes } from './billing/billing.routes';
import { subscriptionExpired } from './billing/billing.service';
import { paypalRoutes } from './billing/paypal.routes';
import { churchAdminRoutes } from './church-admin/church.routes';
import { churchComparisonRoutes } from './church-admin/comparison.routes';
import { churchConfirmationRoutes } from './church-admin/confirmation.routes';
import { churchExportRoutes } from './church-admin/exports.routes';
import { churchGateRoutes } from './church-admin/gate.routes';
import { churchMembersRoutes } from './church-admin/members.routes';
import { churchHandoverRoutes } from './church-handover/handover.routes';
import { handoverMemberOf } from './church-handover/handover.service';
import { churchesRoutes } from './churches/churches.routes';
import { dataExportRoutes } from './data-export/data-export.routes';
import { goalRoutes } from './goal/goal.routes';
import { publicPageRoutes } from './goal/public-page.routes';
import { healthRoutes } from './health/health.routes';
import { leaderboardRoutes } from './leaderboard/leaderboard.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { passwordResetRoutes } from './password-reset/password-reset.routes';
import { churchPlanRoutes } from './plans/church-plan.routes';
import { enrollmentsRoutes } from './plans/enrollments.routes';
import { plansRoutes } from './plans/plans.routes';
import { prayerRequestsRoutes } from './prayer-requests/prayer-requests.routes';
import { prayersRoutes } from './prayers/prayers.routes';
import { progressRoutes } from './progress/progress.routes';
import { pushSubscriptionsRoutes } from './push-subscriptions/push-subscriptions.routes';
import { readingsRoutes } from './readings/readings.routes';
import { remindersRoutes } from './reminders/reminders.routes';
import { reschedule } from './reminders/reschedule';
import { siteRoutes } from './site/site.routes';
import { statsRoutes } from './stats/stats.routes';
import { usersRoutes } from './users/users.routes';

/** Every domain's routes, in one list: a new module is added here. */
export async function registerModules(app: FastifyInstance, deps: AppDeps) {
  // Shared by the modules (decorated on the root): shutdown waits for mail still being sent.
  app.decorate('background', createBackgroundTasks(app.log));
  app.addHook('onClose', () => app.background.settled());
  app.decorate('jobQueue', null);
  registerAccess(app, deps.clock, {
    subscriptionExpired: (churchId) => subscriptionExpired(deps.database.db, deps.clock, churchId),
    handoverMemberOf: (token) => handoverMemberOf(deps.database.db, deps.clock, token),
  });

  await app.register(healthRoutes, deps);
  await app.register(siteRoutes, deps);
  await app.register(authRoutes, deps);
  // A new time zone moves the person's reminders in the profile update's transaction.
  await app.register(usersRoutes, { ...deps, timeZoneChanged: reschedule });
  await app.register(accountDeletionRoutes, deps);
  await app.register(churchesRoutes, deps);
  await app.register(churchConfirmationRoutes, deps);
  await app.register(passwordResetRoutes, deps);
  await app.register(readingsRoutes, deps);
  await app.register(prayersRoutes, deps);
  await app.register(prayerRequestsRoutes, deps);
  await app.register(activityRoutes, deps);
  await app.register(statsRoutes, deps);
  await app.register(progressRoutes, deps);
  await app.register(enrollmentsRoutes, deps);
  await app.register(plansRoutes, deps);
  await app.register(churchPlanRoutes, deps);
  await app.register(leaderboardRoutes, deps);
  await app.register(annualReportsRoutes, deps);
  await app.register(notificationsRoutes, deps);
  await app.register(remindersRoutes, deps);
  await app.register(pushSubscriptionsRoutes, deps);
  await app.register(dataExportRoutes, deps);
  await app.register(churchGateRoutes, deps);
  await app.register(churchMembersRoutes, deps);
  await app.register(churchAdminRoutes, deps);
  await app.register(churchHandoverRoutes, deps);
  await app.register(churchComparisonRoutes, deps);
  await app.register(churchExportRoutes, deps);
  await app.register(goalRoutes, deps);
  await app.register(publicPageRoutes, deps);
  await app.register(subscriptionRoutes, deps);
  await app.register(paypalRoutes, deps);
}
