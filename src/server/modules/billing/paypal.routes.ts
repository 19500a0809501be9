import {
  PAYMENTS_NOT_CONFIGURED_MESSAGE,
  PAYPAL_UNREACHABLE_MESSAGE,
  paypalCaptureResponse,
  paypalOrderIdParams,
  paypalOrderRequest,
  paypalOrderResponse,
  paypalSetupResponse,
  WEBHOOK_UNVERIFIED_MESSAGE,
  webhookAckResponse,
} from '@shared/billing/paypal';
import { SUBSCRIPTION_AMOUNT, SUBSCRIPTION_CURRENCY } from '@shared/billing/subscription';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../lib/deps';
import { errorResponses } from '../../lib/error-schemas';
import { badGateway, badRequest, serviceUnavailable } from '../../lib/errors';
import { churchIdOf } from '../../lib/guards';
import { sessionSecurity } from '../../lib/openapi';
import { PaypalError } from '../../lib/paypal';
import { captureForChurch } from './capture';
import { pendingOrder } from './orders';
import { handleWebhookEvent } from './webhook';

export const paypalRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { database, clock, paypal, config } = deps;
  const schema = { tags: ['paypal'], security: sessionSecurity };

  app.get(
    '/api/paypal/setup',
    {
      ...app.access('church-unlocked'),
      schema: {
        ...schema,
        summary: 'What the PayPal button needs: client id, a client token, the SDK address, 99.00 USD',
        response: { 200: paypalSetupResponse, ...errorResponses(401, 403, 502) },
      },
    },
    async () => {
      if (!paypal.configured) throw serviceUnavailable(PAYMENTS_NOT_CONFIGURED_MESSAGE);
      let clientToken: string;
      try {
        clientToken = await paypal.generateClientToken();
      } catch (err) {
        if (err instanceof PaypalError) throw badGateway(PAYPAL_UNREACHABLE_MESSAGE);
        throw err;
      }
      return {
        clientId: paypal.clientId,
        clientToken,
        sdkUrl: config.PAYPAL_SDK_URL,
        currency: SUBSCRIPTION_CURRENCY,
        amount: SUBSCRIPTION_AMOUNT,
      } as const;
    },
  );

  app.post(
    '/api/paypal/order',
    {
      ...app.access('church-unlocked', 'own-deduplication'),
      schema: {
        ...schema,
        summary: "The church's pending PayPal order for one year (99.00 USD, CAPTURE), created or reused",
        description:
          'amount, currency and intent are accepted for compatibility and ignored: the server decides.',
        body: paypalOrderRequest,
        response: { 200: paypalOrderResponse, ...errorResponses(400, 401, 403, 502) },
      },
    },
    async (request) => ({
      id: await pendingOrder(database.db, paypal, clock, request.log, churchIdOf(request)),
    }),
  );

  app.post(
    '/api/paypal/order/:id/capture',
    {
      ...app.access('church-unlocked', 'own-deduplication'),
      schema: {
        ...schema,
        summary: "Capture the buyer-approved order of the caller's church and credit one year, once",
        params: paypalOrderIdParams,
        response: { 200: paypalCaptureResponse, ...errorResponses(400, 401, 402, 403, 502) },
      },
    },
    async (request) => ({
      status: 'COMPLETED' as const,
      subscription: await captureForChurch(
        database.db,
        paypal,
        clock,
        churchIdOf(request),
        request.params.id,
      ),
    }),
  );

  app.post(
    '/api/paypal/webhook',
    {
      ...app.access('webhook'),
      schema: {
        tags: ['paypal'],
        summary: 'PayPal webhook (verified with PayPal); PAYMENT.CAPTURE.COMPLETED credits the order once',
        // Kept as PayPal sent it: the verification call sends the event back to PayPal.
        body: z.record(z.string(), z.unknown()),
        response: { 200: webhookAckResponse, ...errorResponses(400, 502) },
      },
    },
    async (request) => {
      let verified: boolean;
      try {
        verified = await paypal.verifyWebhook(request.headers, request.body);
      } catch (err) {
        // PayPal delivers again until it gets a 2xx.
        if (err instanceof PaypalError) throw badGateway(PAYPAL_UNREACHABLE_MESSAGE);
        throw err;
      }
      if (!verified) throw badRequest(WEBHOOK_UNVERIFIED_MESSAGE);
      const result = await handleWebhookEvent(database.db, clock, request.body);
      request.log.info({ result, event: request.body.id }, 'paypal webhook handled');
      return { received: true } as const;
    },
  );
};
