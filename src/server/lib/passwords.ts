import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id minimum (m = 19 MiB, t = 2, p = 1). 2 is Algorithm.Argon2id, a const enum that
// isolated modules cannot import.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
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
