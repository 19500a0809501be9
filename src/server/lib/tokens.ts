import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session and reset tokens. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored only as their SHA-256: a fast hash is right for random high-entropy secrets. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
