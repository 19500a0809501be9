import { type ComponentType, lazy } from 'react';

/** React.lazy for a named export: every page but the landing page loads on demand. */
function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

export const LoginPage = lazyPage(() => import('../features/auth/LoginPage'), 'LoginPage');
export const ChurchLoginPage = lazyPage(() => import('../features/auth/ChurchLoginPage'), 'ChurchLoginPage');
export const RegisterPage = lazyPage(() => import('../features/users/RegisterPage'), 'RegisterPage');
export const ProfilePage = lazyPage(() => import('./profile/ProfileScreen'), 'ProfileScreen');
export const ChurchRegisterPage = lazyPage(
  () => import('../features/churches/ChurchRegisterPage'),
  'ChurchRegisterPage',
);
export const ChurchAdminPage = lazyPage(() => import('./church-admin/ChurchAdminPage'), 'ChurchAdminPage');
export const PaymentDemoPage = lazyPage(() => import('./payment-demo/PaymentDemoPage'), 'PaymentDemoPage');
export const ForgotPasswordPage = lazyPage(
  () => import('../features/password-reset/ForgotPasswordPage'),
  'ForgotPasswordPage',
);
export const ResetPasswordPage = lazyPage(
  () => import('../features/password-reset/ResetPasswordPage'),
  'ResetPasswordPage',
);
export const ChoosePasswordPage = lazyPage(
  () => import('../features/users/ChoosePasswordPage'),
  'ChoosePasswordPage',
);
export const BibleMapPage = lazyPage(() => import('../features/progress/BibleMapPage'), 'BibleMapPage');
export const DashboardPage = lazyPage(() => import('./dashboard/DashboardPage'), 'DashboardPage');
export const PlansPage = lazyPage(() => import('../features/plans/PlansPage'), 'PlansPage');
export const PublicPage = lazyPage(() => import('./public-page/PublicPage'), 'PublicPage');
export const AboutPage = lazyPage(() => import('../features/site/AboutPage'), 'AboutPage');
export const PrivacyPage = lazyPage(() => import('../features/site/PrivacyPage'), 'PrivacyPage');
export const TermsPage = lazyPage(() => import('../features/site/TermsPage'), 'TermsPage');
export const UnsubscribePage = lazyPage(
  () => import('../features/reminders/UnsubscribePage'),
  'UnsubscribePage',
);
export const ContactPage = lazyPage(() => import('../features/site/ContactPage'), 'ContactPage');
export const AcceptAdministrationPage = lazyPage(
  () => import('../features/church-handover/AcceptAdministrationPage'),
  'AcceptAdministrationPage',
);
export const AccountDeletedPage = lazyPage(
  () => import('../features/account-deletion/AccountDeletedPage'),
  'AccountDeletedPage',
);
export const DeleteAccountPage = lazyPage(
  () => import('../features/account-deletion/DeleteAccountPage'),
  'DeleteAccountPage',
);
