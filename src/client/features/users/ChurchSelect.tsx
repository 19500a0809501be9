import type { ComponentProps } from 'react';
import { SelectField } from '../../components/ui/field';
import { churchLabel, useChurches } from './use-churches';

type ChurchSelectProps = Omit<ComponentProps<typeof SelectField>, 'children'>;

/** 'No Church' plus every registered church; the value is the church id as text, or 'none'. */
export function ChurchSelect(props: ChurchSelectProps) {
  const churches = useChurches();
  const hint = churches.isError
    ? 'The list of churches could not be loaded. You can join a church later from your profile.'
    : props.hint;
  return (
    <SelectField {...props} hint={hint} aria-busy={churches.isPending}>
      <option value="none">No Church</option>
      {churches.data?.map((church) => (
        <option key={church.id} value={String(church.id)}>
          {churchLabel(church)}
        </option>
      ))}
    </SelectField>
  );
}
