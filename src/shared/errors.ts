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
