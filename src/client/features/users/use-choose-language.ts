import type { PersonLanguage } from '@shared/i18n';
import type { User } from '@shared/users';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { i18n, linkLanguage, setLanguage } from '../../lib/i18n';
import { ME_KEY } from '../../lib/query-client';

/**
 * Choosing a language (header or profile): the app shows it at once and this device remembers it; for a
 * signed-in person it is also saved on their profile, so their other devices and their e-mails follow
 * (decision 035). A plain request, not a mutation hook: the header is in /home's first script, which has
 * a budget; a failed save leaves the choice on this device.
 */
export function useChooseLanguage() {
  const { user } = useAuth();
  const client = useQueryClient();
  return async (language: PersonLanguage) => {
    await setLanguage(language);
    if (!user || user.language === language) return;
    const body = { name: user.name, email: user.email, language };
    await apiRequest<{ user: User }>('PATCH', '/api/profile', body)
      .then((saved) => client.setQueryData(ME_KEY, saved.user))
      .catch(() => {});
  };
}

/**
 * A signed-in person's saved language wins over this device's (another device may have changed it), but
 * not over an address that names one (`?lang=`): the page opened in the language its link asked for.
 */
export function useFollowSavedLanguage() {
  const { user } = useAuth();
  const saved = user?.language;
  useEffect(() => {
    if (saved && saved !== i18n.language && !linkLanguage()) void setLanguage(saved);
  }, [saved]);
}
