import { useId, useState, type FormEvent } from 'react';
import { COMMUNITY_LIMITS, COMMUNITY_TEXTS, type Comment } from '../../../../shared/community/contracts.js';
import { relativeTime } from '../../../../shared/dates.js';
import { ApiError } from '../../../lib/api-client.js';
import { useNow } from '../../../lib/use-now.js';
import { Button } from '../../../ui/button.js';
import { TextAreaField } from '../../../ui/text-area-field.js';
import { useAddComment } from '../api/add-comment.js';
import { useComments } from '../api/get-comments.js';
import { useDeleteComment } from '../api/delete-comment.js';
import { useEditComment } from '../api/edit-comment.js';
import { MODERATION_TEXTS } from '../../../../shared/community/moderation.js';
import { ReportDialog } from './report-dialog.js';

function CommentForm({ label, submit, initial = '', onDone, busy }: {
  label: string;
  submit: (body: string) => Promise<unknown>;
  initial?: string;
  onDone?: () => void;
  busy: boolean;
}) {
  const [body, setBody] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!body.trim()) return;
    setError(null);
    try {
      await submit(body);
      setBody('');
      onDone?.();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'Your comment could not be posted. Please try again.');
    }
  }
  return (
    <form onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-2">
      <TextAreaField label={label} rows={3} maxLength={COMMUNITY_LIMITS.commentChars} value={body} error={error} onChange={(e) => setBody(e.target.value)} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={busy || !body.trim()}>{initial ? 'Save' : 'Post'}</Button>
        {onDone ? <Button variant="quiet" size="sm" onClick={onDone}>Cancel</Button> : null}
      </div>
    </form>
  );
}

function CommentItem({ entryId, comment, replies, canReply }: { entryId: number; comment: Comment; replies: Comment[]; canReply: boolean }) {
  const now = useNow(30_000);
  const [mode, setMode] = useState<'read' | 'edit' | 'reply'>('read');
  const add = useAddComment(entryId);
  const edit = useEditComment(entryId);
  const remove = useDeleteComment(entryId);
  const editable = comment.editable_until !== null && new Date(comment.editable_until) > now;
  // Someone else's comment a moderator hid: a line, kept only while replies hang under it.
  const removed = comment.hidden && comment.body === null;
  return (
    <li id={`comment-${comment.id}`} className="flex flex-col gap-2 border-t border-line pt-4" data-testid="comment">
      {comment.deleted ? <p className="text-sm italic text-muted">{COMMUNITY_TEXTS.deletedComment}</p> : removed ? (
        <p className="text-sm italic text-muted">{MODERATION_TEXTS.hiddenComment}</p>
      ) : (
        <>
          <p className="text-sm">
            <span className="font-medium">{comment.author?.name}</span>{' '}
            <span className="text-muted">· {relativeTime(comment.created_at, now)}{comment.edited_at ? ' · edited' : ''}</span>
          </p>
          {mode === 'edit' ? (
            <CommentForm label="Edit your comment" initial={comment.body ?? ''} busy={edit.isPending} submit={(body) => edit.mutateAsync({ commentId: comment.id, body })} onDone={() => setMode('read')} />
          ) : <p className="whitespace-pre-line text-base leading-7">{comment.body}</p>}
          {comment.notice ? <p className={comment.hidden ? 'text-xs text-fall' : 'text-xs text-muted'}>{comment.notice}</p> : null}
          <div className="flex flex-wrap items-center gap-3 text-sm">
            {canReply ? <Button variant="quiet" size="sm" onClick={() => setMode(mode === 'reply' ? 'read' : 'reply')}>Reply</Button> : null}
            {editable && mode !== 'edit' ? <Button variant="quiet" size="sm" onClick={() => setMode('edit')}>Edit</Button> : null}
            {comment.deletable ? <Button variant="quiet" size="sm" disabled={remove.isPending} onClick={() => remove.mutate(comment.id)}>Delete</Button> : null}
            {!comment.mine && !comment.hidden && comment.author ? (
              <ReportDialog targetKind="comment" targetId={comment.id} authorName={comment.author.name} triggerAriaLabel={`Report the comment by ${comment.author.name}`} />
            ) : null}
          </div>
        </>
      )}
      {mode === 'reply' ? (
        <CommentForm label={`Reply to ${comment.author?.name ?? 'this comment'}`} busy={add.isPending} submit={(body) => add.mutateAsync({ body, parentId: comment.id })} onDone={() => setMode('read')} />
      ) : null}
      {replies.length > 0 ? (
        <ul className="ml-6 flex flex-col gap-3">
          {replies.map((r) => <CommentItem key={r.id} entryId={entryId} comment={r} replies={[]} canReply={false} />)}
        </ul>
      ) : null}
    </li>
  );
}

/** An entry's comments: threaded one level, each editable by its author for 15 minutes. */
export function CommentsThread({ entryId, open }: { entryId: number; open: boolean }) {
  const comments = useComments(entryId);
  const add = useAddComment(entryId);
  const headingId = useId();
  const list = comments.data ?? [];
  const top = list.filter((c) => c.parent_id === null);
  const shown = list.filter((c) => !c.deleted && !(c.hidden && c.body === null)).length;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="font-display text-2xl font-medium">Comments ({shown})</h2>
      {open ? <CommentForm label="Add a comment" busy={add.isPending} submit={(body) => add.mutateAsync({ body })} /> : null}
      {comments.isError ? <p role="alert" className="text-sm text-fall">The comments could not be loaded.</p> : null}
      {list.length === 0 && comments.isSuccess ? <p className="text-sm text-ink-soft">No comments yet.</p> : null}
      <ul className="flex flex-col gap-4">
        {top.map((c) => <CommentItem key={c.id} entryId={entryId} comment={c} replies={list.filter((r) => r.parent_id === c.id)} canReply={open && !c.deleted && !c.hidden} />)}
      </ul>
    </section>
  );
}
