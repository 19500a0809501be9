import { acceptedLanguages, LANGUAGES, type PersonLanguage, pickLanguage, shared } from '@shared/i18n';
import { localiseBody } from '@shared/i18n/localise';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import './spanish';

/** A stored language as the type says it is (the column holds 'en' or 'es'; anything else reads as English). */
export const languageOf = (stored: string | null | undefined): PersonLanguage =>
  LANGUAGES.find((language) => language === stored) ?? 'en';

/**
 * The language of the person a request comes from (decision 035): the signed-in person's own, or for a
 * visitor the first language of Accept-Language we have (the client sends its chosen one), English when
 * none is.
 */
export function requestLanguage(request: FastifyRequest): PersonLanguage {
  if (request.auth) return languageOf(request.auth.user.language);
  return pickLanguage(acceptedLanguages(request.headers['accept-language']));
}

/** The language a link names (`?lang=es` on a shared address), when it is one we have. */
function linkLanguage(query: unknown): PersonLanguage | undefined {
  const lang = query && typeof query === 'object' ? (query as { lang?: unknown }).lang : undefined;
  return LANGUAGES.find((language) => language === lang);
}

/** A page's language, and the `Vary` its answer carries (null when the address alone chose it). */
export interface PageLanguage {
  language: PersonLanguage;
  vary: 'Accept-Language' | null;
}

/**
 * The language of a page or image anyone may open without an account (the public challenge page,
 * decision 024): the link's `?lang=`, else the first language of Accept-Language we have, else English.
 * A choice made on a visitor's device stays in the browser's storage, which the server never sees (the
 * app applies it when it starts, decision 035); no session is read for pages outside /api.
 */
export function pageLanguage(request: FastifyRequest): PageLanguage {
  const linked = linkLanguage(request.query);
  if (linked) return { language: linked, vary: null };
  return {
    language: pickLanguage(acceptedLanguages(request.headers['accept-language'])),
    vary: 'Accept-Language',
  };
}

const isMessageBody = (payload: unknown): payload is { message: string; errors?: Record<string, string[]> } =>
  !!payload &&
  typeof payload === 'object' &&
  !Array.isArray(payload) &&
  typeof (payload as { message?: unknown }).message === 'string';

/**
 * Answers with a `message` (errors, `{ message, errors }`, and the routes' `{ success, message }`) carry
 * the catalogue's English texts: for a person reading Spanish they are translated as they leave
 * (localise.ts). English answers are never touched: they stay the spec's texts, byte for byte.
 */
export function registerAnswerLanguage(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (!isMessageBody(payload)) return payload;
    const language = requestLanguage(request);
    return language === 'en' ? payload : localiseBody(payload, shared, language);
  });
}
