import { intlLocale, type PersonLanguage, tIn } from '@shared/i18n';
import type { PublicChurch } from '@shared/public-page';
import { box, type CardNode } from '../../lib/card-image';
import type { PageMeta } from '../../lib/page-meta';

/*
 * What a shared link to the public page shows: the preview's texts and its 1200×630 card, in the page's
 * language (the link's `?lang=`, else the visitor's Accept-Language): catalogue texts, Intl numbers.
 */

/** The texts and number format of one language. */
interface Words {
  t: ReturnType<typeof tIn>;
  count: (n: number) => string;
  percent: (n: number) => string;
}
const words = new Map<PersonLanguage, Words>();
function wordsIn(language: PersonLanguage): Words {
  let found = words.get(language);
  if (!found) {
    const number = new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 0 });
    const percent = new Intl.NumberFormat(intlLocale(language), {
      style: 'percent',
      maximumFractionDigits: 0,
    });
    found = {
      t: tIn(language),
      count: (n) => number.format(Math.floor(n)),
      percent: (n) => percent.format(n / 100),
    };
    words.set(language, found);
  }
  return found;
}

const percentOf = (soFar: number, target: number) => Math.min(100, Math.floor((soFar * 100) / target));
const placeOf = ({ t }: Words, church: PublicChurch['church']) =>
  t('goal:publicPage.place', { city: church.city, state: church.state });

/**
 * The page's address in a language: English, when no link chose it, is the plain address (whose
 * language Accept-Language chooses); otherwise `?lang=` says it, so that the preview a crawler reads and
 * the page a reader opens are in the language of the page that named them.
 */
const publicPageQuery = (language: PersonLanguage, linked: boolean) =>
  language === 'en' && !linked ? '' : `?lang=${language}`;
const publicPagePath = (slug: string) => `/c/${encodeURIComponent(slug)}`;
const previewImagePath = (slug: string) => `/api/public/churches/${encodeURIComponent(slug)}/preview.png`;

/** How /c/{slug} is addressed and in which language it is drawn. */
export interface PublicPageAddress {
  slug: string;
  publicUrl: string;
  language: PersonLanguage;
  /** Whether the link's `?lang=` chose the language (rather than Accept-Language). */
  linked: boolean;
}

/** The head of /c/{slug}: title, description, preview and language versions, for crawlers and link previews. */
export function publicPageMeta(page: PublicChurch, address: PublicPageAddress): PageMeta {
  const { church, goal, bibleMap } = page;
  const { slug, publicUrl, language, linked } = address;
  const w = wordsIn(language);
  const { t, count } = w;
  const names = { church: church.name, place: placeOf(w, church) };
  const description =
    goal?.targetChapters != null
      ? t('goal:publicPage.metaDescriptionGoal', {
          ...names,
          soFar: count(goal.chaptersSoFar),
          target: count(goal.targetChapters),
        })
      : goal?.targetMinutes != null
        ? t('goal:publicPage.metaDescriptionMinutes', {
            ...names,
            soFar: count(goal.minutesSoFar),
            target: count(goal.targetMinutes),
          })
        : t('goal:publicPage.metaDescriptionMap', {
            ...names,
            chapters: count(bibleMap.distinctChapters),
            total: count(bibleMap.totalChapters),
          });
  const query = publicPageQuery(language, linked);
  const pageUrl = publicUrl + publicPagePath(slug);
  return {
    language,
    title: t('goal:publicPage.metaTitle', { church: church.name }),
    description,
    url: pageUrl + query,
    image: publicUrl + previewImagePath(slug) + query,
    imageAlt: t('goal:publicPage.imageAlt', { church: church.name }),
    noscript: t('goal:publicPage.noscript'),
    alternates: [
      { hreflang: 'en', href: `${pageUrl}?lang=en` },
      { hreflang: 'es', href: `${pageUrl}?lang=es` },
      { hreflang: 'x-default', href: pageUrl },
    ],
  };
}

const INK = '#1e1b4b';
const MUTED = '#4b5563';
const PRIMARY = '#4f46e5';

/** One target's figure and bar. */
function progressRow(
  { count, percent: percentText }: Words,
  label: string,
  soFar: number,
  target: number,
  of: string,
): CardNode {
  const percent = percentOf(soFar, target);
  return box(
    { flexDirection: 'column', gap: 12, width: '100%' },
    box(
      { justifyContent: 'space-between', alignItems: 'flex-end', width: '100%' },
      box(
        { alignItems: 'baseline', gap: 14 },
        box({ fontSize: 52, fontWeight: 700, color: INK }, count(soFar)),
        box({ fontSize: 28, color: MUTED }, `${label} · ${of}`),
      ),
      box({ fontSize: 40, fontWeight: 700, color: PRIMARY }, percentText(percent)),
    ),
    box(
      { width: '100%', height: 28, borderRadius: 14, backgroundColor: '#e0e7ff', overflow: 'hidden' },
      box({ width: `${Math.max(percent, 1)}%`, height: 28, borderRadius: 14, backgroundColor: PRIMARY }),
    ),
  );
}

/** The preview card: the church, its goal's progress (or its Bible map's when it has no goal), a call to join. */
export function publicCard(page: PublicChurch, language: PersonLanguage = 'en'): CardNode {
  const { church, goal, bibleMap } = page;
  const w = wordsIn(language);
  const { t, count } = w;
  const rows: CardNode[] = [];
  const of = (target: number) => t('goal:publicPage.cardOf', { target: count(target) });
  if (goal?.targetChapters != null)
    rows.push(
      progressRow(
        w,
        t('goal:publicPage.cardChapters'),
        goal.chaptersSoFar,
        goal.targetChapters,
        of(goal.targetChapters),
      ),
    );
  if (goal?.targetMinutes != null)
    rows.push(
      progressRow(
        w,
        t('goal:publicPage.cardMinutes'),
        goal.minutesSoFar,
        goal.targetMinutes,
        of(goal.targetMinutes),
      ),
    );
  if (rows.length === 0)
    rows.push(
      progressRow(
        w,
        t('goal:publicPage.cardChapters'),
        bibleMap.distinctChapters,
        bibleMap.totalChapters,
        t('goal:publicPage.cardMap', { total: count(bibleMap.totalChapters) }),
      ),
    );
  // Satori sizes boxes without their padding and border: the content box is given its own size.
  return box(
    {
      width: 1200,
      height: 630,
      padding: '56px 72px',
      backgroundColor: '#f8fafc',
      borderTop: `16px solid ${PRIMARY}`,
      fontFamily: 'Inter',
    },
    box(
      {
        width: 1200 - 2 * 72,
        height: 630 - 16 - 2 * 56,
        flexDirection: 'column',
        justifyContent: 'space-between',
      },
      box(
        { flexDirection: 'column', gap: 8 },
        box(
          { fontSize: 26, fontWeight: 700, color: PRIMARY, letterSpacing: 3 },
          t('goal:publicPage.eyebrow').toLocaleUpperCase(intlLocale(language)),
        ),
        box(
          { fontSize: 60, fontWeight: 700, color: INK, lineHeight: 1.1, maxHeight: 132, overflow: 'hidden' },
          church.name,
        ),
        box({ fontSize: 30, color: MUTED }, placeOf(w, church)),
      ),
      box({ flexDirection: 'column', gap: 24, width: '100%' }, ...rows),
      box(
        { justifyContent: 'space-between', alignItems: 'center', width: '100%' },
        box({ fontSize: 32, fontWeight: 700, color: PRIMARY }, t('goal:publicPage.cardJoin')),
        box({ fontSize: 28, color: MUTED }, 'Lampstand'),
      ),
    ),
  );
}
