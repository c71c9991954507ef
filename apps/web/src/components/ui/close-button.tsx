import { CloseIcon } from './icons.tsx';

/** Each place's close button: the button's position and colours, then the size of its cross. */
const PLACES = {
  dialog: ['-mr-2 -mt-1 rounded-full p-2 text-night-600 hover:bg-night-50', 'size-5'],
  banner: ['absolute top-1/2 right-2 -translate-y-1/2 rounded-full p-1.5 hover:bg-black/10', 'size-4'],
  drawer: [
    'grid size-11 shrink-0 place-items-center rounded-full text-white/80 transition-colors hover:bg-white/10 hover:text-white',
    'size-6',
  ],
} as const;

/**
 * An icon-only close (or dismiss) button: `label` is its accessible name, the cross is decorative. `place`
 * is where it stands: a dialog's title bar, the promotion banner or the mobile menu.
 */
export function CloseButton({
  place,
  label,
  onClick,
}: {
  place: keyof typeof PLACES;
  label: string;
  onClick: () => void;
}) {
  const [buttonClass, iconClass] = PLACES[place];
  return (
    <button type="button" onClick={onClick} aria-label={label} className={buttonClass}>
      <CloseIcon className={iconClass} />
    </button>
  );
}
