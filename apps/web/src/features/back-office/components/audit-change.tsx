import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdjustReason } from '../adjust-form.ts';
import { auditDiff } from '../audit-diff.ts';
import { reasonLabelKey } from '../labels.ts';

/** How many changed values show before 'Show all changes'. */
const FOLDED = 2;

/** An audit row's before → after, as the values that changed; long changes fold. */
export function AuditChange({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const lines = auditDiff(before, after);
  if (lines.length === 0) return <span className="text-night-500">{t('backOffice.audit.noChange')}</span>;
  const shown = expanded ? lines : lines.slice(0, FOLDED);
  // An adjustment records its reason by its code: staff read the form's label.
  const readable = (path: string, value: string) =>
    path === 'reason' && isAdjustReason(value) ? t(reasonLabelKey(value)) : value;
  return (
    <div className="grid justify-items-start gap-1">
      <ul id={listId} className="grid gap-0.5 font-mono text-xs">
        {shown.map((line) => (
          <li key={line.path} className="[overflow-wrap:anywhere]">
            {line.path ? <span className="text-night-600">{line.path}: </span> : null}
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
