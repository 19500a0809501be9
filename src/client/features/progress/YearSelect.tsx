import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/ui/field';

/** How many calendar years the map offers besides all time: the current one and the four before it. */
const YEARS_OFFERED = 5;
const ALL = 'all';

/** All time, or one of the last few calendar years (kept short: older years are rare and all time has them). */
export function YearSelect({
  currentYear,
  year,
  onChange,
}: {
  currentYear: number;
  year: number | undefined;
  onChange: (year: number | undefined) => void;
}) {
  const { t } = useTranslation('progress');
  const years = Array.from({ length: YEARS_OFFERED }, (_, i) => currentYear - i);
  return (
    <SelectField
      label={t('period')}
      className="w-full sm:w-48"
      value={year === undefined ? ALL : String(year)}
      onChange={(event) => onChange(event.target.value === ALL ? undefined : Number(event.target.value))}
    >
      <option value={ALL}>{t('allTime')}</option>
      {years.map((y) => (
        <option key={y} value={y}>
          {y}
        </option>
      ))}
    </SelectField>
  );
}
