import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id minimum (m = 19 MiB, t = 2, p = 1). 2 is Algorithm.Argon2id, a const enum that
// isolated modules cannot import.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

/**
 * The hash of an account that has no password: a church account (Church Login checks the church's), or a
 * person whose password was the church password before decision 037 (they choose one by a reset link).
 */
export const NO_PASSWORD = '';

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  // No password matches, after the time a real check takes.
  if (passwordHash === NO_PASSWORD) return verifyAgainstDummy(password);
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the time of a real check when the account does not exist, so timing does not reveal it. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('lampstand-timing-equaliser');
  await verifyPassword(await dummyHash, password);
  return false;
}
