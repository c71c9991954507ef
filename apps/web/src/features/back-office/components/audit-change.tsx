import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n.ts';
import { auditDiff } from '../audit-diff.ts';
import { type AuditWords, auditFieldLabel, auditValueText } from '../audit-words.ts';
import { reasonLabelKey } from '../labels.ts';

/** How many changed values show before 'Show all changes'. */
const FOLDED = 2;

/** The catalogue's words for the audit log, in the page's language. */
function useAuditWords(): AuditWords {
  const { t } = useTranslation();
  return {
    field: (name) => {
      const key = `backOffice.auditWords.fields.${name}`;
      return i18n.exists(key) ? String(t(key as 'backOffice.auditWords.fields.name')) : undefined;
    },
    yes: t('backOffice.auditWords.yes'),
    no: t('backOffice.auditWords.no'),
    adjustReason: (reason) => t(reasonLabelKey(reason)),
  };
}

/**
 * An audit row's before → after, as the values that changed, in staff's words: each field by its name,
 * each id by what it names (`names`, from the server); long changes fold.
 */
export function AuditChange({
  before,
  after,
  names,
}: {
  before: unknown;
  after: unknown;
  names: Readonly<Record<string, string>>;
}) {
  const { t } = useTranslation();
  const words = useAuditWords();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const lines = auditDiff(before, after);
  if (lines.length === 0) return <span className="text-night-500">{t('backOffice.audit.noChange')}</span>;
  const shown = expanded ? lines : lines.slice(0, FOLDED);
  const readable = (path: string, value: string) => auditValueText(path, value, names, words);
  return (
    <div className="grid justify-items-start gap-1">
      <ul id={listId} className="grid gap-0.5 text-xs">
        {shown.map((line) => (
          <li key={line.path} className="[overflow-wrap:anywhere]">
            {line.path ? (
              <span className="font-semibold text-night-700">{auditFieldLabel(line.path, words)}: </span>
            ) : null}
            {line.before === undefined ? null : (
              <>
                <span className="text-red-800">{readable(line.path, line.before)}</span>
                <span className="text-night-500">{' → '}</span>
              </>
            )}
            {line.after === undefined ? (
              <span className="text-night-500 italic">{t('backOffice.audit.removed')}</span>
            ) : (
              <span className="font-semibold text-emerald-800">{readable(line.path, line.after)}</span>
            )}
          </li>
        ))}
      </ul>
      {lines.length > FOLDED ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
          className="rounded text-left text-xs font-semibold whitespace-nowrap text-night-600 underline underline-offset-2 hover:text-night-900"
        >
          {expanded
            ? t('backOffice.audit.hideChange')
            : `${t('backOffice.audit.showChange')} (${lines.length})`}
        </button>
      ) : null}
    </div>
  );
}
