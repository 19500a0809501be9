import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { PageSpinner } from '../components/ui/spinner';
import { useAuth } from '../lib/auth';
import { CHOOSE_PASSWORD_PATH } from '../lib/query-client';

/**
 * Spinner while the session loads, /login without a user, /choose-password for a session on a temporary
 * password; a failed check offers a retry instead of a redirect.
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, isLoading, error, mustChoosePassword, recheck } = useAuth();
  if (isLoading) return <PageSpinner label="Checking your session" />;
  if (mustChoosePassword) return <Redirect to={CHOOSE_PASSWORD_PATH} replace />;
  if (error) return <AuthCheckFailed message={error} onRetry={recheck} />;
  if (!user) return <Redirect to="/login" replace />;
  return <>{children}</>;
}

export function AuthCheckFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="mb-4 text-2xl font-bold">{message}</h1>
      <Alert variant="destructive" className="mb-6">
        We could not reach Lampstand to check your session. Please check your connection.
      </Alert>
      <Button onClick={onRetry}>Try again</Button>
    </div>
  );
}
