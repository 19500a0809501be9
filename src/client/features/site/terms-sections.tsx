import { CHURCH_PLAN, SITE_FACTS } from '@shared/site-facts';
import { TextLink } from '../../components/ui/text-link';
import type { LegalSection } from './LegalPage';
import { CompanyCity, SupportEmail } from './SiteFacts';

const price = `$${CHURCH_PLAN.pricePerYearUsd}`;

/** The terms of this product: accounts, churches, the yearly church subscription, fair use. */
export const termsSections: readonly LegalSection[] = [
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <ul>
        <li>You must be at least {SITE_FACTS.minimumAge} years old to create an account.</li>
        <li>
          One account per person. An account is for one person's own reading and prayer; do not share it or
          log entries for someone else.
        </li>
        <li>Give your real name and an e-mail address you can read: password reset links are sent there.</li>
        <li>Keep your password to yourself. You are responsible for what is done with your account.</li>
      </ul>
    ),
  },
  {
    id: 'free-use',
    title: 'Free personal use',
    body: (
      <p>
        Tracking your Bible reading and prayer, keeping prayer requests and seeing your statistics and yearly
        reports are free for individuals, with or without a church.
      </p>
    ),
  },
  {
    id: 'churches',
    title: 'Churches and their administrators',
    body: (
      <ul>
        <li>
          Registering a church creates the church and its administrator account, which signs in with the
          church's e-mail address and password at <TextLink href="/church-login">Church Login</TextLink>.
        </li>
        <li>
          Any member who knows the church password can open the church administration panel, so share it only
          with the people who should manage your church, and change it when they leave.
        </li>
        <li>
          Administrators see members' names and e-mail addresses (never their prayer requests or individual
          statistics) and may use them only for the church's own ministry, never for marketing by others.
        </li>
      </ul>
    ),
  },
  {
    id: 'subscription',
    title: 'Church subscription and billing',
    body: (
      <ul>
        <li>
          A church's subscription costs {price} per year ({CHURCH_PLAN.pricePerYearUsd}.00 USD) per church,
          with unlimited members. Every new church starts with a {CHURCH_PLAN.trialDays}-day free trial.
        </li>
        <li>Payments are made through PayPal; PayPal's own terms apply to the payment itself.</li>
        <li>
          The subscription renews automatically every year unless it is cancelled. A cancelled subscription
          stays active until the end of the year already paid for.
        </li>
        <li>There are no refunds for partial periods.</li>
        <li>
          If a payment is missed, church analytics and reports pause until the church subscribes again.
          Members keep tracking their own reading and prayer throughout, and nothing is deleted.
        </li>
      </ul>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>Please do not:</p>
        <ul>
          <li>try to reach another person's account, prayer requests or data;</li>
          <li>overload the service, probe it for weaknesses or collect data from it automatically;</li>
          <li>log entries that are not true, to inflate your own or your church's totals;</li>
          <li>store anything unlawful or abusive in names, notes or prayer requests.</li>
        </ul>
        <p>We may suspend an account or church that does, after telling its owner why when we can.</p>
      </>
    ),
  },
  {
    id: 'your-content',
    title: 'Your content',
    body: (
      <p>
        What you write in Lampstand (notes and prayer requests) stays yours. You allow us to store it and show
        it back to you, and to count your entries in your church's and the site's totals, as the{' '}
        <TextLink href="/privacy">Privacy Policy</TextLink> describes.
      </p>
    ),
  },
  {
    id: 'ending',
    title: 'Closing your account',
    body: (
      <p>
        You may stop using Lampstand at any time. To delete your account, write to <SupportEmail />; your
        account data is removed within {SITE_FACTS.dataRemovalDays} days of the deletion. A church
        administrator may delete the church; its members keep their own accounts and history.
      </p>
    ),
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers and liability',
    body: (
      <p>
        We work to keep Lampstand available and your data safe, but the service is provided "as is", without
        warranties of uninterrupted availability. To the extent the law allows, our liability for any claim
        about the service is limited to the amount the church concerned paid us in the twelve months before
        the claim; individuals use Lampstand free of charge.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law and changes',
    body: (
      <p>
        These terms are governed by the laws of the State of Arizona, United States, where Lampstand is based
        (<CompanyCity />
        ). We may change these terms as the service changes; continuing to use Lampstand after a change means
        accepting the updated terms.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms or your subscription go to <SupportEmail />. We answer within{' '}
        {SITE_FACTS.supportResponseTime}.
      </p>
    ),
  },
];
