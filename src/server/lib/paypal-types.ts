/** What the PayPal client answers and throws (see paypal.ts). */

export interface PaypalCapture {
  id: string;
  status: string;
  amount: { currency_code: string; value: string };
}

/** An order as we use it: its status and the captures of all its purchase units. */
export interface PaypalOrder {
  id: string;
  status: string;
  captures: PaypalCapture[];
}

export type PaypalFailure = 'timeout' | 'network' | 'http' | 'not-configured';

export class PaypalError extends Error {
  constructor(
    message: string,
    readonly failure: PaypalFailure,
    readonly status?: number,
    /** PayPal's error name or first issue (ORDER_NOT_APPROVED, ORDER_ALREADY_CAPTURED...). */
    readonly issue?: string,
  ) {
    super(message);
  }
  /** The request may have been carried out: only a definite 4xx answer says it was not. */
  get transient() {
    return this.failure !== 'http' || this.status === 429 || (this.status ?? 0) >= 500;
  }
}

export type Json = Record<string, unknown>;

export const asArray = (v: unknown): Json[] => (Array.isArray(v) ? (v as Json[]) : []);

export function toOrder(raw: Json): PaypalOrder {
  const captures = asArray(raw.purchase_units).flatMap((unit) =>
    asArray((unit.payments as Json | undefined)?.captures),
  );
  return {
    id: String(raw.id ?? ''),
    status: String(raw.status ?? ''),
    captures: captures.map((c) => ({
      id: String(c.id ?? ''),
      status: String(c.status ?? ''),
      amount: {
        currency_code: String((c.amount as Json | undefined)?.currency_code ?? ''),
        value: String((c.amount as Json | undefined)?.value ?? ''),
      },
    })),
  };
}
