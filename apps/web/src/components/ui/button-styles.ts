/** Class strings shared by <button>, <a> and <Link>, so every call to action looks the same whatever its element. */
const base =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-full font-semibold tracking-wide transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-60';

const variants = {
  gold: 'bg-gradient-to-b from-gold-300 to-gold-400 text-night-950 shadow-glow hover:from-gold-200 hover:to-gold-300',
  night: 'bg-night-700 text-white shadow-card hover:bg-night-600',
  outlineLight: 'border border-white/30 text-white hover:border-gold-300 hover:text-gold-200',
  outlineDark: 'border border-night-700/25 text-night-800 hover:border-night-600 hover:bg-night-50',
  ghostLight: 'text-white/85 hover:bg-white/10 hover:text-white',
} as const;

const sizes = {
  sm: 'px-4 py-2 text-sm',
  md: 'px-5 py-2.5 text-sm',
  lg: 'px-7 py-3.5 text-base',
} as const;

export function buttonClass(
  variant: keyof typeof variants,
  size: keyof typeof sizes = 'md',
  /** 'wrap': a long label (often in French) goes on two lines rather than past a phone's edge. */
  lines: 'one' | 'wrap' = 'one',
): string {
  const classes = `${base} ${variants[variant]} ${sizes[size]}`;
  return lines === 'wrap' ? classes.replace('whitespace-nowrap', 'whitespace-normal text-center') : classes;
}
