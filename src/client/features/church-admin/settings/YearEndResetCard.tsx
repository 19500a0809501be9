import { CalendarClock } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { useYearEndReset } from './use-settings';

/** The question asked before the year-end reset, word for word as the product fixes it. */
const YEAR_END_RESET_CONFIRMATION =
  'Are you sure you want to perform the year-end reset? This will archive all current year data and cannot be undone.';

/** Administrator only: closes the church's period (nothing is deleted) and starts the next one. */
export function YearEndResetCard() {
  const reset = useYearEndReset();
  const onConfirm = () =>
    reset.mutate(undefined, {
      onSuccess: ({ year }) =>
        toast({
          title: 'Year-End Reset Complete',
          description: `Year ${year} has been archived and a new period has started today.`,
        }),
      onError: (error) => {
        console.error('Year-end reset failed', error);
        toast({
          variant: 'destructive',
          title: 'Reset Failed',
          description: 'Failed to perform year-end reset',
        });
      },
    });
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <CalendarClock aria-hidden="true" className="h-5 w-5 text-primary" />
          Year-End Reset
        </h2>
        <CardDescription>
          Archives this period's church and member reports and starts a new period from today. Readings and
          prayers are kept; the annual reports still show every year.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ConfirmDialog
          trigger={
            <Button variant="outline" disabled={reset.isPending}>
              {reset.isPending ? 'Resetting...' : 'Perform Year-End Reset'}
            </Button>
          }
          title="Year-End Reset"
          description={YEAR_END_RESET_CONFIRMATION}
          confirmLabel="Reset"
          onConfirm={onConfirm}
        />
      </CardContent>
    </Card>
  );
}
