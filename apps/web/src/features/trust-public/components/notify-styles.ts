/** The look of the "Notify me" button, shared by its visitor and customer variants. */
export const notifyButtonClass =
  'relative z-10 inline-flex w-full items-center justify-center gap-2 rounded-full border px-3 py-2 text-center text-sm leading-tight font-semibold transition-colors disabled:cursor-wait disabled:opacity-60';
export const notifyTones = {
  idle: 'border-night-700/25 text-night-800 hover:border-night-600 hover:bg-night-50',
  active: 'border-emerald-700/30 bg-emerald-50 text-emerald-900 hover:bg-emerald-100',
};
