import { dayIn, yearOf } from '@shared/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../components/ui/tabs';
import { useAuth } from '../../lib/auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BibleBadges } from './BibleBadges';
import { ChurchBibleMap, MapLoader } from './MapLoader';
import { useBibleProgress } from './use-progress';
import { YearSelect } from './YearSelect';

/** /bible: the person's Bible map, and their church's beside it for members. */
export function BibleMapPage() {
  const { t } = useTranslation('progress');
  useDocumentTitle(t('title'));
  const { user } = useAuth();
  if (!user) return null;
  const currentYear = yearOf(dayIn(user.timeZone, new Date()));
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:py-10">
      <div className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
        <p className="text-muted">{t('intro')}</p>
      </div>
      <BibleBadges />
      {user.churchId === null ? (
        <MyMap currentYear={currentYear} />
      ) : (
        <TabsRoot defaultValue="mine">
          <TabsList aria-label={t('tabsLabel')} className="sm:max-w-md">
            <TabsTrigger value="mine">{t('tabs.mine')}</TabsTrigger>
            <TabsTrigger value="church">{t('tabs.church')}</TabsTrigger>
          </TabsList>
          <TabsContent value="mine">
            <MyMap currentYear={currentYear} />
          </TabsContent>
          <TabsContent value="church">
            <ChurchBibleMap churchId={user.churchId} />
          </TabsContent>
        </TabsRoot>
      )}
    </div>
  );
}

function MyMap({ currentYear }: { currentYear: number }) {
  const [year, setYear] = useState<number | undefined>(undefined);
  const query = useBibleProgress(year);
  return (
    <div className="space-y-4">
      <YearSelect currentYear={currentYear} year={year} onChange={setYear} />
      <MapLoader query={query} />
    </div>
  );
}
