import { z } from 'zod';
import type { PaypalOrder } from './paypal-types';

/*
 * The parts of PayPal's answers Lampstand reads, as Zod schemas: an answer that does not match is a
 * PaypalError ('malformed'), never a half-read object. Fields Lampstand does not read are let through.
 */

export const tokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.number() });

export const clientTokenAnswer = z.object({ client_token: z.string().min(1) });

export const verificationAnswer = z.object({ verification_status: z.string() });

const capture = z.object({
  id: z.string(),
  status: z.string(),
  amount: z.object({ currency_code: z.string(), value: z.string() }),
});

/** An order with the captures of all its purchase units, flattened (see PaypalOrder). */
export const orderAnswer = z
  .object({
    id: z.string().min(1),
    status: z.string().min(1),
    purchase_units: z
      .array(z.object({ payments: z.object({ captures: z.array(capture).optional() }).optional() }))
      .optional(),
  })
  .transform(
    (raw): PaypalOrder => ({
      id: raw.id,
      status: raw.status,
      captures: (raw.purchase_units ?? []).flatMap((unit) => unit.payments?.captures ?? []),
    }),
  );

/** An error answer: its name (OAuth errors say `error`) and the first detail's issue, when there are some. */
const errorAnswer = z.object({
  name: z.string().optional(),
  error: z.string().optional(),
  details: z.array(z.object({ issue: z.string().optional() })).optional(),
});

/** PayPal's error name or first issue, for PaypalError; '' when the answer names none. */
export function issueOf(body: unknown): string {
  const parsed = errorAnswer.safeParse(body);
  if (!parsed.success) return '';
  return parsed.data.details?.[0]?.issue ?? parsed.data.name ?? parsed.data.error ?? '';
}
