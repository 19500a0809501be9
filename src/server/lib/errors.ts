/** An error whose message is safe to show to the person who made the request. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
    /** Sent as the body's `code`: a reason the client acts on, not only shows. */
    readonly reason?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string[]>) =>
  new HttpError(400, message, errors ?? {});
export const unauthorized = (message: string = t('common:notLoggedIn')) => new HttpError(401, message);
/** `reason` is the body's `code`, when the client acts on the refusal (a church account sent to its panel). */
export const forbidden = (message: string = t('common:notAllowed'), reason?: string) =>
  new HttpError(403, message, undefined, undefined, reason);
export const notFound = (message: string = t('common:notFound')) => new HttpError(404, message);
export const conflict = (message: string, errors?: Record<string, string[]>) =>
  new HttpError(409, message, errors);
export const paymentRequired = (message: string) => new HttpError(402, message);
/** An upstream service (PayPal) failed or did not answer in time: the request may be retried. */
export const badGateway = (message: string) => new HttpError(502, message);
export const serviceUnavailable = (message: string) => new HttpError(503, message);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, t('common:tooManyAttempts'), undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

/** A validation failure on one field, worded like a schema failure so clients handle both the same way. */
export const fieldError = (field: string, message: string) => badRequest(message, { [field]: [message] });

import { t } from '@shared/i18n';
