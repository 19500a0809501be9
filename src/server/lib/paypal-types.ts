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

/** `malformed`: a 2xx answer that is not what PayPal documents (the request may have been carried out). */
export type PaypalFailure = 'timeout' | 'network' | 'http' | 'malformed' | 'not-configured';

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
