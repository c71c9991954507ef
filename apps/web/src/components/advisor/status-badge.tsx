import { type PsychicStatus, type StatusTone, statusTone } from '@app/shared/rules/psychic-status';
import { useTranslation } from 'react-i18next';

const TONE_CLASSES: Record<StatusTone, { badge: string; dot: string }> = {
  green: { badge: 'bg-emerald-50 text-emerald-800 ring-emerald-600/25', dot: 'bg-emerald-500' },
  yellow: { badge: 'bg-amber-50 text-amber-800 ring-amber-500/30', dot: 'bg-amber-400' },
  gray: { badge: 'bg-slate-100 text-slate-600 ring-slate-400/30', dot: 'bg-slate-400' },
};

/** Green available, yellow busy, gray offline; the feed's 'waiting' reads as Available. */
export function StatusBadge({ status, className = '' }: { status: PsychicStatus; className?: string }) {
  const { t } = useTranslation();
  const tone = statusTone(status);
  const classes = TONE_CLASSES[tone];
  return (
    <span
      data-status={status}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${classes.badge} ${className}`}
    >
      <span aria-hidden="true" className="relative flex size-2">
        {tone === 'green' ? (
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-60" />
        ) : null}
        <span className={`relative inline-flex size-2 rounded-full ${classes.dot}`} />
      </span>
      {t(`advisors.status.${status}`)}
    </span>
  );
}
