import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { clsx } from 'clsx';
import { useViewer } from '../hooks/use-viewer.js';
import { Avatar } from './avatar.js';

/**
 * The account menu's button (the avatar, and the first name with a chevron unless compact):
 * the menu's trigger, and drawn alone while the menu's code loads (#10 item 17).
 */
export const AccountMenuButton = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement> & { compact?: boolean }>(
  function AccountMenuButton({ compact = false, className, ...props }, ref) {
    const { viewer, displayName } = useViewer();
    if (!viewer) return null;
    return (
      <button
        ref={ref}
        type="button"
        aria-label={`Account menu for ${displayName}`}
        {...props}
        className={clsx('inline-flex h-11 items-center gap-2 text-ink transition-colors hover:text-bronze', compact ? 'px-1' : 'px-2', className)}
      >
        <Avatar src={viewer.avatar} name={displayName} />
        {compact ? null : (
          <>
            <span className="max-w-32 truncate text-sm font-medium">{viewer.firstName || displayName}</span>
            <ChevronDown aria-hidden="true" className="size-4" strokeWidth={1.5} />
          </>
        )}
      </button>
    );
  },
);
