import { advisorConsole } from '@app/shared/messages/advisor-console';
import {
  ADVISOR_DESCRIPTION_MAX,
  ADVISOR_DESCRIPTION_MIN,
  type AdvisorProfile,
  advisorDescriptionBodySchema,
} from '@app/shared/schemas/advisor-console';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuoteIcon } from '../../../../components/ui/action-icons.tsx';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { messageOf } from '../../../../lib/api-client.ts';
import { schemaMessage } from '../../../../lib/schema-messages.ts';
import { toast } from '../../../../lib/toast.ts';
import { ProfilePresentation } from '../../../advisors/components/profile/advisor-profile-page.tsx';
import { useSaveDescription } from '../../profile-api.ts';
import { normalizeDescription } from '../../profile-form.ts';
import { ConsoleCard } from '../console-shell.tsx';
import { fieldClass, SaveStatus } from './editor-parts.tsx';

/** The presentation: written on the left (on top on a phone), shown as customers will read it beside. */
export function PresentationEditor({ profile }: { profile: AdvisorProfile }) {
  const { t } = useTranslation();
  const save = useSaveDescription(profile.agentId);
  const [draft, setDraft] = useState(profile.description);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  const text = normalizeDescription(draft);
  const length = text.length;
  const outside = length < ADVISOR_DESCRIPTION_MIN || length > ADVISOR_DESCRIPTION_MAX;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const parsed = advisorDescriptionBodySchema.safeParse({ description: draft });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]?.message;
      setInvalid(issue === undefined ? null : schemaMessage(issue, { advisorConsole }));
      textareaRef.current?.focus();
      return;
    }
    setInvalid(null);
    save.mutate(parsed.data.description, {
      onSuccess: (profile) => {
        setDraft(profile.description);
        setSaved(t('advisorConsole.profile.presentation.saved'));
        toast.success(t('advisorConsole.profile.presentation.saved'));
      },
    });
  };

  const error =
    invalid ?? (save.isError ? messageOf(save.error, t('advisorConsole.profile.presentation.failed')) : null);
  return (
    <div className="grid gap-5 lg:grid-cols-2 lg:items-start">
      <ConsoleCard
        title={t('advisorConsole.profile.presentation.heading')}
        icon={<QuoteIcon className="size-5" />}
      >
        <form noValidate onSubmit={submit} className="grid gap-4">
          <div>
            <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-night-800">
              {t('advisorConsole.profile.presentation.label')}
            </label>
            <p id={`${id}-hint`} className="mb-2 text-sm text-night-600">
              {t('advisorConsole.profile.presentation.hint')}
            </p>
            <textarea
              ref={textareaRef}
              id={id}
              value={draft}
              rows={10}
              onChange={(event) => {
                setDraft(event.currentTarget.value);
                setSaved(null);
                setInvalid(null);
                if (save.isError) save.reset();
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint ${id}-count${error ? ` ${id}-error` : ''}`}
              className={`${fieldClass} min-h-56 resize-y lg:min-h-72 px-4 py-3 leading-relaxed ${error ? 'border-red-500' : 'border-night-100'}`}
            />
            <p
              id={`${id}-count`}
              className={`mt-1.5 text-right text-xs font-medium tabular-nums ${
                length > ADVISOR_DESCRIPTION_MAX
                  ? 'text-red-700'
                  : outside
                    ? 'text-amber-800'
                    : 'text-night-600'
              }`}
            >
              {t('advisorConsole.profile.presentation.count', {
                count: length,
                max: ADVISOR_DESCRIPTION_MAX,
              })}
            </p>
            {error ? (
              <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
                {error}
              </p>
            ) : null}
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <button type="submit" disabled={save.isPending} className={buttonClass('night', 'md')}>
              {save.isPending
                ? t('advisorConsole.profile.saving')
                : t('advisorConsole.profile.presentation.save')}
            </button>
            <SaveStatus message={saved} />
          </div>
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
      </div>
    </div>
  );
}
