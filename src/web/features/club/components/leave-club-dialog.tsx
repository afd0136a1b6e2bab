import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { AlertTriangle } from 'lucide-react';
import { Button } from '../../../ui/button.js';
import { useLeaveClub } from '../api/leave-club.js';

/**
 * "Leave the club" behind a confirmation. A Radix dialog: focus is trapped inside and returns
 * to the button on close; Escape, the overlay and "Stay a member" keep the membership.
 */
export function LeaveClubDialog({ onLeft }: { onLeft?: () => void }) {
  const [open, setOpen] = useState(false);
  const leave = useLeaveClub();
  const onConfirm = () =>
    leave.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        onLeft?.();
      },
    });
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) leave.reset();
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="quiet" size="sm">
          Leave the club
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 motion-safe:animate-fade-in" />
        <div className="pointer-events-none fixed inset-0 z-50 flex items-start justify-center overflow-y-auto p-4 sm:items-center">
          <Dialog.Content
            role="alertdialog"
            className="pointer-events-auto w-full max-w-md bg-ivory px-6 pb-7 pt-8 shadow-2xl motion-safe:animate-drop-in focus:outline-none sm:px-9"
          >
            <Dialog.Title className="font-display text-3xl font-medium">Leave the club?</Dialog.Title>
            <Dialog.Description className="mt-3 text-sm leading-6 text-ink-soft">
              You will no longer bid, sell, make offers or message other members. Orders already under way go on as they are, and
              you may apply again later.
            </Dialog.Description>
            {leave.isError ? (
              <div role="alert" className="mt-5 flex gap-2.5 border border-fall/40 bg-fall/5 px-3 py-2.5 text-sm leading-6 text-fall">
                <AlertTriangle aria-hidden="true" className="mt-1 size-4 shrink-0" strokeWidth={1.75} />
                <p>{leave.error.message}</p>
              </div>
            ) : null}
            <div className="mt-8 flex flex-wrap justify-end gap-3">
              <Dialog.Close asChild>
                <Button variant="quiet">Stay a member</Button>
              </Dialog.Close>
              <Button variant="primary" onClick={onConfirm} disabled={leave.isPending}>
                {leave.isPending ? 'Leaving…' : 'Leave the club'}
              </Button>
            </div>
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
