import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalTurn } from '../../lib/modal-queue.ts';
import { CloseIcon } from './icons.tsx';

/**
 * A modal on the native <dialog>: showModal() gives the focus trap, the inert page behind it and Escape
 * for free; focus returns to what opened it when it closes. Modals never stack: one that wants to open
 * while another is shown waits for its turn (`useModalTurn`).
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
  // The native close event also fires when we close it because `open` became false; only a close the
  // user made (Escape, form method=dialog) must call onClose, or it would undo the parent's next state.
  const shown = useModalTurn(open);
  const openRef = useRef(shown);
  openRef.current = shown;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (shown && !dialog.open) dialog.showModal();
    if (!shown && dialog.open) dialog.close();
  }, [shown]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes it through the cancel event; the click is only the backdrop
    <dialog
      ref={ref}
      aria-labelledby={labelledBy ?? titleId}
      onClose={() => {
        if (openRef.current) onClose();
      }}
      // A click on the backdrop lands on the <dialog> itself (the content is inside a padded child).
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-night-950/70 backdrop:backdrop-blur-sm"
    >
      {shown ? (
        <div className="p-6 sm:p-8">
          <div className="mb-5 flex items-start justify-between gap-4">
            <h2 id={titleId} className="font-display text-2xl font-semibold text-night-900">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={t('common.close')}
              className="-mr-2 -mt-1 rounded-full p-2 text-night-600 hover:bg-night-50"
            >
              <CloseIcon className="size-5" />
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
