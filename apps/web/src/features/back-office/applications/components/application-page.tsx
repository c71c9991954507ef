import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../../../lib/api-client.ts';
import { useAuth } from '../../../../lib/use-auth.tsx';
import { BackOfficeShell, LoadFailed } from '../../components/back-office-shell.tsx';
import { formatDateTime } from '../../format.ts';
import { applicationQueryOptions } from '../api.ts';
import {
  ApplicationStatusBadge,
  BackToQueue,
  PageLoading,
  useApplicationWords,
} from './application-parts.tsx';
import { AdvisorCard, DecisionCard } from './decision-card.tsx';
import { HistoryCard } from './history-card.tsx';
import { NotesCard } from './notes-card.tsx';
import { RubricCard } from './rubric-card.tsx';
import { ScreeningCard, TestReadingCard } from './screening-cards.tsx';
import { AvailabilityCard, MediaCard, SubmittedCard } from './submitted-cards.tsx';

/** /admin/applications/:applicationId: one application, for support and admin (admin decides). */
export function ApplicationPage() {
  const { applicationId = '' } = useParams();
  const admin = useAuth().role === 'admin';
  return <ApplicationView id={applicationId} admin={admin} />;
}

/**
 * What the applicant sent (the form, the week, the photo and the voice) beside what staff do with it: the
 * screening, the test reading and its rubric, the decision, the advisor it created, the notes and the
 * history. Laptops get two columns: what was sent and what happened since, beside the work in its order;
 * a phone reads the one after the other.
 */
export function ApplicationView({ id, admin }: { id: string; admin: boolean }) {
  const { t } = useTranslation();
  const words = useApplicationWords();
  const detail = useQuery({ ...applicationQueryOptions(id), enabled: id !== '' });
  const application = detail.data;

  if (!application) {
    const missing = id === '' || (detail.error instanceof ApiError && detail.error.status === 404);
    return (
      <BackOfficeShell
        title={t('backOffice.applications.detail.title')}
        heading={t('backOffice.applications.detail.title')}
        above={<BackToQueue />}
      >
        {detail.isError || missing ? (
          <LoadFailed
            message={missing ? t('backOffice.applications.detail.notFound') : undefined}
            onRetry={() => void detail.refetch()}
          />
        ) : (
          <PageLoading />
        )}
      </BackOfficeShell>
    );
  }

  return (
    <BackOfficeShell
      title={application.name}
      heading={application.name}
      above={<BackToQueue />}
      subline={
        <span className="inline-flex flex-wrap items-center gap-2">
          <ApplicationStatusBadge status={application.status} />
          {t('backOffice.applications.detail.subline', {
            date: formatDateTime(application.createdAt),
            language: words.language(application.language),
          })}
        </span>
      }
    >
      <div className="grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="grid min-w-0 gap-5">
          <SubmittedCard application={application} />
          <AvailabilityCard availability={application.availability} />
          <MediaCard application={application} />
          <HistoryCard history={application.history} />
        </div>
        <div className="grid min-w-0 gap-5">
          {application.status === 'new' ? <ScreeningCard application={application} /> : null}
          <TestReadingCard application={application} />
          <RubricCard key={scoresKey(application.testScores)} application={application} />
          <DecisionCard application={application} admin={admin} />
          {application.advisor ? <AdvisorCard advisor={application.advisor} admin={admin} /> : null}
          <NotesCard application={application} />
        </div>
      </div>
    </BackOfficeShell>
  );
}

/** The rubric's form starts again from the recorded scores whenever they change (here or elsewhere). */
function scoresKey(scores: Record<string, number> | null): string {
  return scores ? JSON.stringify(scores) : 'unscored';
}
