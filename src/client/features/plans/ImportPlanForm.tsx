import { zodResolver } from '@hookform/resolvers/zod';
import { importPlanRequest } from '@shared/plans/api';
import type { ChangeEvent } from 'react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextAreaField, TextField } from '../../components/ui/field';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api';
import { formatDate } from '../../lib/dates';
import { showFormFailure } from '../../lib/form-errors';
import { fieldProps } from '../../lib/form-fields';
import { useImportPlan } from './use-plans';

type ImportValues = z.input<typeof importPlanRequest>;

/** The server's line errors (`errors["csv.<line>"]`), in line order. */
function lineErrors(error: unknown): string[] {
  if (!(error instanceof ApiError) || !error.body?.errors) return [];
  return Object.entries(error.body.errors)
    .filter(([key]) => key.startsWith('csv.'))
    .sort(([a], [b]) => Number(a.slice(4)) - Number(b.slice(4)))
    .flatMap(([, messages]) => messages ?? []);
}

/** Import a plan from `date,passage` lines, pasted or from a file; nothing is saved while a line is wrong. */
export function ImportPlanForm() {
  const { t } = useTranslation(['plans', 'common']);
  const importPlan = useImportPlan();
  const [badLines, setBadLines] = useState<string[]>([]);
  const form = useForm<ImportValues, unknown, z.output<typeof importPlanRequest>>({
    resolver: zodResolver(importPlanRequest),
    defaultValues: { name: '', csv: '' },
  });

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    form.setValue('csv', await file.text(), { shouldValidate: true });
    if (!form.getValues('name')) form.setValue('name', file.name.replace(/\.[^.]*$/, ''));
  };

  const onSubmit = form.handleSubmit((body) => {
    setBadLines([]);
    importPlan.mutate(body, {
      onSuccess: (created) => {
        toast({
          title: t('import.imported', {
            name: created.plan.name,
            date: formatDate(created.enrollment.startDate, 'long'),
          }),
        });
        form.reset();
      },
      onError: (error) => {
        setBadLines(lineErrors(error));
        showFormFailure(error, form.setError, ['name', 'csv'], t('import.failed'), t('common:tryAgain'));
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <TextField label={t('import.name')} {...fieldProps(form, 'name')} />
      <TextAreaField
        label={t('import.csv')}
        hint={t('import.csvHint')}
        rows={8}
        spellCheck={false}
        className="font-mono"
        {...fieldProps(form, 'csv')}
      />
      <label className="block space-y-1.5 text-sm font-medium">
        <span>{t('import.file')}</span>
        <input
          type="file"
          accept=".csv,text/csv,text/plain"
          onChange={readFile}
          className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-surface file:px-3 file:py-2"
        />
      </label>
      {badLines.length > 0 && (
        <Alert variant="destructive">
          <p className="font-medium">{t('import.errorsTitle')}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {badLines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Alert>
      )}
      <Button type="submit" disabled={importPlan.isPending}>
        {t('import.submit')}
      </Button>
    </form>
  );
}
