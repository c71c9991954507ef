import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { focusablesIn, wrapTab } from '../../lib/focus-trap.ts';
import { useModalTurn } from '../../lib/modal-queue.ts';
import { CloseButton } from './close-button.tsx';

/**
 * A modal dialog: a <dialog aria-modal="true"> over a backdrop that takes every click, with focus moved
 * into it, Tab kept inside, Escape closing it, and focus given back to what had it when it closes.
 *
 * It is opened with the `open` attribute, not showModal(): showModal() makes the whole page inert, which
 * costs a style pass over every element of the page (measured at 130-250 ms of main thread on a throttled
 * phone when the spec's timed announcement opens), while this only styles the dialog. Modals never stack:
 * one that wants to open while another is shown waits for its turn (`useModalTurn`).
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  labelledBy,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  labelledBy?: string;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const shown = useModalTurn(open);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!shown || !dialog) return;
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focusInside = () => (focusablesIn(dialog)[0] ?? dialog).focus();
    if (!dialog.contains(document.activeElement)) focusInside();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      wrapTab(event, dialog);
    };
    // Focus that lands outside (a script, the browser's own UI) comes back in.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !dialog.contains(event.target)) focusInside();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      // Without scrolling: the page may have moved on (a link scrolled it) while the dialog was open.
      if (returnFocusTo?.isConnected && returnFocusTo !== document.body)
        returnFocusTo.focus({ preventScroll: true });
    };
  }, [shown]);

  if (!shown) return null;
  return (
    <div className="fixed inset-0 z-[100] flex items-center justify-center p-4">
      <div
        aria-hidden="true"
        data-testid="dialog-backdrop"
        onClick={onClose}
        className="absolute inset-0 animate-fade-in bg-night-950/70 backdrop-blur-sm"
      />
      <dialog
        ref={ref}
        open
        aria-modal="true"
        aria-labelledby={labelledBy ?? titleId}
        tabIndex={-1}
        className="relative m-0 max-h-[calc(100dvh-2rem)] w-full max-w-md overflow-y-auto rounded-2xl bg-white p-0 text-ink shadow-2xl focus:outline-none"
      >
        <div className="p-6 sm:p-8">
          <div className="mb-5 flex items-start justify-between gap-4">
            <h2 id={titleId} className="font-display text-2xl font-semibold text-night-900">
              {title}
            </h2>
            <CloseButton place="dialog" label={t('common.close')} onClick={onClose} />
          </div>
          {children}
        </div>
      </dialog>
    </div>
  );
}
