import type { Clock } from './clock';
import type { PaypalHttp } from './paypal-http';
import { tokenAnswer } from './paypal-schemas';
import { PaypalError } from './paypal-types';

/**
 * The OAuth token (client credentials) every call carries: one shared until a minute before it expires,
 * one fetch at a time however many callers want it, forgotten when PayPal refuses it.
 */
export function paypalToken(
  http: PaypalHttp,
  credentials: { clientId: string; clientSecret: string },
  clock: Clock,
) {
  let token: { value: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64');
    const answer = await http.request(
      {
        method: 'POST',
        path: '/v1/oauth2/token',
        headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=client_credentials',
      },
      tokenAnswer,
    );
    const lifetime = Math.max(0, answer.expires_in - 60) * 1000;
    token = { value: answer.access_token, expiresAt: clock.now().getTime() + lifetime };
    return answer.access_token;
  }

  return {
    async get(): Promise<string> {
      if (credentials.clientId === '' || credentials.clientSecret === '') {
        throw new PaypalError('PayPal is not configured', 'not-configured');
      }
      if (token && token.expiresAt > clock.now().getTime()) return token.value;
      pending ??= fetchToken().finally(() => {
        pending = null;
      });
      return pending;
    },
    forget() {
      token = null;
    },
  };
}
