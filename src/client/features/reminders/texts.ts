import { addNamespace } from '@shared/i18n';
import { reminders } from '@shared/i18n/en/reminders';
import { useTranslation } from 'react-i18next';

// The `reminders` texts are not in the client's first script (src/shared/i18n/resources.ts): they come
// with this feature's code, added before any of its components renders.
addNamespace('reminders', reminders);

/** The feature's texts (`reminders`, then `common` for the shared words such as "Saving..."). */
export const useReminderTexts = () => useTranslation(['reminders', 'common']);
