import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button';
import { SignUpLinks } from './landing-parts';

/** The last call to action: every visitor leaves the page with a next step. */
export function ClosingSection() {
  const { t } = useTranslation('home');
  return (
    <section
      aria-labelledby="closing-heading"
      className="bg-gradient-to-br from-primary-soft to-secondary-soft px-4 py-16 text-center sm:py-20"
    >
      <div className="mx-auto max-w-3xl">
        <h2 id="closing-heading" className="text-3xl font-bold tracking-tight">
          {t('closingTitle')}
        </h2>
        <p className="mt-3 text-muted">{t('closingText')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <SignUpLinks>
            <Link href="/about" className={buttonClasses('outline', 'lg')}>
              {t('learnMore')}
            </Link>
          </SignUpLinks>
        </div>
      </div>
    </section>
  );
}
