import { ageOfMajority } from '@app/shared/rules/age-of-majority';
import { PROVINCES } from '@app/shared/rules/provinces';
import { APPLICATION_LANGUAGES, READING_STYLES, SPECIALTIES } from '@app/shared/schemas/applications';
import { type FormEvent, type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { describedByOf, FieldLabel, FieldNotes, FormField } from '../../../components/ui/form-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { formatNumber, localPath, pageLocale } from '../../../lib/formats.ts';
import { useFormToken, useSubmitApplication } from '../api/applications.ts';
import {
  type ApplicationDraft,
  applicationBody,
  emptyDraft,
  FIELDS,
  type Field,
  nationalNumber,
  type Problem,
  problemsOf,
  TEXT_LIMITS,
} from '../application-check.ts';
import type { ChosenMedia } from '../media.ts';
import { AvailabilityGrid } from './availability-grid.tsx';
import {
  borderOf,
  CheckboxGroup,
  CheckField,
  controlClass,
  FormSection,
  TextAreaField,
} from './form-parts.tsx';
import { PhoneVerification } from './phone-verification.tsx';
import { PhotoField } from './photo-field.tsx';
import { VoiceField } from './voice-field.tsx';

/** A page of the site in a new tab, so the answers typed so far stay on this one. */
function NewTabLink({ path, children }: { path: string; children: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={localPath(path)}
      target="_blank"
      rel="noopener"
      className="font-semibold text-night-600 underline decoration-gold-500/60 underline-offset-2 hover:text-night-900"
    >
      {children}
      <span className="sr-only"> {t('site.opensInNewTab')}</span>
    </a>
  );
}

/**
 * The consent's sentence with its two links where its {{terms}} and {{privacy}} stand: the sentence stays
 * whole in the catalogue, in either language's order.
 */
function ConsentSentence() {
  const { t } = useTranslation();
  // The stored sentence, its placeholders left as they are to be split on (the typed `t` wants their values).
  const raw = t as unknown as (key: string, options: { skipInterpolation: true }) => string;
  const text = raw('apply.consent.label', { skipInterpolation: true });
  const links: Record<string, ReactNode> = {
    terms: <NewTabLink path="/terms">{t('apply.consent.terms')}</NewTabLink>,
    privacy: <NewTabLink path="/privacy">{t('apply.consent.privacy')}</NewTabLink>,
  };
  return text.split(/(\{\{(?:terms|privacy)\}\})/).map((part) => {
    const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
    return name && links[name] ? <span key={name}>{links[name]}</span> : part;
  });
}

/** A text's limits as the page writes numbers. */
const numbersOf = ({ min, max }: { min: number; max: number }) => ({
  min: formatNumber(min),
  max: formatNumber(max),
});

/** Each field's element that takes the focus when the field is the first one to fix. */
type FieldElements = Partial<Record<Field, HTMLElement | null>>;

/**
 * The application: about the applicant (with the phone verified by a texted code), languages, practice,
 * availability, presentation, photo and voice, then the two confirmations. Nothing is checked until the
 * first try to send; from then on each field's problem shows under it as it is typed, and a try focuses
 * the first field to fix. The server's refusal, in the page's language, shows above the button.
 */
export function ApplyForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const token = useFormToken();
  const submit = useSubmitApplication();
  const [draft, setDraft] = useState<ApplicationDraft>(emptyDraft);
  const [photo, setPhoto] = useState<ChosenMedia | null>(null);
  const [voice, setVoice] = useState<ChosenMedia | null>(null);
  const [verifiedPhone, setVerifiedPhone] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const elements = useRef<FieldElements>({});
  const refOf = (field: Field) => (node: HTMLElement | null) => {
    elements.current[field] = node;
  };
  const provinceId = useId();
  const websiteId = useId();

  const phoneVerified = verifiedPhone !== null && nationalNumber(draft.phone) === verifiedPhone;
  const problems = tried ? problemsOf(draft, { photo, voice }, phoneVerified) : {};
  // A problem names the numbers its sentence says and no others (the typed `t` wants them all), each
  // written as the page's language writes numbers ('2,000', « 2 000 »).
  const sayWith = t as unknown as (key: string, values: Record<string, string>) => string;
  const say = (problem: Problem | undefined): string | undefined =>
    problem
      ? sayWith(
          `apply.errors.${problem.key}`,
          Object.fromEntries(
            Object.entries(problem.values ?? {}).map(([name, value]) => [name, formatNumber(value)]),
          ),
        )
      : undefined;
  const errorOf = (field: Field) => say(problems[field]);

  const set = <K extends keyof ApplicationDraft>(field: K, value: ApplicationDraft[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const provinces = useMemo(() => {
    const collator = new Intl.Collator(pageLocale());
    return PROVINCES.map((code) => ({ code, name: t(`provinces.${code}`) })).sort((a, b) =>
      collator.compare(a.name, b.name),
    );
  }, [t]);

  const formToken = token.data;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setTried(true);
    setServerError(null);
    const found = problemsOf(draft, { photo, voice }, phoneVerified);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      elements.current[first]?.focus();
      return;
    }
    if (!formToken || !photo || !voice) return;
    setSending(true);
    try {
      const body = await applicationBody(draft, formToken, photo, voice);
      await submit.mutateAsync(body);
      onSent(body.email);
    } catch (failure) {
      if (failure instanceof ApiError && failure.is('FORM_EXPIRED')) {
        // A new token, and the answers kept: sending again is all it takes.
        await token.refetch();
        setServerError(t('apply.formRenewed'));
      } else {
        if (failure instanceof ApiError && failure.is('PHONE_NOT_VERIFIED')) setVerifiedPhone(null);
        setServerError(messageOf(failure, t('apply.failed')));
      }
    } finally {
      setSending(false);
    }
  };

  if (token.isError && !formToken) {
    return (
      <div className="grid gap-4">
        <Alert tone="error">{t('apply.loadFailed')}</Alert>
        <button
          type="button"
          onClick={() => void token.refetch()}
          className={`${buttonClass('night', 'md')} justify-self-start`}
        >
          {t('apply.retry')}
        </button>
      </div>
    );
  }

  const provinceError = errorOf('province');
  return (
    <form noValidate onSubmit={send} className="relative grid gap-6" data-testid="apply-form">
      <p className="text-night-700">{t('apply.intro')}</p>

      <FormSection title={t('apply.sections.about')}>
        <FormField
          ref={refOf('name')}
          label={t('apply.name.label')}
          autoComplete="name"
          maxLength={80}
          value={draft.name}
          onChange={(event) => set('name', event.currentTarget.value)}
          error={errorOf('name')}
        />
        <FormField
          ref={refOf('email')}
          type="email"
          label={t('apply.email.label')}
          hint={t('apply.email.hint')}
          autoComplete="email"
          maxLength={254}
          value={draft.email}
          onChange={(event) => set('email', event.currentTarget.value)}
          error={errorOf('email')}
        />
        <PhoneVerification
          phone={draft.phone}
          onPhoneChange={(phone) => set('phone', phone)}
          verified={verifiedPhone}
          onVerified={setVerifiedPhone}
          formToken={formToken}
          error={errorOf('phone')}
          inputRef={refOf('phone')}
        />
        <div className="min-w-0">
          <FieldLabel htmlFor={provinceId}>{t('apply.province.label')}</FieldLabel>
          <select
            ref={refOf('province')}
            id={provinceId}
            autoComplete="address-level1"
            value={draft.province}
            onChange={(event) => set('province', event.currentTarget.value as ApplicationDraft['province'])}
            aria-invalid={provinceError ? true : undefined}
            aria-describedby={describedByOf(provinceId, undefined, provinceError)}
            className={`${controlClass} ${borderOf(provinceError)}`}
          >
            <option value="">{t('apply.province.choose')}</option>
            {provinces.map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
          <FieldNotes id={provinceId} hint={undefined} error={provinceError} />
        </div>
      </FormSection>

      <FormSection title={t('apply.sections.practice')}>
        <CheckboxGroup
          legend={t('apply.languages.legend')}
          hint={t('apply.languages.hint')}
          options={APPLICATION_LANGUAGES}
          labelOf={(language) => t(`apply.languages.${language}`)}
          value={draft.languages}
          onChange={(languages) => set('languages', languages)}
          error={errorOf('languages')}
          firstRef={refOf('languages')}
        />
        <CheckboxGroup
          legend={t('apply.specialties.legend')}
          hint={t('apply.specialties.hint')}
          options={SPECIALTIES}
          labelOf={(specialty) => t(`apply.specialties.${specialty}`)}
          value={draft.specialties}
          onChange={(specialties) => set('specialties', specialties)}
          error={errorOf('specialties')}
          firstRef={refOf('specialties')}
        />
        <CheckboxGroup
          legend={t('apply.styles.legend')}
          hint={t('apply.styles.hint')}
          options={READING_STYLES}
          labelOf={(style) => t(`apply.styles.${style}`)}
          value={draft.styles}
          onChange={(styles) => set('styles', styles)}
          error={errorOf('styles')}
          firstRef={refOf('styles')}
        />
        <TextAreaField
          label={t('apply.experience.label')}
          hint={t('apply.experience.hint', numbersOf(TEXT_LIMITS.experience))}
          {...TEXT_LIMITS.experience}
          rows={5}
          value={draft.experience}
          onChange={(experience) => set('experience', experience)}
          error={errorOf('experience')}
          textareaRef={refOf('experience')}
        />
      </FormSection>

      <FormSection title={t('apply.sections.availability')}>
        <AvailabilityGrid
          value={draft.availability}
          onChange={(availability) => set('availability', availability)}
        />
      </FormSection>

      <FormSection title={t('apply.sections.presentation')}>
        <TextAreaField
          label={t('apply.presentation.label')}
          hint={t('apply.presentation.hint', numbersOf(TEXT_LIMITS.presentation))}
          {...TEXT_LIMITS.presentation}
          rows={8}
          value={draft.presentation}
          onChange={(presentation) => set('presentation', presentation)}
          error={errorOf('presentation')}
          textareaRef={refOf('presentation')}
        />
      </FormSection>

      <FormSection title={t('apply.sections.media')}>
        <PhotoField value={photo} onChange={setPhoto} error={errorOf('photo')} inputRef={refOf('photo')} />
        <VoiceField value={voice} onChange={setVoice} error={errorOf('voice')} inputRef={refOf('voice')} />
      </FormSection>

      <FormSection title={t('apply.sections.confirm')}>
        <CheckField
          checked={draft.ofAge}
          onChange={(ofAge) => set('ofAge', ofAge)}
          error={errorOf('ofAge')}
          inputRef={refOf('ofAge')}
        >
          {draft.province === ''
            ? t('apply.ofAge.labelAnyProvince')
            : t('apply.ofAge.label', {
                age: ageOfMajority(draft.province),
                province: t(`provinces.${draft.province}`),
              })}
        </CheckField>
        <CheckField
          checked={draft.consent}
          onChange={(consent) => set('consent', consent)}
          error={errorOf('consent')}
          inputRef={refOf('consent')}
        >
          <ConsentSentence />
        </CheckField>
      </FormSection>

      {/* A field people never see nor reach: a bot that fills every field fills it too. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
        <label htmlFor={websiteId}>{t('apply.website')}</label>
        <input
          id={websiteId}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={draft.website}
          onChange={(event) => set('website', event.currentTarget.value)}
        />
      </div>

      <div className="grid gap-4">
        {serverError ? <Alert tone="error">{serverError}</Alert> : null}
        {!formToken && token.isPending ? <Spinner label={t('common.loading')} /> : null}
        <button
          type="submit"
          disabled={sending || !formToken}
          className={`${buttonClass('gold', 'lg', 'wrap')} w-full sm:w-auto sm:justify-self-start`}
          data-testid="apply-submit"
        >
          {sending ? t('apply.submitting') : t('apply.submit')}
        </button>
      </div>
    </form>
  );
}
