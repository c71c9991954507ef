import type { GrammaticalGender } from '@app/shared/rules/grammatical-gender';
import {
  ADVISOR_DESCRIPTION_MAX,
  ADVISOR_DESCRIPTION_MIN,
  type AdvisorProfile,
  advisorDescriptionBodySchema,
} from '@app/shared/schemas/advisor-console';
import { type FormEvent, type RefObject, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuoteIcon } from '../../../../components/ui/action-icons.tsx';
import { normalizeDescription } from '../../../../lib/advisor-profile-form.ts';
import { messageOf } from '../../../../lib/api-client.ts';
import { schemaMessage } from '../../../../lib/schema-messages.ts';
import { toast } from '../../../../lib/toast.ts';
import { ProfilePresentation } from '../../../advisors/index.ts';
import { useSaveDescription } from '../../profile-api.ts';
import { ConsoleCard } from '../console-shell.tsx';
import { fieldClass, SaveRow } from './editor-parts.tsx';
import { GenderChoice } from './gender-choice.tsx';

type Text = 'description' | 'descriptionFr';

/**
 * One presentation's textarea, with its hint, its character count and its error. `optional`: an empty
 * text is allowed (the French one), so the count only warns once something is written.
 */
function PresentationField({
  label,
  hint,
  value,
  error,
  optional = false,
  textareaRef,
  onChange,
}: {
  label: string;
  hint: string;
  value: string;
  error: string | null;
  optional?: boolean;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const length = normalizeDescription(value).length;
  const outside =
    (length < ADVISOR_DESCRIPTION_MIN && !(optional && length === 0)) || length > ADVISOR_DESCRIPTION_MAX;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-night-800">
        {label}
      </label>
      <p id={`${id}-hint`} className="mb-2 text-sm text-night-600">
        {hint}
      </p>
      <textarea
        ref={textareaRef}
        id={id}
        value={value}
        rows={optional ? 6 : 10}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint ${id}-count${error ? ` ${id}-error` : ''}`}
        className={`${fieldClass} ${optional ? 'min-h-40' : 'min-h-56 lg:min-h-72'} resize-y px-4 py-3 leading-relaxed ${error ? 'border-red-500' : 'border-night-100'}`}
      />
      <p
        id={`${id}-count`}
        className={`mt-1.5 text-right text-xs font-medium tabular-nums ${
          length > ADVISOR_DESCRIPTION_MAX ? 'text-red-700' : outside ? 'text-amber-800' : 'text-night-600'
        }`}
      >
        {t('advisorConsole.profile.presentation.count', { count: length, max: ADVISOR_DESCRIPTION_MAX })}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The presentation, and optionally its French version for the French pages (which show the English one
 * when it is empty): written on the left (on top on a phone), shown as customers will read it beside.
 */
export function PresentationEditor({ profile }: { profile: AdvisorProfile }) {
  const { t } = useTranslation();
  const save = useSaveDescription(profile.agentId);
  const [drafts, setDrafts] = useState<Record<Text, string>>({
    description: profile.description,
    descriptionFr: profile.descriptionFr ?? '',
  });
  const [gender, setGender] = useState<GrammaticalGender | null>(profile.grammaticalGender);
  const [invalid, setInvalid] = useState<Partial<Record<Text, string>>>({});
  const [saved, setSaved] = useState<string | null>(null);
  const refs = {
    description: useRef<HTMLTextAreaElement>(null),
    descriptionFr: useRef<HTMLTextAreaElement>(null),
  };

  const text = normalizeDescription(drafts.description);
  const textFr = normalizeDescription(drafts.descriptionFr);

  const change = (field: Text) => (value: string) => {
    setDrafts((current) => ({ ...current, [field]: value }));
    setSaved(null);
    setInvalid({});
    if (save.isError) save.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const parsed = advisorDescriptionBodySchema.safeParse(drafts);
    if (!parsed.success) {
      const problems: Partial<Record<Text, string>> = {};
      for (const issue of parsed.error.issues) {
        const field: Text = issue.path[0] === 'descriptionFr' ? 'descriptionFr' : 'description';
        problems[field] ??= schemaMessage(issue.message);
      }
      setInvalid(problems);
      refs[problems.description ? 'description' : 'descriptionFr'].current?.focus();
      return;
    }
    setInvalid({});
    const { description, descriptionFr = null } = parsed.data;
    save.mutate(
      { description, descriptionFr, ...(gender ? { grammaticalGender: gender } : {}) },
      {
        onSuccess: (profile) => {
          setDrafts({ description: profile.description, descriptionFr: profile.descriptionFr ?? '' });
          setGender(profile.grammaticalGender);
          setSaved(t('advisorConsole.profile.presentation.saved'));
          toast.success(t('advisorConsole.profile.presentation.saved'));
        },
      },
    );
  };

  // A refusal by the server is about the save, shown under the first field like the checks' own words.
  const serverError = save.isError
    ? messageOf(save.error, t('advisorConsole.profile.presentation.failed'))
    : null;
  return (
    <div className="grid gap-5 lg:grid-cols-2 lg:items-start">
      <ConsoleCard
        title={t('advisorConsole.profile.presentation.heading')}
        icon={<QuoteIcon className="size-5" />}
      >
        <form noValidate onSubmit={submit} className="grid gap-5">
          <PresentationField
            label={t('advisorConsole.profile.presentation.label')}
            hint={t('advisorConsole.profile.presentation.hint')}
            value={drafts.description}
            error={invalid.description ?? serverError}
            textareaRef={refs.description}
            onChange={change('description')}
          />
          <PresentationField
            label={t('advisorConsole.profile.presentation.labelFr')}
            hint={t('advisorConsole.profile.presentation.hintFr')}
            value={drafts.descriptionFr}
            error={invalid.descriptionFr ?? null}
            optional
            textareaRef={refs.descriptionFr}
            onChange={change('descriptionFr')}
          />
          <GenderChoice
            value={gender}
            onChange={(next) => {
              setGender(next);
              setSaved(null);
            }}
          />
          <SaveRow
            pending={save.isPending}
            label={t('advisorConsole.profile.presentation.save')}
            saved={saved}
          />
        </form>
      </ConsoleCard>
      <div className="grid min-w-0 gap-2">
        <p className="px-1 text-xs font-semibold tracking-wide text-night-500 uppercase">
          {t('advisorConsole.profile.presentation.preview')}
        </p>
        {text ? (
          <ProfilePresentation description={text} headingLevel="h3" />
        ) : (
          <p className="rounded-3xl border border-dashed border-night-200 p-6 text-sm text-night-600">
            {t('advisorConsole.profile.presentation.empty')}
          </p>
        )}
        {textFr ? (
          <>
            <p className="mt-3 px-1 text-xs font-semibold tracking-wide text-night-500 uppercase">
              {t('advisorConsole.profile.presentation.previewFr')}
            </p>
            <ProfilePresentation description={textFr} headingLevel="h3" />
          </>
        ) : null}
      </div>
    </div>
  );
}
