import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/ui/field';

/** The year of a report or a year card, among the years the feature offers (report-years.ts). */
export function ReportYearSelect({
  years,
  year,
  onChange,
}: {
  years: readonly number[];
  year: number;
  onChange: (year: number) => void;
}) {
  const { t } = useTranslation('annualReports');
  return (
    <SelectField
      label={t('year')}
      value={year}
      onChange={(e) => onChange(Number(e.target.value))}
      className="max-w-40"
    >
      {years.map((y) => (
        <option key={y} value={y}>
          {y}
        </option>
      ))}
    </SelectField>
  );
}
