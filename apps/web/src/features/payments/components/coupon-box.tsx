import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button-styles.ts';

export type CouponState =
  | { status: 'none' }
  | { status: 'checking'; code: string }
  | { status: 'valid'; code: string; id: string; label: string }
  | { status: 'invalid'; code: string; message: string };

/** SPEC 4 coupon states: none, valid (applied, clearable), invalid (with the reason). */
export function CouponBox({
  state,
  onApply,
  onClear,
}: {
  state: CouponState;
  onApply: (code: string) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState(state.status === 'none' ? '' : state.code);

  if (state.status === 'valid') {
    return (
      <div
        className="flex items-center justify-between gap-3 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3"
        role="status"
      >
        <div>
          <p className="text-sm font-semibold text-emerald-900">
            {t('coupon.applied', { code: state.code })}
          </p>
          <p className="text-xs text-emerald-800">{state.label}</p>
        </div>
        <button
          type="button"
          onClick={onClear}
          className="text-sm font-semibold text-emerald-900 hover:underline"
        >
          {t('coupon.remove')}
        </button>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onApply(code.trim().toUpperCase());
      }}
    >
      <label htmlFor="coupon-code" className="mb-1.5 block text-sm font-semibold text-night-800">
        {t('coupon.label')}
      </label>
      <div className="flex gap-2">
        {/* Codes are typed in capitals with wide spacing; the hint is a sentence, and must fit a phone. */}
        <input
          id="coupon-code"
          value={code}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          placeholder={t('coupon.placeholder')}
          autoComplete="off"
          aria-invalid={state.status === 'invalid' ? true : undefined}
          aria-describedby={state.status === 'invalid' ? 'coupon-error' : undefined}
          className="min-w-0 flex-1 rounded-xl border border-night-100 bg-white px-3.5 py-2.5 uppercase tracking-wider text-ink placeholder:normal-case placeholder:tracking-normal focus:border-night-500 focus:outline-none focus:ring-2 focus:ring-night-500/25"
        />
        <button
          type="submit"
          disabled={state.status === 'checking' || code.trim() === ''}
          className={buttonClass('outlineDark', 'md')}
        >
          {state.status === 'checking' ? t('coupon.applying') : t('coupon.apply')}
        </button>
      </div>
      {state.status === 'invalid' ? (
        <p id="coupon-error" role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {state.message}
        </p>
      ) : null}
    </form>
  );
}
