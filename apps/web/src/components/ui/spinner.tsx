/** The turning ring alone, for a place whose own text already says what is loading. */
export function SpinnerMark({ className = '' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`size-6 animate-spin rounded-full border-[3px] border-current border-r-transparent ${className}`}
    />
  );
}

export function Spinner({ label, className = '' }: { label: string; className?: string }) {
  return (
    <div role="status" className={`inline-flex items-center gap-3 text-night-600 ${className}`}>
      <SpinnerMark />
      <span className="text-sm font-medium">{label}</span>
    </div>
  );
}
