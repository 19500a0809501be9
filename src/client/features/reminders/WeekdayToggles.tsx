import { CheckChoice, ChoiceGroup } from '../../components/ui/choice-inputs';
import { weekdayName } from '../../lib/dates';

/** Sunday first, as the plan form and a US calendar show a week; the values are Date.getDay()'s. */
const WEEK = [0, 1, 2, 3, 4, 5, 6];

interface Props {
  legend: string;
  hint: string;
  value: number[];
  onChange: (days: number[]) => void;
  error?: string;
}

/**
 * Seven checkboxes (one row from a small tablet's width up): each shows the day's short name and is named by
 * its full name (which begins with the short one, so a voice command that reads the label still works).
 */
export function WeekdayToggles({ legend, hint, value, onChange, error }: Props) {
  const toggle = (day: number, on: boolean) => {
    const rest = value.filter((d) => d !== day);
    onChange((on ? [...rest, day] : rest).sort((a, b) => a - b));
  };
  return (
    <ChoiceGroup legend={legend} hint={hint} error={error} className="grid grid-cols-4 gap-2 sm:grid-cols-7">
      {WEEK.map((day) => (
        <CheckChoice
          key={day}
          value={String(day)}
          aria-label={weekdayName(day)}
          checked={value.includes(day)}
          onChange={(event) => toggle(day, event.target.checked)}
          label={weekdayName(day, 'short')}
        />
      ))}
    </ChoiceGroup>
  );
}
