import {
  annualReport,
  CARD_SIZES,
  type CardSize,
  churchCardQuery,
  reportYearParams,
  userCardQuery,
} from '@shared/annual-reports';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderCardPng } from '../../lib/card-image';
import type { AppDeps } from '../../lib/deps';
import { errorResponses } from '../../lib/error-schemas';
import { callerOf, churchIdOf } from '../../lib/guards';
import { requestLanguage } from '../../lib/language';
import { sessionSecurity } from '../../lib/openapi';
import * as reports from './annual-reports.service';
import { yearCard } from './year-card';
import { churchYearCard, userYearCard, type YearCardFigures } from './year-card.service';

const schema = {
  tags: ['annual-reports'],
  security: sessionSecurity,
  params: reportYearParams,
};

export const annualReportsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database, throttles }) => {
  app.get(
    '/api/annual-reports/user/:year',
    {
      ...app.access('user'),
      schema: {
        ...schema,
        summary: 'The caller’s chapters and prayer minutes dated in a calendar year',
        response: { 200: annualReport, ...errorResponses(400, 401) },
      },
    },
    (request) =>
      reports.annualReport(database.db, { userId: callerOf(request).user.id }, request.params.year),
  );

  app.get(
    '/api/annual-reports/church/:year',
    {
      // An expired church's reports need a renewal (402); its members keep their own reports.
      // The church's own figures: its church account reads them in Church Admin (decision 037).
      ...app.access('user', 'church', 'live-subscription', 'church-account'),
      schema: {
        ...schema,
        summary: 'The caller’s church: chapters and prayer minutes written with it, dated in a calendar year',
        description: '402 when the church’s subscription has expired.',
        response: { 200: annualReport, ...errorResponses(400, 401, 402, 403) },
      },
    },
    (request) => reports.annualReport(database.db, { churchId: churchIdOf(request) }, request.params.year),
  );

  app.get(
    '/api/annual-reports/global/:year',
    {
      ...app.access('user'),
      schema: {
        ...schema,
        summary: 'Everyone’s chapters and prayer minutes dated in a calendar year',
        response: { 200: annualReport, ...errorResponses(400, 401) },
      },
    },
    (request) => reports.annualReport(database.db, 'global', request.params.year),
  );

  // The year cards (decision 034): PNGs drawn on each request for the caller alone; like every answer that
  // depends on the session they are `no-store` (security-headers.ts).
  const cardSchema = {
    ...schema,
    produces: ['image/png'],
    description:
      '`size`: square (1080×1080, the default) or portrait (1080×1920). `show`: a comma-separated list of ' +
      'what the card draws, everything by default: `chapters`, `minutes`, `streak` (a person’s card only), ' +
      '`books`, `map`. Nothing else (no note, no prayer request, no name of a person) can be drawn. At most 300 ' +
      'cards an hour for a person, and for a church (429 with Retry-After beyond).',
  };
  const sendCard = async (
    request: FastifyRequest,
    reply: FastifyReply,
    figures: YearCardFigures,
    size: CardSize,
  ) => {
    // In the asker's language: their own saved one (decision 035).
    const image = await renderCardPng(yearCard(figures, size, requestLanguage(request)), CARD_SIZES[size]);
    // A Buffer is sent as it is (Fastify serialises only other payloads); the schema documents it.
    return reply.type('image/png').send(image as unknown as string);
  };
  const png = z.string().describe('image/png: 1080×1080 (square) or 1080×1920 (portrait)');

  app.get(
    '/api/annual-reports/user/:year/card.png',
    {
      ...app.access('user'),
      schema: {
        ...cardSchema,
        summary: 'The caller’s year card: their figures and Bible map of a calendar year, as a PNG',
        querystring: userCardQuery,
        response: { 200: png, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const { size, show } = request.query;
      const userId = callerOf(request).user.id;
      await throttles.cardAccount.consume(`user:${userId}`);
      const figures = await userYearCard(database.db, userId, request.params.year, show);
      return sendCard(request, reply, figures, size);
    },
  );

  app.get(
    '/api/annual-reports/church/:year/card.png',
    {
      // The church's card is the administrator's to publish; an expired church's needs a renewal (402).
      ...app.access('church-admin', 'live-subscription'),
      schema: {
        ...cardSchema,
        summary: 'The caller’s church’s year card (administrator): its figures and Bible map, no names',
        querystring: churchCardQuery,
        response: { 200: png, ...errorResponses(400, 401, 402, 403, 429) },
      },
    },
    async (request, reply) => {
      const { size, show } = request.query;
      const churchId = churchIdOf(request);
      await throttles.cardAccount.consume(`church:${churchId}`);
      const figures = await churchYearCard(database.db, churchId, request.params.year, show);
      return sendCard(request, reply, figures, size);
    },
  );
};
