/** The one error body of every API response that is not ok. */
export interface ApiErrorBody {
  message: string;
  /** Field path (dot-separated) to its validation messages; present on 400s. */
  errors?: Record<string, string[]>;
  /** A machine-readable reason the client acts on (e.g. 'password_change_required' on a 403). */
  code?: string;
}
