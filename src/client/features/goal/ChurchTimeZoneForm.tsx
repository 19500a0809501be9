import { zodResolver } from '@hookform/resolvers/zod';
import { type ChurchTimeZone, churchTimeZone } from '@shared/goal';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/field';
import { toast } from '../../components/ui/use-toast';
import { showFormFailure } from '../../lib/form-errors';
import { fieldProps } from '../../lib/form-fields';
import { useSetChurchTimeZone } from './use-goal';

/** Every zone the browser knows, with the church's own first when it is not among them. */
function zones(current: string) {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}

/** The zone of the church's calendar: the goal's days (its "today") follow it. */
export function ChurchTimeZoneForm({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation(['goal', 'common']);
  const save = useSetChurchTimeZone();
  const form = useForm<ChurchTimeZone>({
    resolver: zodResolver(churchTimeZone),
    defaultValues: { timeZone },
  });
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(saved);
        toast({ title: t('timeZone.savedTitle') });
      },
      onError: (error) =>
        showFormFailure(error, form.setError, ['timeZone'], t('timeZone.saveFailed'), t('common:tryAgain')),
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <SelectField label={t('timeZone.label')} className="sm:w-80" {...fieldProps(form, 'timeZone')}>
        {zones(timeZone).map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
          </option>
        ))}
      </SelectField>
      <Button type="submit" variant="outline" disabled={save.isPending}>
        {save.isPending ? t('common:saving') : t('timeZone.save')}
      </Button>
    </form>
  );
}
