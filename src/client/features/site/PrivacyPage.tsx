import { LegalPage } from './LegalPage';
import { privacySections } from './privacy-sections';

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={
        <p>
          Lampstand helps you keep track of your Bible reading and prayer, on your own or with your church.
          What you record there is personal, so this policy says plainly what we store, who can see it and how
          to have it removed.
        </p>
      }
      sections={privacySections}
    />
  );
}
