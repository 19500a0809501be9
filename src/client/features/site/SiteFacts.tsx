import { useTranslation } from 'react-i18next';
import { useSiteInfo } from './use-site-info';

/** Stands in for a configured fact while it loads, or says plainly that it could not be loaded. */
function Pending({ failed }: { failed: boolean }) {
  const { t } = useTranslation('site');
  if (failed) return <span>{t('notAvailable')}</span>;
  return (
    <span aria-hidden="true" className="inline-block h-4 w-40 animate-pulse rounded bg-track align-middle" />
  );
}

/** The configured support address as a mailto link. */
export function SupportEmail() {
  const { data, isError } = useSiteInfo();
  if (!data) return <Pending failed={isError} />;
  return (
    <a
      href={`mailto:${data.supportEmail}`}
      className="wrap-anywhere font-medium text-primary underline underline-offset-2 hover:text-primary-hover"
    >
      {data.supportEmail}
    </a>
  );
}

/** The configured company city (a city in Arizona). */
export function CompanyCity() {
  const { data, isError } = useSiteInfo();
  if (!data) return <Pending failed={isError} />;
  return <span>{data.companyCity}</span>;
}
