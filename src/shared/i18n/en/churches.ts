/** Registering a church (English catalogue: the product's exact texts). */
export const churches = {
  documentTitle: 'Church Registration',
  title: 'Register your church',
  description: "Start a 30-day free trial. Your church's email and password sign in at Church Login.",
  alreadyRegistered: 'Already registered? <a>Church Login</a>',
  churchName: 'Church Name',
  city: 'City',
  state: 'State',
  churchEmail: 'Church Email',
  logo: 'Logo URL (optional)',
  logoPlaceholder: 'https://example.org/logo.png',
  register: 'Register Church',
  registering: 'Registering...',
  registered: 'Church registered successfully',
  registeredDescription:
    "{{church}}'s e-mail and password sign in at Church Login to administer the church. Now create your own account: it becomes the church's first administrator.",
  registerFailed: 'Registration failed',
  churchRegisterFailed: 'Church registration failed',
  nameTooShort: 'Church name is too short',
  adminClaimInvalid:
    "This church's administrator link has been used or has expired. Sign up as a member, then ask the church account to hand you the administration.",
  nameTooLong: 'Church name is too long',
  cityRequired: 'City is required',
  cityTooLong: 'City is too long',
  stateRequired: 'State is required',
  stateTooLong: 'State is too long',
  logoUrl: 'Logo must be a web address (https://...)',
} as const;
