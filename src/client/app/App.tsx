import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { ToasterHost } from '../components/ui/toaster-host';
import { FirstRunOverlays } from '../features/onboarding/FirstRunOverlays';
import { i18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { AppRoutes } from './AppRoutes';
import { AppLayout } from './layout/AppLayout';
import { UpdatePrompt } from './UpdatePrompt';

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AppLayout>
          <AppRoutes />
        </AppLayout>
        <ToasterHost />
        <FirstRunOverlays />
        <UpdatePrompt />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
