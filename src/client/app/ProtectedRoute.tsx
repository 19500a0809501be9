import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation, useSearch } from 'wouter';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { PageSpinner } from '../components/ui/spinner';
import { loginComingBack, useAuth } from '../lib/auth';
import { CHOOSE_PASSWORD_PATH } from '../lib/query-client';

/**
 * Spinner while the session loads, /login without a user (`comeBack`: and back here after logging in, for
 * pages opened from an e-mailed link), /choose-password for a session on a temporary password; a failed
 * check offers a retry instead of a redirect.
 */
export function ProtectedRoute({ children, comeBack = false }: { children: ReactNode; comeBack?: boolean }) {
  const { t } = useTranslation(['app', 'auth']);
  const { user, isLoading, error, mustChoosePassword, recheck } = useAuth();
  const [path] = useLocation();
  const search = useSearch();
  if (isLoading) return <PageSpinner label={t('checkingSession')} />;
  if (mustChoosePassword) return <Redirect to={CHOOSE_PASSWORD_PATH} replace />;
  if (error) return <AuthCheckFailed onRetry={recheck} />;
  if (!user) return <Redirect to={comeBack ? loginComingBack(path, search) : '/login'} replace />;
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
