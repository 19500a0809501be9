import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button';
import { Card, CardBody } from '../../components/ui/card';

/** /church-admin for someone without a church. */
export function AccessDenied() {
  const { t } = useTranslation('churchAdmin');
  return (
    <div className="flex justify-center px-4 py-16">
      <Card className="w-full max-w-md">
        <CardBody className="space-y-4 text-center">
          <ShieldAlert aria-hidden="true" className="mx-auto h-10 w-10 text-destructive" />
          <h1 className="text-2xl font-bold">{t('accessDenied')}</h1>
          <p className="text-sm text-muted">{t('accessDeniedText')}</p>
          <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
            <Link href="/profile" className={buttonClasses('primary', 'sm')}>
              {t('goToProfile')}
            </Link>
            <Link href="/" className={buttonClasses('outline', 'sm')}>
              {t('returnToDashboard')}
            </Link>
          </div>
        </CardBody>
      </Card>
    </div>
  );
}
