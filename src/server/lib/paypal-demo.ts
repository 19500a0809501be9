import type { Config } from '../config';
import { startPaypalStandIn } from './paypal-stand-in';

/**
 * Payment demo mode (PAYPAL_DEMO=1, refused beside real PayPal settings by config.ts): runs the PayPal
 * stand-in in this process on a loopback port and points the server's PayPal client, and the browser's
 * PayPal script, at it. The fake script pays with one click; nothing reaches PayPal, no money moves.
 * Demo data lives in its own database (DATA_DIR/demo), so a demo payment never meets a real one.
 */
export async function startPaypalDemo(config: Config) {
  if (!config.PAYPAL_DEMO) return { config, standInUrl: null, close: async () => {} };
  const standIn = await startPaypalStandIn();
  return { config: { ...config, ...standIn.config() }, standInUrl: standIn.url, close: standIn.close };
}
