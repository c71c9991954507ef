import { type InputHTMLAttributes, type Ref, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from './button-styles.ts';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'className' | 'ref'>;

/**
 * A file picker that speaks the page's language. The browser draws its own button ("Choose File" in an
 * English browser, whatever the page's language), so the native input is kept for keyboards, screen
 * readers and tests but drawn off-screen, and a button and the chosen file's name in our words stand in
 * for it on screen (hidden from assistive technology, which reads the labelled input itself).
 */
export function FileInput({
  inputRef,
  fileName,
  onChoose,
  ...native
}: NativeProps & {
  inputRef?: Ref<HTMLInputElement>;
  /** The file the form holds, when it knows better than the input (a recording, a reset). */
  fileName?: string | null;
  onChoose: (file: File | undefined) => void;
}) {
  const { t } = useTranslation();
  const own = useRef<HTMLInputElement | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const shown = fileName === undefined ? picked : fileName;
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1.5">
      <input
        {...native}
        ref={(node) => {
          own.current = node;
          if (typeof inputRef === 'function') inputRef(node);
          else if (inputRef) inputRef.current = node;
        }}
        type="file"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          setPicked(file?.name ?? null);
          onChoose(file);
        }}
        className="peer sr-only"
      />
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        disabled={native.disabled}
        onClick={() => own.current?.click()}
        className={`${buttonClass('night', 'sm')} shrink-0 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold-400`}
      >
        {t('common.chooseFile')}
      </button>
      <span aria-hidden="true" className="min-w-0 max-w-full truncate text-sm text-night-700">
        {shown ?? t('common.noFileChosen')}
      </span>
    </div>
  );
}
