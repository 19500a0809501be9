import { LegalPage } from './LegalPage';
import { termsSections } from './terms-sections';

export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      intro={
        <p>
          These terms are the agreement between you and Lampstand when you use the site, whether you track
          your own reading and prayer or run a church's subscription. Please read them with the Privacy
          Policy, which says what we store and who can see it.
        </p>
      }
      sections={termsSections}
    />
  );
}
