/**
 * Texts shared by several domains: field rules every form uses, generic actions and states, the
 * server's generic answers (English catalogue: the product's exact texts).
 */
export const common = {
  // Actions and states
  cancel: 'Cancel',
  close: 'Close',
  loading: 'Loading',
  saving: 'Saving...',
  tryAgain: 'Please try again.',
  tryAgainNoStop: 'Please try again',
  somethingWrong: 'Something went wrong. Please try again.',
  backToDashboard: 'Back to Dashboard',
  // A write kept on the device with no network (the sync queue)
  keptTitle: 'Saved on this device',
  keptDescription: 'You are offline. It will sync when you are back online.',
  // Field rules
  name: 'Name',
  email: 'Email',
  password: 'Password',
  validEmail: 'Please enter a valid email',
  validEmailAddress: 'Please enter a valid email address',
  nameTooShort: 'Name is too short',
  nameTooLong: 'Name is too long',
  nameMin: 'Name must be at least 2 characters',
  passwordMin: 'Password must be at least 8 characters',
  passwordMax: 'Password must be at most {{max}} characters',
  passwordRequired: 'Password is required',
  passwordTooLong: 'Password is too long',
  confirmNewPassword: 'Please confirm your new password',
  passwordsDiffer: 'Passwords do not match',
  singleLineText:
    'Use letters, numbers, spaces and punctuation only (no tabs, line breaks or hidden characters)',
  multiLineText: 'Use letters, numbers, spaces and punctuation only (no hidden characters)',
  invalidDate: 'Please enter a valid date (YYYY-MM-DD)',
  dateTooEarly: 'The date must be in 2000 or later',
  idNotPositive: 'id must be a positive whole number',
  churchIdNotPositive: 'churchId must be a positive number',
  unknownTimeZone: 'Unknown time zone',
  // The server's generic answers
  notLoggedIn: 'Not logged in',
  notAllowed: 'You are not allowed to do this',
  tooManyAttempts: 'Too many attempts. Please wait and try again.',
  unavailable: 'The service is temporarily unavailable. Please try again shortly.',
  serverError: 'Something went wrong on our side. Please try again.',
  notFound: 'Not found',
  noApiRoute: 'No API route {{method}} {{path}}',
  notBuilt: 'The web app is not built: run `npm run build` (npm start does it).',
  invalidValue: 'Invalid value',
  invalidRequest: 'Invalid request',
  crossSite: 'Cross-site request refused',
  idempotencyKeyInvalid:
    'Idempotency-Key must be 1 to 255 visible characters (letters, digits, punctuation), or such a text in double quotes',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request',
  idempotencyKeyInUse:
    'A request with this Idempotency-Key is still being processed. Please try again shortly.',
  userNotFound: 'User not found',
  churchNotFound: 'Church not found',
  notYourself: 'You can only log entries for yourself',
  noChurch: 'Join a church to see this',
  notAMember: 'Only members of this church can see its statistics',
  you: ' (you)',
  anonymousMember: 'Anonymous member',
} as const;
