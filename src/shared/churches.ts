import { z } from 'zod';
import { singleLineText } from './text';
import { churchSummary, emailField, PASSWORD_MAX } from './users';

/** GET /api/churches answers every church up to this bound, ordered by name (the register/profile select). */
export const CHURCH_LIST_MAX = 1000;
export const churchListResponse = z.array(churchSummary).max(CHURCH_LIST_MAX);

export const CHURCH_REGISTERED_MESSAGE = 'Church registered successfully';

export const churchRegisterRequest = z.object({
  name: z
    .string({ error: 'Church name is too short' })
    .trim()
    .min(2, 'Church name is too short')
    .max(120, 'Church name is too long')
    .refine(...singleLineText),
  city: z
    .string({ error: 'City is required' })
    .trim()
    .min(2, 'City is required')
    .max(100, 'City is too long')
    .refine(...singleLineText),
  state: z
    .string({ error: 'State is required' })
    .trim()
    .min(2, 'State is required')
    .max(100, 'State is too long')
    .refine(...singleLineText),
  email: emailField('Please enter a valid email'),
  password: z
    .string({ error: 'Password must be at least 8 characters' })
    .min(8, 'Password must be at least 8 characters')
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
    .refine(...singleLineText),
  logo: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .url({ protocol: /^https?$/, message: 'Logo must be a web address (https://...)' })
      .max(2048)
      .refine(...singleLineText)
      .optional(),
  ),
});
export type ChurchRegistration = z.output<typeof churchRegisterRequest>;

export const churchRegisterResponse = z.object({ church: churchSummary, message: z.string() });
