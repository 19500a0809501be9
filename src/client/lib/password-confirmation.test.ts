import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { confirmPassword, matchesConfirmation } from './password-confirmation';

const form = z
  .object({ password: z.string() })
  .extend({ confirmPassword })
  .refine(...matchesConfirmation('password'));

describe('password confirmation', () => {
  it('accepts a repeated password', () => {
    expect(form.safeParse({ password: 'long enough', confirmPassword: 'long enough' }).success).toBe(true);
  });

  it('reports a different one on the confirmation field', () => {
    const result = form.safeParse({ password: 'long enough', confirmPassword: 'long enuogh' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirmPassword'], message: 'Passwords do not match' }),
    ]);
  });

  it('asks for the confirmation when it is empty', () => {
    const result = form.safeParse({ password: 'long enough', confirmPassword: '' });
    expect(result.error?.issues.map((i) => i.message)).toContain('Please confirm your new password');
  });
});
