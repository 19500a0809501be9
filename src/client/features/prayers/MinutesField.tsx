import { displayMinutes, MAX_PRAYER_MINUTES, parseMinutesInput } from '@shared/prayers';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/ui/field';

interface MinutesFieldProps {
  value: number;
  onChange: (minutes: number) => void;
  error?: string;
}

/** Spec: typed text is read as an integer (non-numeric is 0) and a value of 0 or less shows as empty. */
export function MinutesField({ value, onChange, error }: MinutesFieldProps) {
  const { t } = useTranslation('prayers');
  return (
    <TextField
      label={t('minutesLabel')}
      type="number"
      inputMode="numeric"
      min={1}
      max={MAX_PRAYER_MINUTES}
      step={1}
      placeholder={t('minutesPlaceholder')}
      value={displayMinutes(value)}
      error={error}
      onChange={(e) => onChange(parseMinutesInput(e.target.value))}
    />
  );
}
