import { greetingKey } from '@app/shared/rules/greeting';
import { useTranslation } from 'react-i18next';
import { useCustomer, useCustomerName } from '../../features/accounts/api/get-customer.ts';
import { useAuth } from '../../lib/use-auth.tsx';

/**
 * 'Good Evening' / 'Good Morning', the customer's first name and their balance in minutes; without a
 * first name, the greeting alone (never the sign-up default).
 */
export function UserGreeting({ tone }: { tone: 'light' | 'dark' }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { customer } = useCustomer();
  const name = useCustomerName();
  if (!user) return null;
  const credits = customer?.credits ?? null;
  return (
    <div className="flex items-center justify-between gap-3">
      <div className="min-w-0 leading-tight">
        {name === null ? (
          <p className={`text-sm font-semibold ${tone === 'light' ? 'text-white' : 'text-night-900'}`}>
            {t(`site.nav.${greetingKey(new Date())}`)}
          </p>
        ) : (
          <>
            <p className={`text-xs ${tone === 'light' ? 'text-white/65' : 'text-night-600'}`}>
              {t(`site.nav.${greetingKey(new Date())}`)}
            </p>
            <p
              className={`truncate text-sm font-semibold ${tone === 'light' ? 'text-white' : 'text-night-900'}`}
            >
              {name}
            </p>
          </>
        )}
      </div>
      {credits === null ? null : <CreditsChip minutes={credits} tone={tone} />}
    </div>
  );
}

export function CreditsChip({ minutes, tone }: { minutes: number; tone: 'light' | 'dark' }) {
  const { t } = useTranslation();
  return (
    <span
      className={`shrink-0 rounded-full px-2.5 py-1 text-xs font-bold tabular-nums ${
        tone === 'light'
          ? 'bg-gold-300/15 text-gold-200 ring-1 ring-gold-300/40'
          : 'bg-gold-100 text-gold-700'
      }`}
    >
      {t('site.nav.creditsMinutes', { count: minutes })}
    </span>
  );
}
