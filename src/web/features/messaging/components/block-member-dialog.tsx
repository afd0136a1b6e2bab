import { useState } from 'react';
import { useBlockMember } from '../api/block-member.js';
import { sentence } from '../format.js';
import { FormDialog } from '../../../ui/form-dialog.js';

/** Blocking the other member, after a confirmation that says what it does. */
export function BlockMemberDialog({
  memberId, memberName, open, onOpenChange, onBlocked,
}: { memberId: string; memberName: string; open: boolean; onOpenChange: (open: boolean) => void; onBlocked: (text: string) => void }) {
  const block = useBlockMember();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = () => {
    setFailure(null);
    block.mutate(
      { memberId },
      {
        onSuccess: () => {
          onOpenChange(false);
          onBlocked(sentence(`You blocked ${memberName}`));
        },
        onError: (error) => setFailure(error.message),
      },
    );
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Block ${memberName}?`}
      description="Neither of you will be able to send the other a message until you unblock them. Your conversations stay readable."
      confirmLabel="Block"
      pendingLabel="Blocking…"
      pending={block.isPending}
      failure={failure}
      onSubmit={submit}
    />
  );
}
