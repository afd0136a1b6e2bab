import { useState, type ComponentType } from 'react';
import type { PortfolioItem } from '../../../../shared/portfolio/contracts.js';
import type { ProductCard } from '../../../../shared/catalog/contracts.js';
import { useMoney } from '../../../lib/money.js';
import { FormDialog } from '../../../ui/form-dialog.js';
import { useAddPiece, useRemovePiece, useUpdatePiece } from '../api/portfolio.js';
import { PieceFields, EMPTY_DRAFT, centsToDraftPrice, draftToPatch, type PieceDraft } from './piece-fields.js';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Said in the page's live region once the change is made. */
  onDone: (status: string) => void;
}

/** A piece found in the catalogue: what the dialog needs of it. */
export type PickedPiece = Pick<ProductCard, 'id' | 'full_name'>;

/** Finds the piece in the catalogue (the page gives it: the search is another feature's). */
export interface PiecePickerProps {
  picked: PickedPiece | null;
  onPick: (piece: PickedPiece) => void;
}

/** Add a piece: find it in the catalogue, then what the member knows of theirs. */
export function AddPieceDialog({ open, onOpenChange, onDone, Picker }: DialogProps & { Picker: ComponentType<PiecePickerProps> }) {
  const { perUsd } = useMoney();
  const add = useAddPiece();
  const [picked, setPicked] = useState<PickedPiece | null>(null);
  const [draft, setDraft] = useState<PieceDraft>(EMPTY_DRAFT);
  const [failure, setFailure] = useState<string | null>(null);

  const reset = () => {
    setPicked(null);
    setDraft(EMPTY_DRAFT);
    setFailure(null);
  };
  const submit = () => {
    if (!picked) {
      setFailure('Please find and choose the piece first.');
      return;
    }
    const parsed = draftToPatch(draft, perUsd);
    if ('error' in parsed) {
      setFailure(parsed.error);
      return;
    }
    setFailure(null);
    add.mutate(
      { product_id: picked.id, ...parsed.patch },
      {
        onSuccess: () => {
          onDone(`${picked.full_name} is in your portfolio.`);
          reset();
          onOpenChange(false);
        },
        onError: (error) => setFailure(error.message),
      },
    );
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
      title="Add a piece"
      description="A piece you own. Patina values it from the market; what you paid stays private."
      confirmLabel="Add to portfolio"
      pendingLabel="Adding…"
      pending={add.isPending}
      failure={failure}
      onSubmit={submit}
    >
      <div className="flex flex-col gap-6">
        <Picker picked={picked} onPick={setPicked} />
        <PieceFields draft={draft} onChange={setDraft} />
      </div>
    </FormDialog>
  );
}

/** Edit what the member recorded of a piece. */
export function EditPieceDialog({ item, ...props }: DialogProps & { item: PortfolioItem }) {
  const { perUsd } = useMoney();
  const update = useUpdatePiece();
  const initial = (): PieceDraft => ({
    price: centsToDraftPrice(item.purchase_price, perUsd),
    acquiredOn: item.acquired_on ?? '',
    condition: item.condition ?? '',
    note: item.note ?? '',
  });
  const [draft, setDraft] = useState<PieceDraft>(initial);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = () => {
    const parsed = draftToPatch(draft, perUsd);
    if ('error' in parsed) {
      setFailure(parsed.error);
      return;
    }
    // A price left as shown is not re-converted: today's rate would change what was paid.
    const patch = draft.price === centsToDraftPrice(item.purchase_price, perUsd)
      ? { ...parsed.patch, purchase_price: item.purchase_price }
      : parsed.patch;
    update.mutate(
      { id: item.id, patch },
      {
        onSuccess: () => {
          props.onDone(`${item.product.full_name}: saved.`);
          props.onOpenChange(false);
        },
        onError: (error) => setFailure(error.message),
      },
    );
  };
  return (
    <FormDialog
      open={props.open}
      onOpenChange={(next) => {
        if (next) setDraft(initial());
        setFailure(null);
        props.onOpenChange(next);
      }}
      title="Edit piece"
      description={item.product.full_name}
      confirmLabel="Save"
      pendingLabel="Saving…"
      pending={update.isPending}
      failure={failure}
      onSubmit={submit}
    >
      <PieceFields draft={draft} onChange={setDraft} />
    </FormDialog>
  );
}

/** Remove a piece, after a confirmation. */
export function RemovePieceDialog({ item, ...props }: DialogProps & { item: PortfolioItem }) {
  const remove = useRemovePiece();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <FormDialog
      open={props.open}
      onOpenChange={(next) => {
        setFailure(null);
        props.onOpenChange(next);
      }}
      title="Remove this piece?"
      description={`${item.product.full_name} leaves your portfolio, with what you recorded of it.`}
      confirmLabel="Remove"
      pendingLabel="Removing…"
      pending={remove.isPending}
      failure={failure}
      onSubmit={() =>
        remove.mutate(
          { id: item.id },
          {
            onSuccess: () => {
              props.onDone(`${item.product.full_name} was removed from your portfolio.`);
              props.onOpenChange(false);
            },
            onError: (error) => setFailure(error.message),
          },
        )
      }
    />
  );
}
