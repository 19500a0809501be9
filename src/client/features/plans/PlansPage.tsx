import { dayIn } from '@shared/dates';
import { useTranslation } from 'react-i18next';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../components/ui/tabs';
import { useAuth } from '../../lib/auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ImportPlanForm } from './ImportPlanForm';
import { MakePlanForm } from './MakePlanForm';
import { MyPlans } from './MyPlans';
import { PlanCatalogue } from './PlanCatalogue';

/** /plans: the plans a person follows, and the three ways to start one (choose, make, import). */
export function PlansPage() {
  const { t } = useTranslation('plans');
  useDocumentTitle(t('page.title'));
  const { user } = useAuth();
  if (!user) return null;
  const today = dayIn(user.timeZone, new Date());
  return (
    <div className="mx-auto max-w-5xl space-y-10 px-4 py-8 sm:py-10">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{t('page.title')}</h1>
        <p className="text-muted">{t('page.description')}</p>
      </header>
      <MyPlans />
      <section aria-labelledby="start-plan" className="space-y-4">
        <h2 id="start-plan" className="text-xl font-semibold">
          {t('tabs.label')}
        </h2>
        <TabsRoot defaultValue="choose">
          <TabsList className="grid-cols-3">
            <TabsTrigger value="choose">{t('tabs.choose')}</TabsTrigger>
            <TabsTrigger value="make">{t('tabs.make')}</TabsTrigger>
            <TabsTrigger value="import">{t('tabs.import')}</TabsTrigger>
          </TabsList>
          <TabsContent value="choose">
            <PlanCatalogue today={today} />
          </TabsContent>
          <TabsContent value="make">
            <MakePlanForm today={today} />
          </TabsContent>
          <TabsContent value="import">
            <ImportPlanForm />
          </TabsContent>
        </TabsRoot>
      </section>
    </div>
  );
}
