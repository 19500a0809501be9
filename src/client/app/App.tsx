import { QueryClientProvider } from '@tanstack/react-query';
import { ToasterHost } from '../components/ui/toaster-host';
import { FirstRunOverlays } from '../features/onboarding/FirstRunOverlays';
import { queryClient } from '../lib/query-client';
import { AppRoutes } from './AppRoutes';
import { AppLayout } from './layout/AppLayout';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppLayout>
        <AppRoutes />
      </AppLayout>
      <ToasterHost />
      <FirstRunOverlays />
    </QueryClientProvider>
  );
}
