import type { ReactNode } from 'react';
import { buttonClass } from './button-styles.ts';

/**
 * The buttons at the end of a message dialog: the way out (an outline button) and, after it, what the
 * dialog offers (`children`). On a phone they stack with the offer on top, nearest the thumb.
 */
export function DialogActions({
  dismissLabel,
  onDismiss,
  children,
}: {
  dismissLabel: string;
  onDismiss: () => void;
  children: ReactNode;
}) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
      <button type="button" onClick={onDismiss} className={buttonClass('outlineDark', 'md')}>
        {dismissLabel}
      </button>
      {children}
    </div>
  );
}
