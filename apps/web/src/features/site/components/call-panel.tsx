import { SUPPORT_PHONE, SUPPORT_PHONE_TEL } from '@app/shared/constants';
import { useTranslation } from 'react-i18next';
import { PhoneIcon } from '../../../components/ui/icons.tsx';

export function CallPanel() {
  const { t } = useTranslation();
  return (
    <div className="relative rounded-[2rem] bg-gradient-to-b from-gold-300/50 via-gold-400/20 to-transparent p-px shadow-glow">
      <div className="rounded-[calc(2rem-1px)] bg-night-900/85 px-6 py-10 text-center backdrop-blur-md sm:px-10">
        <div className="mx-auto grid size-16 place-items-center rounded-full bg-gradient-to-b from-gold-200 to-gold-500 text-night-950 ring-8 ring-gold-300/15">
          <PhoneIcon className="size-7" />
        </div>
        <h2 className="mt-6 font-display text-2xl font-semibold text-white sm:text-3xl">
          {t('site.home.callPanelTitle')}
        </h2>
        <a
          href={`tel:${SUPPORT_PHONE_TEL}`}
          className="mt-4 inline-block rounded-lg font-display text-3xl font-semibold tracking-wide whitespace-nowrap text-gold-300 transition-colors hover:text-gold-200 sm:text-4xl"
        >
          {SUPPORT_PHONE}
        </a>
        <p className="mt-4 flex items-center justify-center gap-2.5 text-white/75">
          <span aria-hidden="true" className="relative flex size-2.5">
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-60" />
            <span className="relative inline-flex size-2.5 rounded-full bg-emerald-400" />
          </span>
          {t('site.home.callPanelSubtitle')}
        </p>
      </div>
    </div>
  );
}
