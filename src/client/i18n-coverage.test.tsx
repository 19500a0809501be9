// @vitest-environment happy-dom
import { cardPath, USER_CARD_ITEMS } from '@shared/annual-reports';
import { addLanguage } from '@shared/i18n';
import { es } from '@shared/i18n/es';
import { en } from '@shared/i18n/resources';
import type { BibleProgress } from '@shared/progress';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChurchAdminPage } from './app/church-admin/ChurchAdminPage';
import { DashboardPage } from './app/dashboard/DashboardPage';
import { OfflineNotice } from './app/dashboard/OfflineNotice';
import { AppLayout } from './app/layout/AppLayout';
import { SignOutLossDialog } from './app/layout/SignOutLossDialog';
import { NotFoundPage } from './app/NotFoundPage';
import { AuthCheckFailed } from './app/ProtectedRoute';
import { PaymentDemoPage } from './app/payment-demo/PaymentDemoPage';
import { ProfileScreen } from './app/profile/ProfileScreen';
import { UpdateCard } from './app/UpdateCard';
import { DeleteAccountDialog } from './features/account-deletion/DeleteAccountDialog';
import { DeleteAccountPage } from './features/account-deletion/DeleteAccountPage';
import { ChangeDateDialog } from './features/activity/ChangeDateDialog';
import { KeptEntryRow } from './features/activity/KeptEntryRow';
import { RecentActivityCard } from './features/activity/RecentActivityCard';
import { ShareCardDialog } from './features/annual-reports/ShareCardDialog';
import { YearEndCard } from './features/annual-reports/YearEndCard';
import { YearEndReportsDialog } from './features/annual-reports/YearEndReportsDialog';
import { ChurchLoginPage } from './features/auth/ChurchLoginPage';
import { LoginPage } from './features/auth/LoginPage';
import { PaymentModeNotice } from './features/billing/PaymentModeNotice';
import { SubscriptionBanner } from './features/billing/SubscriptionBanner';
import { AccessDenied } from './features/church-admin/AccessDenied';
import { WeeklyTable } from './features/church-admin/analytics/WeeklyTable';
import { ChurchPasswordGate } from './features/church-admin/ChurchPasswordGate';
import { EditMemberDialog } from './features/church-admin/members/EditMemberDialog';
import { AcceptAdministrationPage } from './features/church-handover/AcceptAdministrationPage';
import { ChurchRegisterPage } from './features/churches/ChurchRegisterPage';
import { ChurchGoalCard } from './features/goal/ChurchGoalCard';
import { GoalHistoryCard } from './features/goal/GoalHistoryCard';
import { PublicChallengePage } from './features/goal/public/PublicChallengePage';
import { LandingPage } from './features/home/LandingPage';
import { NotificationsButton } from './features/notifications/NotificationsButton';
import { OnboardingTutorial } from './features/onboarding/OnboardingTutorial';
import { WelcomeAnimation } from './features/onboarding/WelcomeAnimation';
import { ForgotPasswordPage } from './features/password-reset/ForgotPasswordPage';
import { ResetPasswordPage } from './features/password-reset/ResetPasswordPage';
import { ChurchPlanCard } from './features/plans/ChurchPlanCard';
import { ChurchPlanProgress } from './features/plans/ChurchPlanProgress';
import { ChurchPlanSettings } from './features/plans/ChurchPlanSettings';
import { ImportPlanForm } from './features/plans/ImportPlanForm';
import { MakePlanForm } from './features/plans/MakePlanForm';
import { PlansPage } from './features/plans/PlansPage';
import { PlanInvitation } from './features/plans/TodayReadingCard';
import { PrayerRequestsCard } from './features/prayer-requests/PrayerRequestsCard';
import { LogPrayerCard } from './features/prayers/LogPrayerCard';
import { BibleBadges } from './features/progress/BibleBadges';
import { BibleMapPage } from './features/progress/BibleMapPage';
import { BibleMapView } from './features/progress/BibleMapView';
import { ChurchBibleMap } from './features/progress/MapLoader';
import { LogReadingCard } from './features/readings/LogReadingCard';
import { QuickLogCard } from './features/readings/QuickLogCard';
import { RemindersCard } from './features/reminders/RemindersCard';
import { UnsubscribePage } from './features/reminders/UnsubscribePage';
import { AboutPage } from './features/site/AboutPage';
import { ContactPage } from './features/site/ContactPage';
import { Faq } from './features/site/Faq';
import { PrivacyPage } from './features/site/PrivacyPage';
import { TermsPage } from './features/site/TermsPage';
import { StatCards } from './features/stats/StatCards';
import { ChoosePasswordPage } from './features/users/ChoosePasswordPage';
import { RegisterPage } from './features/users/RegisterPage';
import { useAuth } from './lib/auth';
import { i18n } from './lib/i18n';
import { setQueueStore } from './lib/sync-queue/queue';
import { goal, reachedGoal } from './test/goal-answers';
import { ANSWERS, DATA, DATA_PATTERN, finishedBible, publicChurchAnswer } from './test/i18n-answers';
import { KEPT_DATA, KEPT_ENTRIES } from './test/kept-answers';
import { memoryQueueStore } from './test/memory-queue';
import { flush, jsonResponse, render } from './test/render';

/*
 * Every text a person sees comes from the catalogue (src/shared/i18n). Rendered in the pseudo-locale,
 * where each catalogue text is wrapped in ⟦ ⟧, a view shows no visible text and no accessible name
 * outside those marks: a literal English string fails here. The views read the answers below; the
 * people's own words in them (names, addresses, requests) are data, not texts, and are left out.
 */
const church = { id: 7, name: 'Grace Chapel', city: 'Mesa', state: 'Arizona' };
const member = { id: 3, name: 'Boaz', email: 'boaz@example.com', isChurchAdmin: false, anonymous: false };

/**
 * A view, the path it is shown at, whether someone is signed in (the default), and the answers that
 * differ from the usual ones.
 */
type View = [
  name: string,
  view: ReactNode,
  path?: string,
  signedIn?: boolean,
  answers?: Record<string, unknown>,
];
const trialEnding = {
  status: 'trial',
  daysRemaining: 2,
  subscriptionEndsAt: '2026-03-04T00:00:00.000Z',
  renewalCancelled: false,
};
const VIEWS: View[] = [
  ['LogPrayerCard', <LogPrayerCard key="v" timeZone="UTC" userId={1} />],
  [
    'LogPrayerCard (timer running)',
    <OpenOnMount key="v" selector="section[aria-label] button">
      <LogPrayerCard timeZone="UTC" userId={2} />
    </OpenOnMount>,
  ],
  [
    'LogPrayerCard (timer paused)',
    <OpenOnMount key="v" selector="section[aria-label] button" times={2}>
      <LogPrayerCard timeZone="UTC" userId={3} />
    </OpenOnMount>,
  ],
  ['LogReadingCard', <LogReadingCard key="v" timeZone="UTC" />],
  ['PrayerRequestsCard', <PrayerRequestsCard key="v" timeZone="UTC" />],
  ['LoginPage', <LoginPage key="v" />, '/login', false],
  ['ChurchLoginPage', <ChurchLoginPage key="v" />, '/church-login', false],
  ['RegisterPage', <RegisterPage key="v" />, '/register', false],
  ['ChurchRegisterPage', <ChurchRegisterPage key="v" />, '/church-register'],
  ['ForgotPasswordPage', <ForgotPasswordPage key="v" />, '/forgot-password'],
  ['ResetPasswordPage', <ResetPasswordPage key="v" />, '/reset-password?token=abcdefghijkl'],
  ['ResetPasswordPage without a token', <ResetPasswordPage key="v" />, '/reset-password'],
  ['ProfilePage (with the reminders)', <ProfileScreen key="v" />, '/profile'],
  [
    'DeleteAccountDialog (open, with the e-mailed link offered)',
    <OpenOnMount key="v" selector="button">
      <DeleteAccountDialog userId={1} removalDate="April 1, 2026" />
    </OpenOnMount>,
  ],
  ['DeleteAccountPage', <DeleteAccountPage key="v" />, '/delete-account?token=abcdefghijkl'],
  ['DeleteAccountPage without a token', <DeleteAccountPage key="v" />, '/delete-account'],
  [
    'RemindersCard (settings that did not load)',
    <RemindersCard key="v" />,
    '/profile',
    true,
    { '/api/me/reminders': undefined },
  ],
  ['UnsubscribePage', <UnsubscribePage key="v" />, '/unsubscribe?token=abc&kind=daily', false],
  [
    'AcceptAdministrationPage',
    <AcceptAdministrationPage key="v" />,
    '/accept-administration?token=abcdefghijkl',
  ],
  [
    'AcceptAdministrationPage (signed out)',
    <AcceptAdministrationPage key="v" />,
    '/accept-administration?token=abcdefghijkl',
    false,
  ],
  [
    'AcceptAdministrationPage without a token',
    <AcceptAdministrationPage key="v" />,
    '/accept-administration',
  ],
  ['UnsubscribePage (a bad link)', <UnsubscribePage key="v" />, '/unsubscribe?kind=weekly', false],
  ['DashboardPage', <DashboardPage key="v" />, '/'],
  [
    'DashboardPage (nobody consistent yet)',
    <DashboardPage key="v" />,
    '/',
    true,
    {
      '/api/leaderboard/consistency': {
        since: '2026-02-03',
        today: '2026-03-02',
        windowDays: 28,
        members: [],
        you: null,
      },
    },
  ],
  ['PlansPage', <PlansPage key="v" />, '/plans'],
  ['MakePlanForm', <MakePlanForm key="v" today="2026-03-02" />],
  ['ImportPlanForm', <ImportPlanForm key="v" />],
  ['PlanInvitation', <PlanInvitation key="v" />, '/', true, { '/api/plans/enrollments': [] }],
  ['ChurchPlanCard', <ChurchPlanCard key="v" />],
  ['ChurchPlanSettings', <ChurchPlanSettings key="v" today="2026-03-02" />],
  [
    'ChurchPlanSettings (no plan)',
    <ChurchPlanSettings key="v" today="2026-03-02" />,
    '/',
    true,
    { '/api/church/plan': { plan: null } },
  ],
  ['ChurchPlanProgress', <ChurchPlanProgress key="v" />],
  [
    'ChurchPlanProgress (no plan)',
    <ChurchPlanProgress key="v" />,
    '/',
    true,
    {
      '/api/church/plan/progress': {
        plan: null,
        following: 0,
        onTrack: 0,
        behindOneToThree: 0,
        behindMore: 0,
      },
    },
  ],
  ['QuickLogCard', <QuickLogCard key="v" timeZone="UTC" />],
  ['AppLayout (signed in)', <AppLayout key="v">{null}</AppLayout>, '/'],
  ['AppLayout (signed out)', <AppLayout key="v">{null}</AppLayout>, '/home', false],
  ['UpdateCard (a new version waiting)', <UpdateCard key="v" onReload={() => {}} onClose={() => {}} />],
  [
    'NotificationsButton (open)',
    <OpenOnMount key="v" selector="button">
      <NotificationsButton />
    </OpenOnMount>,
  ],
  ['NotFoundPage', <NotFoundPage key="v" />, '/nowhere'],
  ['ChoosePasswordPage', <ChoosePasswordPage key="v" />, '/choose-password'],
  [
    'YearEndReportsDialog',
    <YearEndReportsDialog key="v" open onOpenChange={() => {}} currentYear={2026} hasChurch />,
  ],
  ['YearEndCard', <YearEndCard key="v" today="2026-01-05" onOpenReports={() => {}} />],
  [
    'ShareCardDialog',
    <ShareCardDialog key="v" scope="user" year={2025} open onOpenChange={() => {}} />,
    '/',
    true,
    { [cardPath('user', 2025, 'square', USER_CARD_ITEMS)]: {} },
  ],
  ['WelcomeAnimation', <WelcomeAnimation key="v" onFinish={() => {}} />],
  ['OnboardingTutorial', <OnboardingTutorial key="v" userId={1} onClose={() => {}} />],
  ['ChurchAdminPage (members)', <ChurchAdminPage key="v" />, '/church-admin'],
  ['ChurchAdminPage (analytics)', <ChurchAdminPage key="v" />, '/church-admin?tab=analytics'],
  [
    'ChurchAdminPage (analytics, too few churches of its size)',
    <ChurchAdminPage key="v" />,
    '/church-admin?tab=analytics',
    true,
    {
      '/api/church/comparison': {
        year: 2026,
        memberCount: 300,
        band: { min: 250, max: null },
        churchesInBand: 2,
        chaptersPercentile: null,
        prayerPercentile: null,
      },
    },
  ],
  ['ChurchAdminPage (billing)', <ChurchAdminPage key="v" />, '/church-admin?tab=billing'],
  ['ChurchAdminPage (settings)', <ChurchAdminPage key="v" />, '/church-admin?tab=settings'],
  ['ChurchPasswordGate', <ChurchPasswordGate key="v" church={church} />],
  ['AccessDenied', <AccessDenied key="v" />],
  ['EditMemberDialog', <EditMemberDialog key="v" member={member} open onOpenChange={() => {}} />],
  [
    'WeeklyTable',
    <WeeklyTable key="v" weekly={[{ weekStart: '2026-03-02', chapters: 8, prayerMinutes: 70 }]} />,
  ],
  [
    'SubscriptionBanner',
    <SubscriptionBanner key="v" inChurch timeZone="UTC" />,
    '/',
    true,
    { '/api/subscription/status': trialEnding },
  ],
  [
    'ChurchAdminPage (billing, past due)',
    <ChurchAdminPage key="v" />,
    '/church-admin?tab=billing',
    true,
    { '/api/subscription/status': { ...trialEnding, status: 'past_due' } },
  ],
  ['PaymentModeNotice (demo)', <PaymentModeNotice key="v" />],
  [
    'PaymentModeNotice (not set up)',
    <PaymentModeNotice key="v" />,
    '/',
    true,
    {
      '/api/site': {
        supportEmail: 'help@lampstand.example',
        companyCity: 'Mesa',
        payments: { configured: false, demo: false },
        accountRemovalDays: 30,
      },
    },
  ],
  ['LandingPage', <LandingPage key="v" />, '/home', false],
  ['AboutPage', <AboutPage key="v" />, '/about'],
  ['ContactPage', <ContactPage key="v" />, '/contact'],
  [
    'FAQ (every answer open)',
    <OpenAll key="v">
      <Faq />
    </OpenAll>,
  ],
  ['PrivacyPage', <PrivacyPage key="v" />, '/privacy'],
  ['TermsPage', <TermsPage key="v" />, '/terms'],
  ['PaymentDemoPage', <PaymentDemoPage key="v" />, '/payment-demo'],
  ['AuthCheckFailed', <AuthCheckFailed key="v" onRetry={() => {}} />],
  ['BibleMapPage', <BibleMapPage key="v" />, '/bible'],
  ['ChurchBibleMap', <ChurchBibleMap key="v" churchId={7} />],
  [
    'BibleMapView (table)',
    <OpenOnMount key="v" selector="fieldset button:last-of-type">
      <BibleMapView progress={ANSWERS['/api/progress/bible'] as BibleProgress} />
    </OpenOnMount>,
  ],
  ['BibleBadges (finished)', <BibleBadges key="v" />, '/', true, { '/api/progress/bible': finishedBible }],
  ['GoalHistoryCard', <GoalHistoryCard key="v" />],
  ...(
    [
      ['upcoming', { state: 'upcoming', daysElapsed: 0, chaptersSoFar: 0, minutesSoFar: 0 }],
      ['ended', { state: 'ended', daysLeft: 0, requiredChaptersPerDay: null, requiredMinutesPerDay: null }],
      ['reached', { chaptersReached: true, minutesReached: true }],
      [
        'chapters only',
        { targetMinutes: null, fairShareMinutesPerDay: null, projectedFinishDate: '2027-02-01' },
      ],
      ['minutes only', { targetChapters: null, fairShareChaptersPerDay: null }],
      ['far behind', { projectedFinishDate: '2031-06-01' }],
    ] as const
  ).map(
    ([name, differs]): View => [
      `ChurchGoalCard (${name})`,
      <ChurchGoalCard key="v" />,
      '/',
      true,
      { '/api/church/goal': { ...goal, ...differs } },
    ],
  ),
  ['PublicChallengePage', <PublicPageView key="v" />, '/c/grace-chapel', false],
  [
    'PublicChallengePage (no goal)',
    <PublicPageView key="v" />,
    '/c/grace-chapel',
    false,
    { '/api/public/churches/grace-chapel': publicChurchAnswer(null) },
  ],
  [
    'PublicChallengePage (chapters reached)',
    <PublicPageView key="v" />,
    '/c/grace-chapel',
    false,
    { '/api/public/churches/grace-chapel': publicChurchAnswer(reachedGoal) },
  ],
  [
    'PublicChallengePage (upcoming)',
    <PublicPageView key="v" />,
    '/c/grace-chapel',
    false,
    { '/api/public/churches/grace-chapel': publicChurchAnswer({ ...reachedGoal, state: 'upcoming' }) },
  ],
  ['PublicChallengePage (off)', <PublicPageView key="v" slug="nowhere" />, '/c/nowhere', false],
  // Entries kept on the device (every view above shows them too): the activity list's, the totals', and
  // the dialogs that fix, drop or give them up.
  [
    'RecentActivityCard (kept entries)',
    <SignedIn key="v">
      <RecentActivityCard userId={1} timeZone="UTC" />
    </SignedIn>,
  ],
  [
    'StatCards (kept entries)',
    <SignedIn key="v">
      <StatCards churchId={7} />
    </SignedIn>,
  ],
  [
    'ChangeDateDialog',
    <OpenOnMount key="v" selector="button">
      <ChangeDateDialog entry={KEPT_ENTRIES[1] as never} today="2026-03-02" onChoose={async () => {}} />
    </OpenOnMount>,
  ],
  [
    'KeptEntryRow (drop)',
    <OpenOnMount key="v" selector="button:last-of-type">
      <ul>
        <KeptEntryRow entry={KEPT_ENTRIES[1] as never} today="2026-03-02" />
      </ul>
    </OpenOnMount>,
  ],
  ['SignOutLossDialog', <SignOutLossDialog key="v" unsynced={3} onCancel={() => {}} onConfirm={() => {}} />],
  [
    'OfflineNotice',
    <Offline key="v">
      <OfflineNotice />
    </Offline>,
  ],
];

/** Asks who is signed in, as every page does (the kept entries are the signed-in person's). */
function SignedIn({ children }: { children: ReactNode }) {
  useAuth();
  return <>{children}</>;
}

/** The browser says it is offline while its children render (restored after each test). */
function Offline({ children }: { children: ReactNode }) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  return <>{children}</>;
}

/** The public page as the app composes it, with the Bible map and the 404 page. */
function PublicPageView({ slug = 'grace-chapel' }: { slug?: string }) {
  return (
    <PublicChallengePage
      slug={slug}
      renderMap={(progress) => <BibleMapView progress={progress} />}
      notFound={<NotFoundPage />}
    />
  );
}

/** Clicks the first element matching `selector` once mounted (a popover's trigger), `times` times. */
function OpenOnMount({
  selector,
  times = 1,
  children,
}: {
  selector: string;
  times?: number;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [clicks, setClicks] = useState(0);
  useEffect(() => {
    if (clicks >= times) return;
    ref.current?.querySelector<HTMLElement>(selector)?.click();
    setClicks(clicks + 1);
  }, [selector, times, clicks]);
  return <div ref={ref}>{children}</div>;
}

/** Clicks every button once mounted (the FAQ's questions, so every answer shows). */
function OpenAll({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    for (const button of ref.current?.querySelectorAll('button') ?? []) button.click();
  }, []);
  return <div ref={ref}>{children}</div>;
}

/** The text without its catalogue texts (innermost first: a catalogue text may hold another). */
function withoutMarked(text: string): string {
  const rest = text.replace(/⟦[^⟦⟧]*⟧/g, '');
  return rest === text ? rest : withoutMarked(rest);
}

/** Visible text and the attributes people read (labels, placeholders, titles), outside ⟦ ⟧. */
function literalTexts(root: Element): string[] {
  // The whole text at once: a catalogue text with a link inside spans several text nodes.
  const found: string[] = [root.textContent ?? ''];
  for (const element of root.querySelectorAll('[aria-label],[placeholder],[title],[alt]')) {
    for (const name of ['aria-label', 'placeholder', 'title', 'alt'])
      found.push(element.getAttribute(name) ?? '');
  }
  return found
    .map((text) => [...DATA, ...KEPT_DATA].reduce((rest, data) => rest.replaceAll(data, ''), text))
    .map((text) => withoutMarked(text).replace(DATA_PATTERN, '').trim())
    .filter((text) => /[A-Za-z]/.test(text));
}

let signedIn = true;
let answers: Record<string, unknown> = ANSWERS;
let unmount: (() => Promise<void>) | undefined;
beforeEach(() => {
  setQueueStore(memoryQueueStore(KEPT_ENTRIES).store);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/me' && !signedIn) return jsonResponse(401, { message: 'Not logged in' });
      return url in answers ? jsonResponse(200, answers[url]) : jsonResponse(404, { message: 'not found' });
    }),
  );
});
afterEach(async () => {
  await unmount?.();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('texts come from the catalogue', () => {
  it.each(VIEWS)(
    '%s renders no literal text in the pseudo-locale',
    async (_name, view, path, user = true, differ = {}) => {
      signedIn = user;
      answers = { ...ANSWERS, ...differ };
      ({ unmount } = await render(view, { language: 'pseudo', path }));
      await flush();
      // The whole page: dialogs and popovers render outside the view's container.
      expect(literalTexts(document.body)).toEqual([]);
      expect(document.body.textContent).toContain('⟦');
      // A mark's words belong inside its element (Trans drops them for a mark named like a void element).
      const emptyLinks = [...document.body.querySelectorAll('a')].filter(
        (element) => !element.textContent?.trim() && !element.getAttribute('aria-label'),
      );
      expect(emptyLinks.map((element) => element.outerHTML)).toEqual([]);
    },
  );

  it('the check sees a literal string', async () => {
    const { container } = await render(<p>Plain English</p>, { language: 'pseudo' });
    expect(literalTexts(container)).toEqual(['Plain English']);
  });
});

/*
 * In Spanish (decision 035), every view shows no English catalogue text: the app's own instance is
 * switched to Spanish, as the language switch does, and the page's texts are compared with the English
 * catalogue's, whole texts (a label, a button) and the longer sentences inside the page's text. A few
 * texts are the same in both languages, listed below (the test fails if Spanish repeats any other).
 */
const SAME_IN_BOTH = new Set([
  'Lampstand', // the brand
  'English', // each language's own name, on the switch
  'Español',
  'Plan', // "plan" in both
  'Error', // "error" in both
  '99.00 USD', // the PayPal stand-in's amount
  'https://', // a URL field's hint
  'https://example.org/logo.png',
]);

/** Every text of a catalogue by its path. */
function catalogueTexts(catalogue: object): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') found.set(path, value);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) walk(inner, `${path}.${key}`);
  };
  for (const [namespace, value] of Object.entries(catalogue)) walk(value, namespace);
  return found;
}

const englishTexts = catalogueTexts(en);
const spanishTexts = catalogueTexts(es);
/** The words a text shows whatever its values: the parts between its placeholders and marks. */
const fixedParts = (text: string) =>
  text
    .split(/\{\{[^}]*\}\}|<\/?[A-Za-z][\w-]*\s*\/?>/)
    .map((part) => part.trim())
    .filter((part) => /[A-Za-z]/.test(part));
/** English texts a Spanish page must not show (book names aside: 1 Samuel is 1 Samuel in Spanish too). */
const FORBIDDEN = [...englishTexts]
  .filter(([path, text]) => !path.startsWith('bible.') && !SAME_IN_BOTH.has(text))
  .map(([, text]) => text);
/** A text with neither placeholders nor marks. */
const WHOLE_TEXT = (text: string) => fixedParts(text).join() === text.trim();
const WHOLE = new Set(FORBIDDEN.filter(WHOLE_TEXT));
/** Sentences long enough not to be a Spanish word by chance ("Email" is not; "Log your reading" is). */
const INSIDE = [...new Set(FORBIDDEN.flatMap(fixedParts))].filter(
  (part) => part.length >= 12 && part.includes(' '),
);

/** Whether `part` is in `text` as whole words ("on Lampstand" is not in "conectarnos con Lampstand"). */
const inWords = (text: string, part: string) => {
  for (let at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
    const [before, after] = [text[at - 1] ?? ' ', text[at + part.length] ?? ' '];
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) return true;
  }
  return false;
};

/** The English texts shown on the page: whole texts of an element or an attribute, and sentences inside. */
function englishShown(root: Element): string[] {
  const pieces: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const own = [...element.childNodes]
      .filter((node) => node.nodeType === 3)
      .map((node) => node.textContent ?? '')
      .join('')
      .trim();
    pieces.push(own, (element.textContent ?? '').trim());
    for (const name of ['aria-label', 'placeholder', 'title', 'alt'])
      pieces.push(element.getAttribute(name) ?? '');
  }
  // The people's own words and the server's data in the answers (names, plans, kept entries' messages).
  const shown = pieces.map((piece) =>
    // (The kept entries' labels were made in the pseudo-locale: ⟦…⟧.)
    [...DATA, ...KEPT_DATA]
      .reduce((rest, data) => rest.replaceAll(data, '¶'), piece)
      .replace(/⟦[^⟧]*⟧/g, '¶'),
  );
  const whole = shown.filter((piece) => WHOLE.has(piece));
  const text = shown.join('\n');
  return [...new Set([...whole, ...INSIDE.filter((part) => inWords(text, part))])];
}

describe('a page in Spanish shows no English catalogue text', () => {
  beforeAll(() => addLanguage('es', es));
  afterEach(() => i18n.changeLanguage('en'));

  it.each(VIEWS)('%s', async (_name, view, path, user = true, differ = {}) => {
    await i18n.changeLanguage('es');
    signedIn = user;
    // The person reads Spanish: their saved language (which the header follows) says so too.
    answers = { ...ANSWERS, '/api/me': { ...(ANSWERS['/api/me'] as object), language: 'es' }, ...differ };
    ({ unmount } = await render(view, { path }));
    await flush();
    expect(englishShown(document.body)).toEqual([]);
  });

  it('the check sees an English text, and the list of texts the same in both is true', async () => {
    const { container } = await render(
      <button type="button" aria-label="Something went wrong. Please try again.">
        Cancel
      </button>,
    );
    expect(englishShown(container)).toEqual(
      expect.arrayContaining(['Cancel', 'Something went wrong. Please try again.']),
    );
    const same = [...englishTexts].filter(
      ([path, text]) => !path.startsWith('bible.') && spanishTexts.get(path) === text && WHOLE_TEXT(text),
    );
    expect(same.filter(([, text]) => !SAME_IN_BOTH.has(text))).toEqual([]);
  });
});
