import type { User } from '@shared/users';

export const aUser = (overrides: Partial<User> = {}): User => ({
  id: 1,
  name: 'Ruth Reader',
  email: 'ruth@example.com',
  churchId: null,
  church: null,
  shareNameWithChurch: true,
  isChurchAdmin: false,
  isChurchAccount: false,
  timeZone: 'Europe/London',
  restDay: false,
  hideFromBoards: false,
  language: 'en',
  ...overrides,
});
