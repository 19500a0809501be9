import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/ui/field';
import { churchLabel, useChurches } from './use-churches';

type ChurchSelectProps = Omit<ComponentProps<typeof SelectField>, 'children'>;

/** 'No Church' plus every registered church; the value is the church id as text, or 'none'. */
export function ChurchSelect(props: ChurchSelectProps) {
  const { t } = useTranslation('users');
  const churches = useChurches();
  const hint = churches.isError ? t('churchesFailed') : props.hint;
  return (
    <SelectField {...props} hint={hint} aria-busy={churches.isPending}>
      <option value="none">{t('noChurch')}</option>
      {churches.data?.map((church) => (
        <option key={church.id} value={String(church.id)}>
          {churchLabel(church)}
        </option>
      ))}
    </SelectField>
  );
}
