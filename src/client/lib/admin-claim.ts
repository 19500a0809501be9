/*
 * The one-time claim church registration answers (decision 037): carried from /church-register to
 * /register in this tab's session storage, never in the address (where history, logs and a shared link
 * would keep it), so the account made there becomes the church's first administrator.
 */
const KEY = 'lampstand.adminClaim';

export interface AdminClaim {
  claim: string;
  /** ISO time after which the server refuses it. */
  expiresAt: string;
  church: { id: number; name: string };
}

function isClaim(value: unknown): value is AdminClaim {
  const claim = value as AdminClaim | null;
  return (
    typeof claim?.claim === 'string' &&
    typeof claim.expiresAt === 'string' &&
    typeof claim.church?.id === 'number' &&
    typeof claim.church.name === 'string'
  );
}

export function keepAdminClaim(claim: AdminClaim) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(claim));
  } catch {
    // Storage unavailable (privacy modes): the person signs up as a member and is handed the administration.
  }
}

/** The claim kept in this tab, unless it has expired (an expired one is forgotten). */
export function adminClaim(now = Date.now()): AdminClaim | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const claim: unknown = raw ? JSON.parse(raw) : null;
    if (!isClaim(claim)) return null;
    if (Date.parse(claim.expiresAt) <= now) {
      forgetAdminClaim();
      return null;
    }
    return claim;
  } catch {
    return null;
  }
}

export function forgetAdminClaim() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
