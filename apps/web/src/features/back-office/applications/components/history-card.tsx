import type { StaffApplication } from '@app/shared/schemas/application-screening';
import { STAFF_AUDIT_ACTIONS, type StaffAuditAction } from '@app/shared/schemas/staff';
import { useTranslation } from 'react-i18next';
import { BackOfficeCard } from '../../components/back-office-shell.tsx';
import { formatDateTime } from '../../format.ts';
import { actionLabelKey } from '../../labels.ts';

const isAuditAction = (action: string): action is StaffAuditAction =>
  (STAFF_AUDIT_ACTIONS as readonly string[]).includes(action);

/**
 * The audit log's rows about this application, newest first: when, what, and who. A list rather than a
 * table: where the card is wide each row reads across in three columns; where it is narrow they stack.
 */
export function HistoryCard({ history }: { history: StaffApplication['history'] }) {
  const { t } = useTranslation();
  return (
    <BackOfficeCard title={t('backOffice.applications.history.title')}>
      {history.length === 0 ? (
        <p className="text-night-600">{t('backOffice.applications.history.empty')}</p>
      ) : (
        <ol className="@container grid" data-testid="application-history">
          {history.map((row) => (
            <li
              key={`${row.at} ${row.action} ${row.actorEmail}`}
              className="grid gap-1 border-b border-night-100 py-3 text-sm first:pt-0 last:border-b-0 last:pb-0 @xl:grid-cols-[12.5rem_minmax(0,1fr)_minmax(0,14rem)] @xl:gap-4"
            >
              <time dateTime={row.at} className="text-night-600 tabular-nums">
                {formatDateTime(row.at)}
              </time>
              <span className="font-semibold text-night-900">
                {isAuditAction(row.action) ? t(actionLabelKey(row.action)) : row.action}
              </span>
              <span className="text-night-800 [overflow-wrap:anywhere]">
                {row.actorName}
                <span className="block text-xs text-night-600">{row.actorEmail}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </BackOfficeCard>
  );
}
