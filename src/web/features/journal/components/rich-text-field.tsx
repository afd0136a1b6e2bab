import { useRef, useState, type KeyboardEvent } from 'react';
import { Bold, Italic, Link2, Link2Off } from 'lucide-react';
import { clsx } from 'clsx';
import type { InlineRun } from '../../../../shared/journal/blocks.js';
import { isSafeHref, LINK_MESSAGE } from '../../../../shared/journal/links.js';
import { hasMark, linkAt, removeLink, replaceText, runsText, setLink, toggleMark, type Mark } from '../../../../shared/journal/runs.js';
import { FormDialog } from '../../../ui/form-dialog.js';
import { TextAreaField } from '../../../ui/text-area-field.js';
import { TextField } from '../../../ui/text-field.js';
import { Runs } from './article-body.js';

/** The message a refused address gets, in the server's own words (blocks.ts). */
export const LINK_REFUSED = `A link ${LINK_MESSAGE}.`;

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/**
 * A paragraph's (or a list's, one item a line) text with bold, italic and links (issue #36):
 * the editor selects words and presses Bold / Italic / Link, or Ctrl/Cmd+B, +I, +K. The text
 * is typed in a plain textarea; the marks live beside it as structured runs (never HTML),
 * kept in step as the text changes (shared/journal/runs.ts). When the text has any mark, the
 * field shows it as readers will see it beneath.
 */
export function RichTextField({ label, toolbarLabel, text, runs, rows = 4, onChange }: {
  label: string;
  /** The name of its formatting buttons' group ("Formatting of block 2"): not the field's own name. */
  toolbarLabel: string;
  text: string;
  runs: readonly InlineRun[];
  rows?: number;
  onChange: (next: { text: string; runs: InlineRun[] }) => void;
}) {
  const area = useRef<HTMLTextAreaElement>(null);
  const [selection, setSelection] = useState<[number, number]>([0, 0]);
  const [dialog, setDialog] = useState<{ start: number; end: number; href: string; editing: boolean } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const current = runsText(runs) === text ? runs : replaceText(runs, text);
  const [start, end] = selection;
  const link = linkAt(current, start, end);
  const marked = current.some((r) => r.bold || r.italic || r.href);

  const read = (): [number, number] => {
    const el = area.current;
    return el ? [el.selectionStart, el.selectionEnd] : selection;
  };
  /** Back to the text, with the same words selected. */
  const refocus = (a: number, b: number) => {
    requestAnimationFrame(() => {
      const el = area.current;
      if (!el) return;
      el.focus();
      el.setSelectionRange(a, b);
      setSelection([a, b]);
    });
  };

  function mark(kind: Mark) {
    const [a, b] = read();
    if (a === b) return;
    onChange({ text, runs: toggleMark(current, a, b, kind) });
    refocus(a, b);
  }
  function openLink() {
    const [a, b] = read();
    const existing = linkAt(current, a, b);
    if (a === b && !existing) return;
    setFailure(null);
    setDialog(existing && a === b ? { start: existing.start, end: existing.end, href: existing.href, editing: true } : { start: a, end: b, href: existing?.href ?? '', editing: existing !== null });
  }
  function applyLink() {
    if (!dialog) return;
    const href = dialog.href.trim();
    if (!isSafeHref(href)) {
      setFailure(LINK_REFUSED);
      return;
    }
    onChange({ text, runs: setLink(current, dialog.start, dialog.end, href) });
    const { start: a, end: b } = dialog;
    setDialog(null);
    refocus(a, b);
  }
  function unlink() {
    const [a, b] = read();
    onChange({ text, runs: removeLink(current, a, b) });
    refocus(a, b);
  }
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!(isMac() ? event.metaKey : event.ctrlKey) || event.altKey || event.shiftKey) return;
    const key = event.key.toLowerCase();
    if (key === 'b' || key === 'i' || key === 'k') {
      event.preventDefault();
      if (key === 'k') openLink();
      else mark(key === 'b' ? 'bold' : 'italic');
    }
  }

  const hasSelection = start !== end;
  const shortcut = isMac() ? '⌘' : 'Ctrl+';
  const tool = 'inline-flex h-8 min-w-8 items-center justify-center gap-1 border px-2 text-xs transition-colors disabled:cursor-not-allowed disabled:opacity-40';
  const pressedClass = (on: boolean) => (on ? 'border-ink bg-ink text-ivory' : 'border-line-strong bg-ivory text-ink hover:border-ink');
  const bold = hasSelection && hasMark(current, start, end, 'bold');
  const italic = hasSelection && hasMark(current, start, end, 'italic');
  const selected = dialog ? text.slice(dialog.start, dialog.end) : '';

  return (
    <div className="flex flex-col gap-2">
      <div role="group" aria-label={toolbarLabel} className="flex flex-wrap items-center gap-1">
        <button type="button" className={clsx(tool, pressedClass(bold))} aria-pressed={bold} aria-keyshortcuts="Control+B Meta+B" title={`Bold (${shortcut}B)`}
          disabled={!hasSelection} onMouseDown={(e) => e.preventDefault()} onClick={() => mark('bold')}>
          <Bold aria-hidden="true" className="size-3.5" /><span className="sr-only">Bold</span>
        </button>
        <button type="button" className={clsx(tool, pressedClass(italic))} aria-pressed={italic} aria-keyshortcuts="Control+I Meta+I" title={`Italic (${shortcut}I)`}
          disabled={!hasSelection} onMouseDown={(e) => e.preventDefault()} onClick={() => mark('italic')}>
          <Italic aria-hidden="true" className="size-3.5" /><span className="sr-only">Italic</span>
        </button>
        <button type="button" className={clsx(tool, pressedClass(false))} aria-keyshortcuts="Control+K Meta+K" title={`Link (${shortcut}K)`}
          disabled={!hasSelection && !link} onMouseDown={(e) => e.preventDefault()} onClick={openLink}>
          <Link2 aria-hidden="true" className="size-3.5" /><span>{link ? 'Edit link' : 'Link'}</span>
        </button>
        <button type="button" className={clsx(tool, pressedClass(false))} disabled={!link && !(hasSelection && current.some((r) => r.href))}
          onMouseDown={(e) => e.preventDefault()} onClick={unlink}>
          <Link2Off aria-hidden="true" className="size-3.5" /><span>Remove link</span>
        </button>
        <span className="ml-1 text-xs text-muted">{hasSelection ? '' : 'Select words to make them bold, italic or a link.'}</span>
      </div>
      <TextAreaField
        ref={area}
        label={label}
        rows={rows}
        value={text}
        onChange={(e) => {
          const next = e.target.value;
          onChange({ text: next, runs: replaceText(current, next) });
          setSelection([e.target.selectionStart, e.target.selectionEnd]);
        }}
        onSelect={(e) => setSelection([e.currentTarget.selectionStart, e.currentTarget.selectionEnd])}
        onKeyDown={onKeyDown}
      />
      {marked ? (
        <div className="border-l-2 border-line pl-3 text-sm leading-6 text-ink-soft" data-testid="journal-formatted">
          <p className="label-caps text-muted">As readers will see it</p>
          <div className="whitespace-pre-line"><Runs runs={current} /></div>
        </div>
      ) : null}
      <FormDialog
        open={dialog !== null}
        onOpenChange={(open) => {
          if (!open) {
            const d = dialog;
            setDialog(null);
            if (d) refocus(d.start, d.end);
          }
        }}
        title={dialog?.editing ? 'Edit the link' : 'Add a link'}
        description={<>Where “{selected.length > 80 ? `${selected.slice(0, 80)}…` : selected}” leads: an address starting with https://, or a page of Patina starting with /.</>}
        confirmLabel={dialog?.editing ? 'Save the link' : 'Add the link'}
        pendingLabel="Adding…"
        pending={false}
        failure={failure}
        onSubmit={applyLink}
      >
        <TextField
          label="Address"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://… or /journal/…"
          value={dialog?.href ?? ''}
          aria-invalid={failure ? true : undefined}
          onChange={(e) => {
            const href = e.target.value;
            setDialog((d) => (d ? { ...d, href } : d));
            setFailure(null);
          }}
          autoFocus
        />
      </FormDialog>
    </div>
  );
}
