import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { forgetAccountData, ME_KEY } from '../../../lib/query-client';
import { useDeleteChurch } from './use-settings';

/** Administrator only: deletes the church; members are detached and keep their own accounts and history. */
export function DeleteChurchCard({ church }: { church: { id: number; name: string } }) {
  const remove = useDeleteChurch();
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const onConfirm = () =>
    remove.mutate(church.id, {
      onSuccess: async () => {
        toast({ title: 'Church deleted', description: `${church.name} has been deleted.` });
        // Nobody here has a church any more: the church's cached figures go, the user is fetched again.
        forgetAccountData(client);
        await client.invalidateQueries({ queryKey: ME_KEY });
        navigate('/');
      },
      onError: (error) => {
        console.error('Deleting the church failed', error);
        toast({
          variant: 'destructive',
          title: 'Failed to delete church',
          description: 'An error occurred while deleting your church. Please try again.',
        });
      },
    });
  return (
    <Card className="border-red-300">
      <CardHeader>
        <h2 className="text-lg font-semibold text-destructive">Delete Church</h2>
        <CardDescription>
          Deletes {church.name}, its subscription and payment records. Members stay signed up and keep their
          own readings, prayers and prayer requests, without a church.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ConfirmDialog
          trigger={
            <Button variant="destructive" disabled={remove.isPending}>
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              {remove.isPending ? 'Deleting...' : 'Delete Church'}
            </Button>
          }
          title="Delete Church"
          description={`Are you sure you want to delete ${church.name}? Members are removed from the church and keep their own accounts and history. This action cannot be undone.`}
          confirmLabel="Delete Church"
          onConfirm={onConfirm}
        />
      </CardContent>
    </Card>
  );
}
