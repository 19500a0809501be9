import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation, useSearch } from 'wouter';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { PageSpinner } from '../components/ui/spinner';
import { loginComingBack, useAuth } from '../lib/auth';
import { CHOOSE_PASSWORD_PATH } from '../lib/query-client';

/** Where the church account (decision 037) goes from a person's page: the church is all it administers. */
export const CHURCH_ACCOUNT_HOME = '/church-admin';

interface ProtectedRouteProps {
  children: ReactNode;
  /** Pages opened from an e-mailed link: a visitor logs in and comes back here. */
  comeBack?: boolean;
  /** A page made for the church account too (Church Admin); every other one is a person's own. */
  churchAccount?: boolean;
}

/**
 * Spinner while the session loads, /login without a user (`comeBack`: and back here after logging in, for
 * pages opened from an e-mailed link), /choose-password for a session on a temporary password; a failed
 * check offers a retry instead of a redirect. The church account has no personal data: a person's page
 * sends it to Church Admin.
 */
export function ProtectedRoute({ children, comeBack = false, churchAccount = false }: ProtectedRouteProps) {
  const { t } = useTranslation(['app', 'auth']);
  const { user, isLoading, error, mustChoosePassword, recheck } = useAuth();
  const [path] = useLocation();
  const search = useSearch();
  if (isLoading) return <PageSpinner label={t('checkingSession')} />;
  if (mustChoosePassword) return <Redirect to={CHOOSE_PASSWORD_PATH} replace />;
  if (error) return <AuthCheckFailed onRetry={recheck} />;
  if (!user) return <Redirect to={comeBack ? loginComingBack(path, search) : '/login'} replace />;
  if (user.isChurchAccount && !churchAccount) return <Redirect to={CHURCH_ACCOUNT_HOME} replace />;
  return <>{children}</>;
}

/** The session check failed (not a 401): say so, and offer to check again. */
export function AuthCheckFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(['app', 'auth']);
  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="mb-4 text-2xl font-bold">{t('auth:checkFailed')}</h1>
      <Alert variant="destructive" className="mb-6">
        {t('checkUnreachable')}
      </Alert>
      <Button onClick={onRetry}>{t('tryAgain')}</Button>
    </div>
  );
}
