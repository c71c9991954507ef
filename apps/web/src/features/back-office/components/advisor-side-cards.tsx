import { elisionContext } from '@app/shared/rules/french-elision';
import { genderContext } from '@app/shared/rules/grammatical-gender';
import { formatPhoneDisplay } from '@app/shared/rules/phone';
import {
  ADVISOR_PHOTO_TYPES,
  ADVISOR_UPLOAD_MAX_BYTES,
  ADVISOR_VOICE_TYPES,
} from '@app/shared/schemas/advisor-console';
import { type StaffAdvisor, staffAdvisorLoginBodySchema } from '@app/shared/schemas/staff-advisors';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { FileInput } from '../../../components/ui/file-input.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { formatFileSize } from '../../../lib/formats.ts';
import { schemaMessage } from '../../../lib/schema-messages.ts';
import { toast } from '../../../lib/toast.ts';
import {
  useLinkAdvisorLogin,
  useResetAdvisorLogin,
  useSetAdvisorActive,
  useSetAdvisorPhone,
  useUploadAdvisorMedia,
} from '../advisors-api.ts';
import { PublishProfileButton } from '../applications/components/decision-card.tsx';
import { ActiveBadge } from './advisors-page.tsx';
import { BackOfficeCard } from './back-office-shell.tsx';
import { ConfirmNoteDialog } from './confirm-dialog.tsx';

interface CardProps {
  advisor: StaffAdvisor;
  admin: boolean;
}

function StatusCard({ advisor, admin }: CardProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const setActive = useSetAdvisorActive(advisor.agentId);
  const next = advisor.isActive ? 'deactivate' : 'reactivate';
  // French agrees with the advisor (« La voyante disparaît… »), or speaks of « cette personne ».
  const context = genderContext(advisor.grammaticalGender);
  if (advisor.draft) return <DraftStatusCard advisor={advisor} admin={admin} />;
  return (
    <BackOfficeCard title={t('backOffice.advisors.detail.statusHeading')}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ActiveBadge active={advisor.isActive} />
        {admin ? (
          <button
            type="button"
            onClick={() => {
              setActive.reset();
              setOpen(true);
            }}
            className={buttonClass('outlineDark', 'md')}
          >
            {t(`backOffice.advisors.detail.${next}`)}
          </button>
        ) : null}
      </div>
      <ConfirmNoteDialog
        open={open}
        title={t(`backOffice.advisors.detail.${next}Title`, { name: advisor.name })}
        text={t(`backOffice.advisors.detail.${next}Text`, { context })}
        submitLabel={t(`backOffice.advisors.detail.${next}`)}
        danger={advisor.isActive}
        pending={setActive.isPending}
        error={setActive.isError ? messageOf(setActive.error, t('backOffice.advisors.form.failed')) : null}
        onClose={() => setOpen(false)}
        onConfirm={(note) =>
          setActive.mutate(
            { active: !advisor.isActive, note },
            {
              onSuccess: () => {
                toast.success(
                  t(`backOffice.advisors.detail.${advisor.isActive ? 'deactivated' : 'reactivated'}`, {
                    context,
                  }),
                );
                setOpen(false);
              },
            },
          )
        }
      />
    </BackOfficeCard>
  );
}

/**
 * An approved applicant's advisor before publishing: hidden from customers, their login already works.
 * Publishing (admin) is the one way into the directory; reactivating does not apply to a draft.
 */
function DraftStatusCard({ advisor, admin }: CardProps) {
  const { t } = useTranslation();
  return (
    <BackOfficeCard title={t('backOffice.advisors.detail.statusHeading')}>
      <div className="grid justify-items-start gap-3">
        <ActiveBadge active={false} draft />
        <p className="text-sm text-night-700">{t('backOffice.applications.advisor.draft')}</p>
        {admin ? <PublishProfileButton agentId={advisor.agentId} /> : null}
      </div>
    </BackOfficeCard>
  );
}

/** A one-field form of a side card: its input, the button, and the refusal in the server's words. */
function OneFieldForm({
  label,
  submitLabel,
  pending,
  error,
  type,
  onSubmit,
}: {
  label: string;
  submitLabel: string;
  pending: boolean;
  error: string | undefined;
  type: 'tel' | 'email';
  onSubmit: (value: string) => void;
}) {
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit(value);
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-3">
      <FormField
        label={label}
        type={type}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={error}
        autoComplete="off"
      />
      <button type="submit" disabled={pending} className={`${buttonClass('night', 'md')} w-fit`}>
        {submitLabel}
      </button>
    </form>
  );
}

function PhoneCard({ advisor, admin }: CardProps) {
  const { t } = useTranslation();
  const setPhone = useSetAdvisorPhone(advisor.agentId);
  return (
    <BackOfficeCard title={t('backOffice.advisors.detail.phoneHeading')}>
      <p className="mb-4 text-lg font-semibold whitespace-nowrap text-night-900 tabular-nums">
        {formatPhoneDisplay(advisor.phoneNumber)}
      </p>
      {admin ? (
        <OneFieldForm
          label={t('backOffice.advisors.detail.newPhone')}
          submitLabel={t('backOffice.advisors.detail.phoneSave')}
          type="tel"
          pending={setPhone.isPending}
          error={
            setPhone.isError ? messageOf(setPhone.error, t('backOffice.advisors.form.failed')) : undefined
          }
          onSubmit={(phone) =>
            setPhone.mutate(phone, {
              onSuccess: () => toast.success(t('backOffice.advisors.detail.phoneSaved')),
            })
          }
        />
      ) : null}
    </BackOfficeCard>
  );
}

function LoginCard({ advisor, admin }: CardProps) {
  const { t } = useTranslation();
  const link = useLinkAdvisorLogin(advisor.agentId);
  const reset = useResetAdvisorLogin(advisor.agentId);
  const [invalid, setInvalid] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  let body: ReactNode;
  if (advisor.loginEmail) {
    body = (
      <div className="grid gap-3">
        <p className="text-night-800 [overflow-wrap:anywhere]">
          {t('backOffice.advisors.detail.loginOf', { email: advisor.loginEmail })}
        </p>
        {admin ? (
          <button
            type="button"
            disabled={reset.isPending}
            onClick={() => {
              reset.reset();
              setConfirming(true);
            }}
            className={`${buttonClass('outlineDark', 'md')} w-fit`}
          >
            {t('backOffice.advisors.detail.loginReset')}
          </button>
        ) : null}
        <ConfirmNoteDialog
          open={confirming}
          title={t('backOffice.advisors.detail.loginResetTitle', {
            name: advisor.name,
            context: elisionContext(advisor.name),
          })}
          text={t('backOffice.advisors.detail.loginResetText', {
            context: genderContext(advisor.grammaticalGender),
          })}
          submitLabel={t('backOffice.advisors.detail.loginReset')}
          pending={reset.isPending}
          error={reset.isError ? messageOf(reset.error, t('backOffice.advisors.form.failed')) : null}
          onClose={() => setConfirming(false)}
          onConfirm={(note) =>
            reset.mutate(note, {
              onSuccess: () => {
                toast.success(t('backOffice.advisors.detail.loginResetDone'));
                setConfirming(false);
              },
            })
          }
        />
      </div>
    );
  } else {
    body = (
      <div className="grid gap-3">
        <p className="text-night-700">
          {t('backOffice.advisors.detail.loginNone', { context: genderContext(advisor.grammaticalGender) })}
        </p>
        {admin ? (
          <OneFieldForm
            label={t('backOffice.advisors.detail.loginEmail')}
            submitLabel={t('backOffice.advisors.detail.loginLink')}
            type="email"
            pending={link.isPending}
            error={
              invalid ??
              (link.isError ? messageOf(link.error, t('backOffice.advisors.form.failed')) : undefined)
            }
            onSubmit={(email) => {
              const parsed = staffAdvisorLoginBodySchema.safeParse({ email });
              const issue = parsed.success ? undefined : parsed.error.issues[0]?.message;
              setInvalid(issue === undefined ? undefined : schemaMessage(issue));
              if (parsed.success)
                link.mutate(parsed.data.email, {
                  onSuccess: () => toast.success(t('backOffice.advisors.detail.loginLinked')),
                });
            }}
          />
        ) : null}
      </div>
    );
  }
  return (
    <BackOfficeCard title={t('backOffice.advisors.detail.loginHeading')}>
      {body}
      <p className="mt-3 text-xs text-night-600">{t('backOffice.advisors.detail.loginNever')}</p>
    </BackOfficeCard>
  );
}

function MediaUpload({
  agentId,
  kind,
  accept,
}: {
  agentId: number;
  kind: 'photo' | 'voice';
  accept: readonly string[];
}) {
  const { t } = useTranslation();
  const upload = useUploadAdvisorMedia(agentId, kind);
  const [file, setFile] = useState<File | null>(null);
  const id = `advisor-${kind}`;
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (file && !upload.isPending)
          upload.mutate(file, { onSuccess: () => toast.success(t('backOffice.advisors.detail.uploaded')) });
      }}
    >
      <label htmlFor={id} className="text-sm font-semibold text-night-800">
        {t(`backOffice.advisors.detail.${kind}`, { size: formatFileSize(ADVISOR_UPLOAD_MAX_BYTES) })}
      </label>
      <FileInput
        id={id}
        accept={accept.join(',')}
        onChoose={(chosen) => {
          upload.reset();
          setFile(chosen ?? null);
        }}
      />
      <button
        type="submit"
        disabled={!file || upload.isPending}
        className={`${buttonClass('night', 'sm')} w-fit`}
      >
        {upload.isPending
          ? t('backOffice.advisors.detail.uploading')
          : t('backOffice.advisors.detail.upload')}
      </button>
      {upload.isError ? (
        <Alert tone="error">{messageOf(upload.error, t('backOffice.advisors.form.failed'))}</Alert>
      ) : null}
    </form>
  );
}

function MediaCard({ advisor, admin }: CardProps) {
  const { t } = useTranslation();
  return (
    <BackOfficeCard title={t('backOffice.advisors.detail.mediaHeading')}>
      <div className="grid gap-5">
        <div className="flex items-center gap-4">
          {advisor.photoUrl ? (
            <img
              src={advisor.photoUrl}
              alt={advisor.name}
              className="size-20 rounded-2xl object-cover ring-1 ring-night-100"
            />
          ) : (
            <p className="text-sm text-night-600">{t('backOffice.advisors.detail.noPhoto')}</p>
          )}
        </div>
        {admin ? <MediaUpload agentId={advisor.agentId} kind="photo" accept={ADVISOR_PHOTO_TYPES} /> : null}
        <p className="text-sm text-night-700">
          {advisor.hasVoice
            ? t('backOffice.advisors.detail.hasVoice')
            : t('backOffice.advisors.detail.noVoice')}
        </p>
        {admin ? <MediaUpload agentId={advisor.agentId} kind="voice" accept={ADVISOR_VOICE_TYPES} /> : null}
      </div>
    </BackOfficeCard>
  );
}

/**
 * The advisor page's side column: the status (deactivate, reactivate), the phone, the console login and
 * the photo and voice; an admin acts on each, support reads them.
 */
export function AdvisorSideCards({ advisor, admin }: CardProps) {
  return (
    <>
      <StatusCard advisor={advisor} admin={admin} />
      <PhoneCard advisor={advisor} admin={admin} />
      <LoginCard advisor={advisor} admin={admin} />
      <MediaCard advisor={advisor} admin={admin} />
    </>
  );
}
