import { CHURCH_PLAN, SITE_FACTS } from '@shared/site-facts';
import type { LegalSection } from './LegalPage';
import { CompanyCity, SupportEmail } from './SiteFacts';

/*
 * "Anonymous member" is spelled out (spec text) rather than imported from @shared/leaderboard, which
 * would bring Zod into this page's chunk.
 */

/** What Lampstand really stores and shows, section by section (kept in step with the product decisions). */
export const privacySections: readonly LegalSection[] = [
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <>
        <p>We keep only what Lampstand needs to work:</p>
        <ul>
          <li>
            <strong>Your account:</strong> your name, e-mail address, time zone, the church you choose (if
            any) and whether you share your name with it. Your password is stored only as an argon2id hash, so
            nobody, including us, can read it.
          </li>
          <li>
            <strong>What you log:</strong> the Bible chapters you read (book, chapter and date), your prayer
            minutes with their date and any notes you add, and your prayer requests with whether they have
            been answered.
          </li>
          <li>
            <strong>Churches:</strong> the church's name, city, state and e-mail address, its password
            (hashed), an optional logo address, and its subscription: status, dates and the PayPal order
            numbers and amounts of its payments.
          </li>
          <li>
            <strong>Technical data:</strong> a session cookie (see below) and the network address of each
            request, used for a short time to slow down repeated sign-in attempts. Our server logs never
            contain passwords or session tokens.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use it',
    body: (
      <>
        <p>
          We use your data to run Lampstand for you: to show your totals, streaks, badges and yearly reports,
          to add your readings and prayer minutes to your church's and everyone's totals, to send the e-mails
          you ask for (such as a password reset link) and to bill churches for their subscription.
        </p>
        <p>
          We do not sell your data, show advertising, or load tracking or analytics scripts from anyone else.
        </p>
      </>
    ),
  },
  {
    id: 'who-sees-what',
    title: 'Who can see what',
    body: (
      <ul>
        <li>
          <strong>Only you</strong> see your prayer requests, your prayer notes and your individual readings
          and prayer entries. Prayer requests are private to their author: nobody else can read them, church
          administrators included.
        </li>
        <li>
          <strong>Your church's administrators</strong> see the names and e-mail addresses of its members, not
          their individual statistics. If you choose not to share your name, you appear to them as "Anonymous
          member" without an e-mail address.
        </li>
        <li>
          <strong>Fellow members</strong> see the church's weekly leaderboard of chapters and prayer minutes,
          where members who do not share their name also appear as "Anonymous member".
        </li>
        <li>
          <strong>Everyone</strong> sees only totals: your church's and the whole site's chapters and prayer
          minutes. Whether or not you share your name, what you log still counts in these totals.
        </li>
      </ul>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and browser storage',
    body: (
      <>
        <p>
          When you sign in we set one essential cookie, <code>lampstand_session</code>. It holds a random
          session key, is marked httpOnly (scripts in the page cannot read it) and SameSite=Lax, and stops
          working when you log out, when your password is reset, or when it expires after a set number of
          days. We keep only a hash of the key, so a copy of our database cannot be used to sign in as you.
        </p>
        <p>
          Your browser's local storage remembers that you have seen the welcome animation and whether you have
          finished the tutorial. We use no advertising or analytics cookies.
        </p>
      </>
    ),
  },
  {
    id: 'payments',
    title: 'Payments',
    body: (
      <p>
        Churches pay the ${CHURCH_PLAN.pricePerYearUsd} yearly subscription through PayPal. You enter your
        card or PayPal details with PayPal, never with us: we never see or store card numbers. We keep the
        PayPal order number, amount, date and status so that every payment is credited exactly once.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'Keeping and deleting your data',
    body: (
      <>
        <p>
          We keep your data while your account exists, so that your history and yearly reports stay complete.
          Leaving a church, or being removed from one, does not delete your account or your own entries; what
          you contributed stays in the church's totals without your name.
        </p>
        <p>
          To delete your account, write to <SupportEmail /> from the address you signed up with. Your account
          data is removed within {SITE_FACTS.dataRemovalDays} days of the deletion.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        You must be at least {SITE_FACTS.minimumAge} years old to create an account. If we learn that someone
        younger has one, we delete it.
      </p>
    ),
  },
  {
    id: 'your-choices',
    title: 'Your choices',
    body: (
      <ul>
        <li>Correct your name, e-mail address, church and time zone on your profile at any time.</li>
        <li>Turn name sharing off or on from your profile; it takes effect immediately.</li>
        <li>Delete any of your own readings or prayer entries from your activity list.</li>
        <li>Ask us for a copy of your data, or for its deletion, at the address below.</li>
      </ul>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We may update this policy as Lampstand changes. Before a change that affects who can see your data
        takes effect, we will announce it on this site and by e-mail to registered users.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Lampstand is based in <CompanyCity />. Questions about your data go to <SupportEmail />; we answer
        within {SITE_FACTS.supportResponseTime}.
      </p>
    ),
  },
];
