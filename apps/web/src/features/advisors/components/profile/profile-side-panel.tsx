import { SUPPORT_PHONE_TEL } from '@app/shared/constants';
import { derivePsychicStatus } from '@app/shared/rules/psychic-status';
import { useTranslation } from 'react-i18next';
import { AdvisorPhoto } from '../../../../components/advisor/advisor-photo.tsx';
import { StatusBadge } from '../../../../components/advisor/status-badge.tsx';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { ClockIcon, PhoneIcon } from '../../../../components/ui/icons.tsx';
import type { PsychicStatusRecord } from '../../../../lib/psychic-status.ts';
import { JoinLine } from '../../../call-back/index.ts';
import { NotifyButton } from '../../../trust-public/index.ts';

export function ProfileSidePanel({ advisor }: { advisor: PsychicStatusRecord }) {
  const { t } = useTranslation();
  const status = derivePsychicStatus(advisor);

  return (
    <aside
      aria-label={advisor.agentName}
      className="overflow-hidden rounded-3xl bg-white shadow-card-hover ring-1 ring-night-900/5"
    >
      <div className="relative aspect-[4/3] bg-night-800 sm:aspect-square">
        <AdvisorPhoto agentId={advisor.agentId} name={advisor.agentName} photoUrl={advisor.photoUrl} eager />
      </div>
      <div className="flex flex-col items-center px-6 pt-5 pb-6 text-center">
        <StatusBadge status={status} />
        <p className="mt-3 font-display text-2xl font-semibold text-night-900">{advisor.agentName}</p>
        <p className="mt-0.5 text-sm font-semibold tracking-wide text-gold-700">
          {t('advisors.profile.ext', { id: advisor.agentId })}
        </p>
        <a href={`tel:${SUPPORT_PHONE_TEL}`} className={`${buttonClass('gold', 'lg')} mt-5 w-full`}>
          <PhoneIcon className="size-5" />
          {t('advisors.profile.callNow')}
        </a>
        {status === 'busy' && advisor.availTimeStr ? (
          <p className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-amber-800">
            <ClockIcon className="size-4" />
            {t('advisors.profile.timeRemaining', { time: advisor.availTimeStr })}
          </p>
        ) : null}
        <JoinLine agentId={advisor.agentId} name={advisor.agentName} status={status} className="mt-4" />
        {status === 'waiting' ? null : (
          <NotifyButton agentId={advisor.agentId} name={advisor.agentName} className="mt-4 w-full" />
        )}
      </div>
    </aside>
  );
}
