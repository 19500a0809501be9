import { siteInfoResponse } from '@shared/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../lib/deps';
import { errorResponses } from '../../lib/error-schemas';

export const siteRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { config, paypal }) => {
  // Computed once: the response schema keeps every other configuration value off the wire.
  const info = {
    supportEmail: config.SUPPORT_EMAIL,
    companyCity: config.COMPANY_CITY,
    payments: { configured: paypal.configured, demo: config.PAYPAL_DEMO },
    accountRemovalDays: config.ACCOUNT_REMOVAL_DAYS,
  };
  app.get(
    '/api/site',
    {
      ...app.access('public'),
      schema: {
        tags: ['site'],
        summary:
          'Public site facts: support e-mail address, company city, whether payments are set up or a demo, the days before a deleted account is removed',
        response: { 200: siteInfoResponse, ...errorResponses() },
      },
    },
    async (_request, reply) => {
      // Configuration changes only with a restart; a short cache spares the policy pages a round trip.
      reply.header('cache-control', 'public, max-age=300');
      return info;
    },
  );
};
