import { Clock, Mail, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardBody } from '../../components/ui/card';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ContactForm } from './ContactForm';
import { ContentPage } from './ContentPage';
import { Faq } from './Faq';
import { CompanyCity, SupportEmail } from './SiteFacts';

export function ContactPage() {
  const { t } = useTranslation('site');
  useDocumentTitle(t('contact.title'));
  return (
    <ContentPage title={t('contact.title')} lead={<p>{t('contact.lead')}</p>} width="wide">
      <div className="grid gap-8 lg:grid-cols-3">
        <section aria-labelledby="form-heading" className="lg:col-span-2">
          <Card>
            <CardBody>
              <h2 id="form-heading" className="mb-4 text-xl font-bold">
                {t('contact.formTitle')}
              </h2>
              <ContactForm />
            </CardBody>
          </Card>
        </section>
        <section aria-labelledby="info-heading">
          <h2 id="info-heading" className="text-xl font-bold">
            {t('contact.infoTitle')}
          </h2>
          <dl className="mt-4 space-y-5">
            <InfoRow icon={<Mail className="h-5 w-5" />} term={t('contact.email')}>
              <SupportEmail />
            </InfoRow>
            <InfoRow icon={<MapPin className="h-5 w-5" />} term={t('contact.location')}>
              <CompanyCity />
            </InfoRow>
            <InfoRow icon={<Clock className="h-5 w-5" />} term={t('contact.responseTimeLabel')}>
              {t('contact.answerWithin', { responseTime: t('responseTime') })}
            </InfoRow>
          </dl>
        </section>
      </div>
      <section aria-labelledby="faq-heading" className="mt-14">
        <h2 id="faq-heading" className="text-2xl font-bold tracking-tight">
          {t('contact.faqTitle')}
        </h2>
        <div className="mt-6">
          <Faq />
        </div>
      </section>
    </ContentPage>
  );
}

/** A term of the contact list; the icon sits inside the <dt>, as a <dl> may hold only terms and values. */
function InfoRow({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-3 text-sm font-medium text-muted">
        <span
          aria-hidden="true"
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary"
        >
          {icon}
        </span>
        {term}
      </dt>
      <dd className="mt-1 pl-13">{children}</dd>
    </div>
  );
}
