import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClasses } from '../components/ui/button';
import { Card, CardBody } from '../components/ui/card';
import { useDocumentTitle } from '../lib/use-document-title';

export function NotFoundPage() {
  const { t } = useTranslation('app');
  useDocumentTitle(t('notFoundTitle'));
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md">
        <CardBody className="space-y-4">
          <div className="flex items-center gap-2">
            <CircleAlert aria-hidden="true" className="h-8 w-8 text-destructive" />
            <h1 className="text-2xl font-bold">{t('notFoundHeading')}</h1>
          </div>
          <p className="text-sm text-muted">{t('notFoundHint')}</p>
          <Link href="/" className={buttonClasses('outline', 'sm')}>
            {t('goHome')}
          </Link>
        </CardBody>
      </Card>
    </div>
  );
}
