import { useTranslation } from 'react-i18next';
import { SparklesIcon } from '../../../../components/ui/icons.tsx';

const BENEFITS = ['prepaid', 'gift', 'tracking', 'tarot'] as const;

/** SPEC 2: why an account, the WELCOME25 offer, and the notice that accounts are now required. */
export function RegisterSidePanel() {
  const { t } = useTranslation();
  return (
    <aside className="on-dark relative isolate overflow-hidden rounded-3xl bg-night-sky p-7 text-white shadow-card sm:p-9">
      <div aria-hidden="true" className="starfield absolute inset-0 -z-10 opacity-70" />
      <h2 className="font-display text-2xl font-semibold">{t('auth.signUp.panel.whyTitle')}</h2>
      <ul className="mt-5 space-y-3">
        {BENEFITS.map((key) => (
          <li key={key} className="flex gap-3 text-white/85">
            <SparklesIcon className="mt-0.5 size-5 shrink-0 text-gold-300" />
            <span>{t(`auth.signUp.panel.benefits.${key}`)}</span>
          </li>
        ))}
      </ul>
      <div className="mt-7 rounded-2xl border border-gold-300/40 bg-gold-300/10 p-5">
        <p className="text-xs font-bold uppercase tracking-[0.2em] text-gold-200">
          {t('auth.signUp.panel.offerTitle')}
        </p>
        <p className="mt-2 font-display text-xl text-white">{t('auth.signUp.panel.offerText')}</p>
      </div>
      <div className="mt-5 rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
        <p className="font-semibold text-gold-100">{t('auth.signUp.panel.noticeTitle')}</p>
        <p className="mt-1.5 text-sm text-white/75">{t('auth.signUp.panel.noticeText')}</p>
      </div>
    </aside>
  );
}
