import type { PersonLanguage } from '@shared/i18n';
import { useEffect } from 'react';
import { useAuth } from '../../lib/auth';
import { i18n, setLanguage } from '../../lib/i18n';
import { useUpdateProfile } from './use-update-profile';

/**
 * Choosing a language (header or profile): the app shows it at once and this device remembers it; for a
 * signed-in person it is also saved on their profile, so their other devices and their e-mails follow
 * (decision 035).
 */
export function useChooseLanguage() {
  const { user } = useAuth();
  const update = useUpdateProfile();
  return async (language: PersonLanguage) => {
    await setLanguage(language);
    if (user && user.language !== language) update.mutate({ name: user.name, email: user.email, language });
  };
}

/** A signed-in person's saved language wins over this device's (another device may have changed it). */
export function useFollowSavedLanguage() {
  const { user } = useAuth();
  const saved = user?.language;
  useEffect(() => {
    if (saved && saved !== i18n.language) void setLanguage(saved);
  }, [saved]);
}
