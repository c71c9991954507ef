export function Spinner({ label, className = '' }: { label: string; className?: string }) {
  return (
    <div role="status" className={`inline-flex items-center gap-3 text-night-600 ${className}`}>
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-[3px] border-current border-r-transparent"
      />
      <span className="text-sm font-medium">{label}</span>
    </div>
  );
}
