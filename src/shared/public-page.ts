import { z } from 'zod';
import { goalView } from './goal';
import { LANGUAGES, t } from './i18n';
import { bibleProgress } from './progress';
import { churchSummary } from './users';

/*
 * The church's public challenge page (issue 12, decision 024): off by default; when on, anyone may read
 * the church's name, place, goal and Bible map at /c/{slug}. Church-level figures only, never a person.
 */

const PUBLIC_SLUG_MIN = 3;
const PUBLIC_SLUG_MAX = 40;
/** Slugs that would read as the site's own pages or roles. */
const RESERVED_SLUGS = new Set([
  'admin',
  'api',
  'assets',
  'church',
  'church-admin',
  'churches',
  'help',
  'lampstand',
  'login',
  'new',
  'official',
  'public',
  'register',
  'settings',
  'staff',
  'support',
  'www',
]);

/** A slug: trimmed and lowercased, then 3–40 letters a–z, digits and single inner hyphens. */
const publicSlugField = z
  .string(t('goal:publicPage.slugRequired'))
  .trim()
  .toLowerCase()
  .min(PUBLIC_SLUG_MIN, t('goal:publicPage.slugLength'))
  .max(PUBLIC_SLUG_MAX, t('goal:publicPage.slugLength'))
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, t('goal:publicPage.slugCharacters'))
  .refine((slug) => !RESERVED_SLUGS.has(slug), t('goal:publicPage.slugReserved'));

/** Whether an address could be a church's slug at all (anything else is no page: a 404, no lookup). */
export const isPublicSlug = (value: string) => publicSlugField.safeParse(value).success;

/** GET and PUT /api/church/public-page: whether the page is on and its slug (kept while it is off). */
export const publicPageSettings = z.object({ enabled: z.boolean(), slug: z.string().nullable() });
export type PublicPageSettings = z.infer<typeof publicPageSettings>;

/** PUT /api/church/public-page: switching it on needs a slug; off keeps the slug given or the stored one. */
export const publicPageUpdate = z
  .object({ enabled: z.boolean(t('goal:publicPage.enabledRequired')), slug: publicSlugField.nullable() })
  .superRefine((value, ctx) => {
    if (value.enabled && value.slug === null)
      ctx.addIssue({ code: 'custom', path: ['slug'], message: t('goal:publicPage.slugRequired') });
  });
export type PublicPageUpdate = z.infer<typeof publicPageUpdate>;

/** /api/public/churches/{slug}: any text; an unknown or malformed slug is a 404 like one switched off. */
export const publicSlugParams = z.object({ slug: z.string() });

/**
 * The preview image's language: `?lang=en|es` (the page's og:image names it), else the visitor's
 * Accept-Language. Another value is no language and is ignored, not refused: the address is shared.
 */
export const publicPreviewQuery = z.object({
  lang: z.enum(LANGUAGES).optional().catch(undefined).describe('en or es; Accept-Language when absent'),
});

/**
 * The goal as the public sees it: the church's figures, without the member count and the per-member
 * share (which would give the count away) or the members' milestone notices.
 */
export const publicGoal = goalView.omit({
  id: true,
  members: true,
  fairShareChaptersPerDay: true,
  fairShareMinutesPerDay: true,
  latestMilestone: true,
});
export type PublicGoal = z.infer<typeof publicGoal>;

/** GET /api/public/churches/{slug}: the church, its goal (null: none) and its Bible map of the period. */
export const publicChurch = z.object({
  church: churchSummary,
  goal: publicGoal.nullable(),
  bibleMap: bibleProgress,
  /** When these figures were computed (they are cached for at most a minute). */
  computedAt: z.string(),
});
export type PublicChurch = z.infer<typeof publicChurch>;
