import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, Route, Switch } from 'wouter';
import { PageSpinner } from '../components/ui/spinner';
import { LandingPage } from '../features/home/LandingPage';
import { useAuth } from '../lib/auth';
import { CHOOSE_PASSWORD_PATH } from '../lib/query-client';
import { NotFoundPage } from './NotFoundPage';
import { AuthCheckFailed, CHURCH_ACCOUNT_HOME, ProtectedRoute } from './ProtectedRoute';
import * as Pages from './pages';

/**
 * "/" is the landing page for visitors and the dashboard for a signed-in person; the church account has
 * no dashboard (decision 037): Church Admin is its home.
 */
function RootPage() {
  const { t } = useTranslation('app');
  const { user, isLoading, error, mustChoosePassword, recheck } = useAuth();
  if (isLoading) return <PageSpinner label={t('checkingSession')} />;
  if (mustChoosePassword) return <Redirect to={CHOOSE_PASSWORD_PATH} replace />;
  if (user?.isChurchAccount) return <Redirect to={CHURCH_ACCOUNT_HOME} replace />;
  if (user) return <Pages.DashboardPage />;
  if (error) return <AuthCheckFailed onRetry={recheck} />;
  return <LandingPage />;
}

export function AppRoutes() {
  const { t } = useTranslation('app');
  return (
    <Suspense fallback={<PageSpinner label={t('loadingPage')} />}>
      <Switch>
        <Route path="/" component={RootPage} />
        <Route path="/home" component={LandingPage} />
        <Route path="/login" component={Pages.LoginPage} />
        <Route path="/register" component={Pages.RegisterPage} />
        <Route path="/church-register" component={Pages.ChurchRegisterPage} />
        <Route path="/church-login" component={Pages.ChurchLoginPage} />
        <Route path="/forgot-password" component={Pages.ForgotPasswordPage} />
        <Route path="/reset-password" component={Pages.ResetPasswordPage} />
        <Route path={CHOOSE_PASSWORD_PATH} component={Pages.ChoosePasswordPage} />
        <Route path="/c/:slug" component={Pages.PublicPage} />
        <Route path="/about" component={Pages.AboutPage} />
        <Route path="/privacy" component={Pages.PrivacyPage} />
        <Route path="/terms" component={Pages.TermsPage} />
        <Route path="/contact" component={Pages.ContactPage} />
        <Route path="/payment-demo" component={Pages.PaymentDemoPage} />
        <Route path="/unsubscribe" component={Pages.UnsubscribePage} />
        <Route path="/account-deleted" component={Pages.AccountDeletedPage} />
        <Route path="/delete-account">
          {/* Opened from an e-mail: a visitor logs in and comes back to the link. */}
          <ProtectedRoute comeBack>
            <Pages.DeleteAccountPage />
          </ProtectedRoute>
        </Route>
        {/* Not behind ProtectedRoute: a visitor is asked to log in and comes back with the link's token. */}
        <Route path="/accept-administration" component={Pages.AcceptAdministrationPage} />
        <Route path="/dashboard">
          <ProtectedRoute>
            <Pages.DashboardPage />
          </ProtectedRoute>
        </Route>
        <Route path="/plans">
          <ProtectedRoute>
            <Pages.PlansPage />
          </ProtectedRoute>
        </Route>
        <Route path="/profile">
          <ProtectedRoute>
            <Pages.ProfilePage />
          </ProtectedRoute>
        </Route>
        <Route path="/bible">
          <ProtectedRoute>
            <Pages.BibleMapPage />
          </ProtectedRoute>
        </Route>
        <Route path="/church-admin">
          <ProtectedRoute churchAccount>
            <Pages.ChurchAdminPage />
          </ProtectedRoute>
        </Route>
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
