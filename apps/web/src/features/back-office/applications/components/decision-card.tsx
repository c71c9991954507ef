import type { StaffApplication } from '@app/shared/schemas/application-screening';
import { REJECTION_REASONS } from '@app/shared/schemas/applications';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../../components/ui/alert.tsx';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { DialogFormEnd } from '../../../../components/ui/dialog-form-end.tsx';
import { ArrowRightIcon } from '../../../../components/ui/icons.tsx';
import { messageOf } from '../../../../lib/api-client.ts';
import { advisorPath } from '../../advisors-api.ts';
import { BackOfficeCard } from '../../components/back-office-shell.tsx';
import { ReasonSelect } from '../../components/form-parts.tsx';
import { formatDateTime } from '../../format.ts';
import {
  type RejectionReason,
  useApproveApplication,
  usePublishAdvisor,
  useRejectApplication,
} from '../api.ts';
import { CardNote, confirmWhenDone } from './application-parts.tsx';
import { isOpen } from './screening-cards.tsx';

type Props = { application: StaffApplication; admin: boolean };

/**
 * Approve or reject, for an admin only (support reads why not; the server checks the role again), or the
 * decision already taken. Approval needs a test reading that passed.
 */
export function DecisionCard({ application, admin }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'approve' | 'reject' | null>(null);
  let body: ReactNode;
  if (application.status === 'withdrawn') {
    body = <CardNote>{t('backOffice.applications.decision.withdrawn')}</CardNote>;
  } else if (application.status === 'approved' || application.status === 'rejected') {
    const date = application.decidedAt ? formatDateTime(application.decidedAt) : '';
    body = (
      <p className="font-semibold text-night-900" data-testid="application-decision">
        {application.status === 'approved'
          ? t('backOffice.applications.decision.approvedOn', { date })
          : t('backOffice.applications.decision.rejectedOn', {
              date,
              reason: application.rejectReason
                ? t(`backOffice.applications.reasons.${application.rejectReason}`)
                : '',
            })}
      </p>
    );
  } else if (!admin) {
    body = <CardNote>{t('backOffice.applications.decision.adminOnly')}</CardNote>;
  } else {
    const passed = application.testOutcome === 'pass';
    body = (
      <div className="grid gap-3">
        {passed ? null : <CardNote>{t('backOffice.applications.decision.needsPass')}</CardNote>}
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            disabled={!passed}
            onClick={() => setOpen('approve')}
            className={buttonClass('night', 'md')}
          >
            {t('backOffice.applications.decision.approve')}
          </button>
          <button
            type="button"
            onClick={() => setOpen('reject')}
            className="inline-flex items-center justify-center rounded-full border border-red-700/40 px-5 py-2.5 text-sm font-semibold text-red-800 transition-colors hover:border-red-700 hover:bg-red-50"
          >
            {t('backOffice.applications.decision.reject')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <BackOfficeCard title={t('backOffice.applications.decision.title')}>
      {body}
      {admin && isOpen(application) ? (
        <>
          <Dialog
            open={open === 'approve'}
            onClose={() => setOpen(null)}
            title={t('backOffice.applications.decision.approveTitle')}
          >
            {open === 'approve' ? <ApproveForm id={application.id} onClose={() => setOpen(null)} /> : null}
          </Dialog>
          <Dialog
            open={open === 'reject'}
            onClose={() => setOpen(null)}
            title={t('backOffice.applications.decision.rejectTitle')}
          >
            {open === 'reject' ? <RejectForm id={application.id} onClose={() => setOpen(null)} /> : null}
          </Dialog>
        </>
      ) : null}
    </BackOfficeCard>
  );
}

function ApproveForm({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const approve = useApproveApplication(id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (approve.isPending) return;
    confirmWhenDone(
      approve.mutateAsync().then((approved) => {
        onClose();
        return approved;
      }),
      ({ agentId }) => t('backOffice.applications.decision.approved', { agentId }),
    );
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <p className="text-night-700">{t('backOffice.applications.decision.approveText')}</p>
      <DialogFormEnd
        error={approve.isError ? messageOf(approve.error, t('backOffice.applications.detail.failed')) : null}
        pending={approve.isPending}
        submitLabel={t('backOffice.applications.decision.approve')}
        pendingLabel={t('backOffice.applications.decision.approving')}
        cancelLabel={t('backOffice.common.cancel')}
        onCancel={onClose}
      />
    </form>
  );
}

function RejectForm({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const reject = useRejectApplication(id);
  const [reason, setReason] = useState<RejectionReason | ''>('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reject.isPending) return;
    if (reason === '') {
      setMissing(true);
      return;
    }
    confirmWhenDone(
      reject.mutateAsync(reason).then(() => onClose()),
      () => t('backOffice.applications.decision.rejected'),
    );
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <p className="text-night-700">{t('backOffice.applications.decision.rejectText')}</p>
      <ReasonSelect
        label={t('backOffice.applications.decision.reason')}
        placeholder={t('backOffice.applications.decision.chooseReason')}
        reasons={REJECTION_REASONS.map((value) => ({
          value,
          label: t(`backOffice.applications.reasons.${value}`),
        }))}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value as RejectionReason | '');
          setMissing(false);
        }}
        error={missing ? t('backOffice.applications.decision.reasonRequired') : undefined}
      />
      <DialogFormEnd
        error={reject.isError ? messageOf(reject.error, t('backOffice.applications.detail.failed')) : null}
        pending={reject.isPending}
        submitLabel={t('backOffice.applications.decision.reject')}
        pendingLabel={t('backOffice.applications.decision.rejecting')}
        cancelLabel={t('backOffice.common.cancel')}
        onCancel={onClose}
        danger
      />
    </form>
  );
}

/**
 * The advisor an approval created: its extension, its back-office page, and while it is still a draft
 * (hidden from customers), the button that publishes it (admin).
 */
export function AdvisorCard({
  advisor,
  admin,
}: {
  advisor: NonNullable<StaffApplication['advisor']>;
  admin: boolean;
}) {
  const { t } = useTranslation();
  return (
    <BackOfficeCard title={t('backOffice.applications.advisor.title')}>
      <div className="grid justify-items-start gap-3">
        <p className="font-semibold text-night-900 tabular-nums">
          {t('backOffice.applications.advisor.extension', { agentId: advisor.agentId })}
        </p>
        <p className="text-night-800" data-testid="advisor-state">
          {advisor.draft
            ? t('backOffice.applications.advisor.draft')
            : t('backOffice.applications.advisor.live')}
        </p>
        <Link
          to={advisorPath(advisor.agentId)}
          className="inline-flex items-center gap-1.5 rounded font-semibold text-night-700 underline underline-offset-2 hover:text-night-900"
        >
          {t('backOffice.applications.advisor.open')}
          <ArrowRightIcon aria-hidden="true" className="size-4" />
        </Link>
        {advisor.draft && !admin ? (
          <CardNote>{t('backOffice.applications.advisor.publishAdminOnly')}</CardNote>
        ) : null}
        {advisor.draft && admin ? <PublishProfileButton agentId={advisor.agentId} /> : null}
      </div>
    </BackOfficeCard>
  );
}

/**
 * Publishes a draft advisor (admin): the one way into the directory, from the application's page or the
 * advisor's. The refusal shows above it, the success as a toast.
 */
export function PublishProfileButton({ agentId }: { agentId: number }) {
  const { t } = useTranslation();
  const publish = usePublishAdvisor();
  return (
    <>
      {publish.isError ? (
        <Alert tone="error">{messageOf(publish.error, t('backOffice.applications.detail.failed'))}</Alert>
      ) : null}
      <button
        type="button"
        disabled={publish.isPending}
        onClick={() =>
          confirmWhenDone(publish.mutateAsync(agentId), () => t('backOffice.applications.advisor.published'))
        }
        className={buttonClass('night', 'md')}
      >
        {publish.isPending
          ? t('backOffice.applications.advisor.publishing')
          : t('backOffice.applications.advisor.publish')}
      </button>
    </>
  );
}
