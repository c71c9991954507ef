import { formatPhoneDisplay } from '@app/shared/rules/phone';
import type { PayoutProfileView, PayoutTinReveal } from '@app/shared/schemas/payout-profile';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { payoutProfileQueryOptions, useRevealTin } from '../earnings-api.ts';
import { formatDateTime } from '../format.ts';
import { BackOfficeCard } from './back-office-shell.tsx';
import { ConfirmNoteDialog } from './confirm-dialog.tsx';

/** A revealed number as people write it: a SIN in threes ('046-454-286'), anything else as stored. */
function spacedTin(reveal: PayoutTinReveal): string {
  return reveal.tinKind === 'sin' && /^\d{9}$/.test(reveal.tin)
    ? `${reveal.tin.slice(0, 3)}-${reveal.tin.slice(3, 6)}-${reveal.tin.slice(6)}`
    : reveal.tin;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm font-semibold text-night-600">{label}</dt>
      <dd className="text-night-900 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/**
 * An admin's reveal of the full SIN or business number: a reason first (the audit log keeps it), then the
 * number in a dialog of its own. It lives only in the reveal's mutation, which closing the dialog resets
 * (and which is kept for no time after), so the number is on screen once and nowhere else.
 */
function RevealTin({ agentId }: { agentId: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const reveal = useRevealTin(agentId);
  const close = () => {
    setOpen(false);
    reveal.reset();
  };
  const revealed = reveal.data;
  return (
    <>
      <button
        type="button"
        onClick={() => {
          reveal.reset();
          setOpen(true);
        }}
        className={buttonClass('outlineDark', 'sm')}
      >
        {t('backOfficeEarnings.payoutProfile.reveal')}
      </button>
      <ConfirmNoteDialog
        open={open && !revealed}
        title={t('backOfficeEarnings.payoutProfile.revealTitle')}
        text={t('backOfficeEarnings.payoutProfile.revealText')}
        submitLabel={t('backOfficeEarnings.payoutProfile.revealSubmit')}
        pending={reveal.isPending}
        error={
          reveal.isError ? messageOf(reveal.error, t('backOfficeEarnings.payoutProfile.revealFailed')) : null
        }
        onConfirm={(reason) => reveal.mutate(reason)}
        onClose={close}
      />
      <Dialog
        open={open && revealed !== undefined}
        onClose={close}
        title={t('backOfficeEarnings.payoutProfile.revealedTitle')}
      >
        {revealed ? (
          <div className="grid gap-4">
            <p>
              <span className="block text-sm font-semibold text-night-600">
                {t(`backOfficeEarnings.payoutProfile.tinKinds.${revealed.tinKind}`)}
              </span>
              <span data-testid="revealed-tin" className="font-mono text-2xl text-night-900 tabular-nums">
                {spacedTin(revealed)}
              </span>
            </p>
            <p className="text-sm text-night-700">{t('backOfficeEarnings.payoutProfile.revealedText')}</p>
            <button
              type="button"
              onClick={close}
              className={`${buttonClass('night', 'md')} w-fit justify-self-end`}
            >
              {t('backOfficeEarnings.payoutProfile.done')}
            </button>
          </div>
        ) : null}
      </Dialog>
    </>
  );
}

function ProfileDetails({
  profile,
  agentId,
  admin,
}: {
  profile: PayoutProfileView;
  agentId: number;
  admin: boolean;
}) {
  const { t } = useTranslation();
  const destination = profile.destination.includes('@')
    ? profile.destination
    : formatPhoneDisplay(profile.destination);
  return (
    <dl className="grid gap-3">
      <Row label={t('backOfficeEarnings.payoutProfile.method')}>
        {t(`backOfficeEarnings.payoutProfile.methods.${profile.method}`)}
      </Row>
      <Row label={t('backOfficeEarnings.payoutProfile.destination')}>{destination}</Row>
      <Row label={t('backOfficeEarnings.payoutProfile.legalName')}>{profile.legalName}</Row>
      <Row label={t('backOfficeEarnings.payoutProfile.address')}>
        {[profile.addressLine1, profile.addressLine2].filter(Boolean).join(', ')}
        <br />
        {`${profile.city} ${profile.province} ${profile.postalCode}`}
      </Row>
      <Row label={t(`backOfficeEarnings.payoutProfile.tinKinds.${profile.tinKind}`)}>
        <span className="inline-flex flex-wrap items-center gap-3">
          <span data-testid="masked-tin" className="font-mono tabular-nums">
            {profile.tinMasked}
          </span>
          {admin ? <RevealTin agentId={agentId} /> : null}
        </span>
      </Row>
      <Row label={t('backOfficeEarnings.payoutProfile.gstHst')}>
        {profile.gstHstNumber ?? t('backOfficeEarnings.payoutProfile.notRegistered')}
      </Row>
      <Row label={t('backOfficeEarnings.payoutProfile.qst')}>
        {profile.qstNumber ?? t('backOfficeEarnings.payoutProfile.notRegistered')}
      </Row>
      <Row label={t('backOfficeEarnings.payoutProfile.holdUntil')}>
        {profile.holdUntil ? (
          <span className="font-semibold text-amber-900">{formatDateTime(profile.holdUntil)}</span>
        ) : (
          t('backOfficeEarnings.payoutProfile.notHeld')
        )}
      </Row>
      <Row label={t('backOfficeEarnings.payoutProfile.updated')}>{formatDateTime(profile.updatedAt)}</Row>
    </dl>
  );
}

/**
 * Where the advisor is paid, as support and admin see it: the SIN or business number masked; only an
 * admin may reveal it (with a reason). Nobody in the back office changes it: only the advisor does.
 */
export function PayoutProfileCard({ agentId, admin }: { agentId: number; admin: boolean }) {
  const { t } = useTranslation();
  const query = useQuery(payoutProfileQueryOptions(agentId));
  const profile = query.data?.profile;
  return (
    <BackOfficeCard title={t('backOfficeEarnings.payoutProfile.heading')}>
      {query.data ? (
        profile ? (
          <ProfileDetails profile={profile} agentId={agentId} admin={admin} />
        ) : (
          <p className="text-night-700">{t('backOfficeEarnings.payoutProfile.none')}</p>
        )
      ) : query.isError ? (
        <div className="grid justify-items-start gap-3">
          <p role="alert" className="font-medium text-red-800">
            {t('backOffice.common.loadFailed')}
          </p>
          <button type="button" onClick={() => void query.refetch()} className={buttonClass('night', 'md')}>
            {t('backOffice.common.retry')}
          </button>
        </div>
      ) : (
        <Spinner label={t('backOffice.common.loading')} />
      )}
    </BackOfficeCard>
  );
}
