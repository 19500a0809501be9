import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button';

/** The centred heading and lead text that open a landing-page section; `id` labels the section. */
export function SectionIntro({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className="text-3xl font-bold tracking-tight">
        {title}
      </h2>
      <p className="mt-3 text-muted">{text}</p>
    </div>
  );
}

/** The page's two ways in, a person's account and a church's; the closing section adds a third link. */
export function SignUpLinks({ children }: { children?: React.ReactNode }) {
  const { t } = useTranslation('home');
  return (
    <>
      <Link href="/register" className={buttonClasses('primary', 'lg')}>
        {t('createAccount')}
        <ArrowRight aria-hidden="true" className="h-5 w-5" />
      </Link>
      <Link href="/church-register" className={buttonClasses('secondary', 'lg')}>
        {t('registerChurch')}
      </Link>
      {children}
    </>
  );
}
