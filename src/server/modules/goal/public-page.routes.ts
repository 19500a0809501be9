import { t } from '@shared/i18n';
import {
  type PublicChurch,
  publicChurch,
  publicPageSettings,
  publicPageUpdate,
  publicPreviewQuery,
  publicSlugParams,
} from '@shared/public-page';
import { churchSummary } from '@shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderCardPng } from '../../lib/card-image';
import { clientIndexHtml } from '../../lib/client-app';
import type { AppDeps } from '../../lib/deps';
import { errorResponses } from '../../lib/error-schemas';
import { notFound } from '../../lib/errors';
import { churchIdOf } from '../../lib/guards';
import { pageLanguage } from '../../lib/language';
import { sessionSecurity } from '../../lib/openapi';
import { withPageMeta } from '../../lib/page-meta';
import { publicPageCache } from './public-cache';
import { publicCard, publicPageMeta } from './public-card';
import * as pages from './public-page.service';

/**
 * The public challenge page (decision 024): the administrator's settings, the page's figures and
 * preview image for anyone, and /c/{slug} itself, the app's page with its social preview in the head.
 */
export const publicPageRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database, clock, config }) => {
  const db = database.db;
  const cache = publicPageCache<Omit<PublicChurch, 'church'>>(clock, app.log);
  const churchAt = pages.sharedLookups((slug: string) => pages.publicChurchAt(db, slug));
  const figuresOf = (churchId: number) => () => pages.publicFigures(db, clock, churchId);
  const serialised = new WeakMap<object, string>();

  app.get(
    '/api/church/public-page',
    {
      ...app.access('church-admin'),
      schema: {
        tags: ['challenge'],
        security: sessionSecurity,
        summary: "Whether the church's public challenge page is on, and its address (administrator)",
        response: { 200: publicPageSettings, ...errorResponses(401, 403) },
      },
    },
    (request) => pages.publicPageSettingsOf(db, churchIdOf(request)),
  );

  app.put(
    '/api/church/public-page',
    {
      ...app.access('church-admin'),
      schema: {
        tags: ['challenge'],
        security: sessionSecurity,
        summary: "Switch the church's public challenge page on or off and choose its address (administrator)",
        description:
          'The slug: 3–40 lowercase letters, digits and hyphens, not reserved, not used by another church ' +
          '(400 with `errors.slug`). Switching off keeps the address; the page answers 404 at once.',
        body: publicPageUpdate,
        response: { 200: publicPageSettings, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const churchId = churchIdOf(request);
      const settings = await pages.setPublicPage(db, churchId, request.body);
      cache.forget(churchId);
      return settings;
    },
  );

  app.get(
    '/api/public/churches/:slug',
    {
      ...app.access('public'),
      // Anonymous and possibly crowded, like health: its requests are logged at warn only.
      logLevel: 'warn',
      schema: {
        tags: ['challenge'],
        summary: "A church's public challenge page: the church, its goal and its Bible map (no person)",
        description:
          'Anyone may read it while the church has its page on; 404 otherwise, at once after it is ' +
          'switched off. The figures are cached for at most a minute.',
        params: publicSlugParams,
        response: { 200: publicChurch, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const church = await churchAt(request.params.slug);
      if (!church) throw notFound(t('goal:publicPage.pageNotFound'));
      const { value: figures, cacheControl } = await cache.figures(church.id, figuresOf(church.id));
      // The figures' JSON (a Bible map of 1,189 counts) is checked and written once per cache entry, not
      // per visitor; the string is sent as it is.
      let json = serialised.get(figures);
      if (json === undefined) {
        json = JSON.stringify(publicChurch.omit({ church: true }).parse(figures)).slice(1);
        serialised.set(figures, json);
      }
      const head = JSON.stringify({ church: churchSummary.parse(church) });
      return reply
        .header('cache-control', cacheControl)
        .type('application/json; charset=utf-8')
        .send(`${head.slice(0, -1)},${json}` as unknown as PublicChurch);
    },
  );

  app.get(
    '/api/public/churches/:slug/preview.png',
    {
      ...app.access('public'),
      logLevel: 'warn',
      schema: {
        tags: ['challenge'],
        summary: 'The public page’s preview image for social networks: a 1200×630 PNG',
        description:
          'Drawn on the server from the cached figures, in the language of `lang`, else of ' +
          'Accept-Language (then `Vary: Accept-Language`); 404 when the page is off.',
        params: publicSlugParams,
        querystring: publicPreviewQuery,
        produces: ['image/png'],
        response: {
          200: z.string().describe('image/png, 1200×630'),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const church = await churchAt(request.params.slug);
      if (!church) throw notFound(t('goal:publicPage.pageNotFound'));
      const { language, vary } = pageLanguage(request);
      const { value: png, cacheControl } = await cache.image(
        church.id,
        language,
        figuresOf(church.id),
        (figures) => renderCardPng(publicCard({ church, ...figures }, language)),
      );
      if (vary) reply.header('vary', vary);
      // A Buffer is sent as it is (Fastify serialises only other payloads); the schema documents it.
      return reply
        .type('image/png')
        .header('cache-control', cacheControl)
        .send(png as unknown as string);
    },
  );

  // The page itself: the app's index.html with the church's title, description and preview tags in the
  // page's language (`?lang=`, else Accept-Language), or the plain index.html with a 404 (the app then
  // shows its 404 page). Not cached: a page switched off must stop showing at once.
  app.get<{ Params: { slug: string } }>('/c/:slug', { schema: { hide: true } }, async (request, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    const { language, vary } = pageLanguage(request);
    const slug = request.params.slug;
    const church = await churchAt(slug);
    if (!church) return reply.code(404).send(clientIndexHtml());
    const page = { church, ...(await cache.figures(church.id, figuresOf(church.id))).value };
    if (vary) reply.header('vary', vary);
    const address = {
      slug: slug.toLowerCase(),
      publicUrl: config.PUBLIC_URL,
      language,
      linked: vary === null,
    };
    return reply.send(withPageMeta(clientIndexHtml(), publicPageMeta(page, address)));
  });
};
