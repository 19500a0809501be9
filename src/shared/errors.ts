/** The one error body of every API response that is not ok. */
export interface ApiErrorBody {
  message: string;
  /** Field path (dot-separated) to its validation messages; present on 400s. */
  errors?: Record<string, string[]>;
  /** A machine-readable reason the client acts on (e.g. 'password_change_required' on a 403). */
  code?: string;
}

/**
 * `code` of the 403 a session on a temporary password (set by the church administrator) gets until it
 * chooses its own; the client then takes the person to /choose-password. Kept here, in a file without
 * imports, because the client's API helper is in every page's first script.
 */
export const PASSWORD_CHANGE_REQUIRED_CODE = 'password_change_required';

/**
 * `code` of a write's 409 while another request with the same Idempotency-Key is still finishing: the
 * client asks again later (after Retry-After) and then gets the stored answer (decision 025).
 */
export const IDEMPOTENCY_KEY_IN_USE_CODE = 'idempotency_key_in_use';
/** `code` of the 422 for an Idempotency-Key already used with another request: the person must decide. */
export const IDEMPOTENCY_KEY_REUSED_CODE = 'idempotency_key_reused';
