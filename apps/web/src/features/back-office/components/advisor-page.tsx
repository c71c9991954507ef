import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { ArrowLeftIcon, ExternalLinkIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/use-auth.tsx';
import { advisorListQueryOptions, advisorQueryOptions } from '../advisors-api.ts';
import { AdvisorEarningsCard } from './advisor-earnings-card.tsx';
import { AdvisorForm } from './advisor-form.tsx';
import { AdvisorSideCards } from './advisor-side-cards.tsx';
import { ActiveBadge, LiveBadge } from './advisors-page.tsx';
import { BackOfficeCard, BackOfficeShell, LoadFailed } from './back-office-shell.tsx';
import { PayoutProfileCard } from './payout-profile-card.tsx';

function BackToList() {
  const { t } = useTranslation();
  return (
    <Link
      to="/admin/advisors"
      className="inline-flex w-fit items-center gap-1.5 rounded text-sm font-semibold text-gold-200 hover:text-white"
    >
      <ArrowLeftIcon aria-hidden="true" className="size-4" />
      {t('backOffice.advisors.back')}
    </Link>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[30vh] items-center justify-center">
      <Spinner label={t('backOffice.common.loading')} />
    </div>
  );
}

/** /admin/advisors/new: the profile form with the next free extension proposed. */
export function NewAdvisorPage() {
  const { t } = useTranslation();
  const list = useQuery(advisorListQueryOptions());
  return (
    <BackOfficeShell
      title={t('backOffice.advisors.form.newTitle')}
      heading={t('backOffice.advisors.form.newTitle')}
      above={<BackToList />}
    >
      {list.data ? (
        <AdvisorForm
          nextAgentId={list.data.nextAgentId}
          defaultPayout={list.data.items[0]?.defaultPayoutCentsPerMinute ?? 0}
        />
      ) : list.isError ? (
        <LoadFailed onRetry={() => void list.refetch()} />
      ) : (
        <Loading />
      )}
    </BackOfficeShell>
  );
}

/** /admin/advisors/:agentId: the advisor as staff see them; an admin edits, deactivates and manages the login. */
export function AdvisorPage() {
  const { t } = useTranslation();
  const { agentId: param = '' } = useParams();
  const agentId = Number(param);
  const detail = useQuery({
    ...advisorQueryOptions(agentId),
    enabled: Number.isSafeInteger(agentId) && agentId > 0,
  });
  const { role } = useAuth();
  const admin = role === 'admin';
  const advisor = detail.data;

  if (!advisor) {
    const missing = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <BackOfficeShell
        title={t('backOffice.advisors.title')}
        heading={t('backOffice.advisors.title')}
        above={<BackToList />}
      >
        {detail.isError || !(agentId > 0) ? (
          <LoadFailed
            message={missing || !(agentId > 0) ? t('backOffice.advisors.notFound') : undefined}
            onRetry={() => void detail.refetch()}
          />
        ) : (
          <Loading />
        )}
      </BackOfficeShell>
    );
  }

  return (
    <BackOfficeShell
      title={advisor.name}
      heading={advisor.name}
      above={<BackToList />}
      subline={
        <span className="inline-flex flex-wrap items-center gap-2">
          {t('backOffice.advisors.detail.extension', { agentId: advisor.agentId })}
          <ActiveBadge active={advisor.isActive} draft={advisor.draft} />
          <LiveBadge advisor={advisor} />
        </span>
      }
      action={
        advisor.isActive ? (
          <a
            href={advisor.profilePath}
            target="_blank"
            rel="noreferrer"
            className={buttonClass('outlineLight', 'md')}
          >
            {t('backOffice.advisors.detail.publicProfile')}
            <ExternalLinkIcon aria-hidden="true" className="size-4" />
          </a>
        ) : undefined
      }
    >
      {admin ? null : <Alert tone="info">{t('backOffice.advisors.readOnly')}</Alert>}
      <div className="grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <div className="grid min-w-0 gap-5">
          {admin ? (
            <AdvisorForm
              key={advisor.agentId}
              advisor={advisor}
              defaultPayout={advisor.defaultPayoutCentsPerMinute}
            />
          ) : (
            <BackOfficeCard title={t('backOffice.advisors.form.profileHeading')}>
              <p className="whitespace-pre-line text-night-800">{advisor.description}</p>
              {advisor.descriptionFr ? (
                <>
                  <h3 className="mt-5 mb-1.5 text-sm font-semibold text-night-800">
                    {t('backOffice.advisors.form.descriptionFr')}
                  </h3>
                  <p lang="fr-CA" className="whitespace-pre-line text-night-800">
                    {advisor.descriptionFr}
                  </p>
                </>
              ) : null}
            </BackOfficeCard>
          )}
          <AdvisorEarningsCard agentId={advisor.agentId} admin={admin} />
        </div>
        <div className="grid min-w-0 gap-5">
          <AdvisorSideCards advisor={advisor} admin={admin} />
          <PayoutProfileCard agentId={advisor.agentId} admin={admin} />
        </div>
      </div>
    </BackOfficeShell>
  );
}
