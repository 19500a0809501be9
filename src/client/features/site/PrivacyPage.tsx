import { LegalPage } from './LegalPage';

export function PrivacyPage() {
  return <LegalPage document="privacy" />;
}
