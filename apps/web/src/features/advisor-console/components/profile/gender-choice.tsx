import { GRAMMATICAL_GENDERS, type GrammaticalGender } from '@app/shared/rules/grammatical-gender';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * How French refers to the advisor: « voyante », « voyant », or wording that agrees with neither. Beside
 * the French presentation, since it is about the French words; nothing is chosen until the advisor says.
 */
export function GenderChoice({
  value,
  onChange,
}: {
  value: GrammaticalGender | null;
  onChange: (gender: GrammaticalGender) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset aria-describedby={`${name}-hint`}>
      <legend className="mb-1.5 text-sm font-semibold text-night-800">
        {t('advisorConsole.profile.presentation.gender.legend')}
      </legend>
      <p id={`${name}-hint`} className="mb-2 text-sm text-night-600">
        {t('advisorConsole.profile.presentation.gender.hint')}
      </p>
      <div className="grid gap-2 sm:grid-cols-3">
        {GRAMMATICAL_GENDERS.map((gender) => (
          <label
            key={gender}
            className="flex min-h-11 cursor-pointer items-center gap-2.5 rounded-xl border border-night-100 bg-white px-3 py-2 text-sm font-medium text-night-800 has-[:checked]:border-night-600 has-[:checked]:bg-night-50"
          >
            <input
              type="radio"
              name={name}
              value={gender}
              checked={value === gender}
              onChange={() => onChange(gender)}
              className="size-4 shrink-0 accent-night-700"
            />
            {t(`advisorConsole.profile.presentation.gender.${gender}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
