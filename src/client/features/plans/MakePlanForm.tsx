import { BIBLE_BOOKS } from '@shared/bible';
import type { CustomPlanRequest } from '@shared/plans/custom';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { CheckChoice, ChoiceGroup, RadioChoice } from '../../components/ui/choice-inputs';
import { SelectField, TextField } from '../../components/ui/field';
import { toast } from '../../components/ui/use-toast';
import { formatDate, weekdayName } from '../../lib/dates';
import { failureToast } from '../../lib/form-errors';
import { fieldProps } from '../../lib/form-fields';
import { type MakePlanValues, makePlanDefaults, makePlanResolver, previewRequest } from './make-plan-form';
import { PlanPreview } from './PlanPreview';
import { useCreatePlan } from './use-plans';

const KINDS = ['bible', 'old', 'new', 'books', 'range'] as const;
const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];

/** Make your own plan: what, when, how fast and on which days, with the schedule previewed before saving. */
export function MakePlanForm({ today }: { today: string }) {
  const { t } = useTranslation(['plans', 'bible', 'common']);
  const create = useCreatePlan();
  const form = useForm<MakePlanValues, unknown, CustomPlanRequest>({
    resolver: makePlanResolver,
    defaultValues: makePlanDefaults(today),
  });
  const values = useWatch({ control: form.control }) as MakePlanValues;
  const { errors } = form.formState;
  const bookOptions = BIBLE_BOOKS.map((b) => (
    <option key={b.name} value={b.name}>
      {t(b.name, { ns: 'bible' })}
    </option>
  ));

  const onSubmit = form.handleSubmit((request) =>
    create.mutate(request, {
      onSuccess: (created) => {
        toast({
          title: t('make.saved', {
            name: created.plan.name,
            date: formatDate(created.enrollment.startDate, 'long'),
          }),
        });
        form.reset(makePlanDefaults(today));
      },
      onError: (error) => failureToast(error, t('make.failed'), t('common:tryAgain')),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <TextField
        label={t('make.name')}
        placeholder={t('make.namePlaceholder')}
        {...fieldProps(form, 'name')}
      />
      <ChoiceGroup legend={t('make.what')} error={errors.kind?.message} className="grid gap-2 sm:grid-cols-3">
        {KINDS.map((kind) => (
          <RadioChoice key={kind} value={kind} label={t(`make.kinds.${kind}`)} {...form.register('kind')} />
        ))}
      </ChoiceGroup>
      {values.kind === 'books' && (
        <ChoiceGroup
          legend={t('make.books')}
          error={errors.books?.message}
          className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4"
        >
          {BIBLE_BOOKS.map((b) => (
            <CheckChoice
              key={b.name}
              value={b.name}
              label={t(b.name, { ns: 'bible' })}
              {...form.register('books')}
            />
          ))}
        </ChoiceGroup>
      )}
      {values.kind === 'range' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label={t('make.from')} {...fieldProps(form, 'from')}>
            {bookOptions}
          </SelectField>
          <SelectField label={t('make.to')} {...fieldProps(form, 'to')}>
            {bookOptions}
          </SelectField>
        </div>
      )}
      <TextField
        label={t('make.startDate')}
        type="date"
        className="sm:w-56"
        {...fieldProps(form, 'startDate')}
      />
      <ChoiceGroup legend={t('make.pace')} className="grid gap-2 sm:grid-cols-2">
        <RadioChoice value="perDay" label={t('make.byPerDay')} {...form.register('pace')} />
        <RadioChoice value="endDate" label={t('make.byEndDate')} {...form.register('pace')} />
      </ChoiceGroup>
      {values.pace === 'endDate' ? (
        <TextField
          label={t('make.endDate')}
          type="date"
          className="sm:w-56"
          {...fieldProps(form, 'endDate')}
        />
      ) : (
        <TextField
          label={t('make.perDay')}
          inputMode="numeric"
          className="sm:w-56"
          {...fieldProps(form, 'chaptersPerDay')}
        />
      )}
      <ChoiceGroup
        legend={t('make.readingDays')}
        hint={t('make.readingDaysHint')}
        error={errors.readingDays?.message}
        className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7"
      >
        {WEEKDAYS.map((day) => (
          <CheckChoice
            key={day}
            value={String(day)}
            label={weekdayName(day)}
            {...form.register('readingDays')}
          />
        ))}
      </ChoiceGroup>
      <PlanPreview request={previewRequest(values)} />
      <Button type="submit" disabled={create.isPending}>
        {t('make.save')}
      </Button>
    </form>
  );
}
