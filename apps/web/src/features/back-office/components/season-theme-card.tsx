import { BRAND } from '@app/shared/brand';
import { THEMES, type ThemeMode } from '@app/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useAuth } from '../../../lib/use-auth.tsx';
import { formatDateTime } from '../format.ts';
import { themeQueryOptions, useSetTheme } from '../tarot-theme-api.ts';
import { BackOfficeCard, LoadFailed } from './back-office-shell.tsx';
import { ConfirmNoteDialog } from './confirm-dialog.tsx';
import { Badge } from './status-badges.tsx';

/** Each season's colours, as its decorations draw them on the home page (display only). */
const SWATCHES: Record<ThemeMode, readonly string[]> = {
  default: ['#140b2c', '#f6dc9a', '#f8f1e3'],
  halloween: ['#f28c28', '#3a1a06', '#3f8f4f', '#140b2c'],
  christmas: ['#e5484d', '#2f9e63', '#eef4ff', '#f6dc9a'],
  blackfriday: ['#120a2e', '#e6bd5c', '#e5484d'],
};

/**
 * The season theme: what the site shows now, a preview of each theme (its colours, its headline and
 * subtitle as the home page writes them), and for an admin a switch with a confirmation.
 */
export function SeasonThemeCard() {
  const { t } = useTranslation();
  const { role } = useAuth();
  const canManage = role === 'admin';
  const current = useQuery(themeQueryOptions());
  const [chosen, setChosen] = useState<ThemeMode | null>(null);
  const [confirming, setConfirming] = useState(false);
  const setTheme = useSetTheme();
  const nameOf = (theme: ThemeMode) => t(`backOffice.tarotTheme.theme.names.${theme}`);

  if (current.isError && !current.data) return <LoadFailed onRetry={() => void current.refetch()} />;
  const data = current.data;
  const selected = chosen ?? data?.theme ?? 'default';
  return (
    <BackOfficeCard title={t('backOffice.tarotTheme.theme.title')}>
      {!data ? (
        <Spinner label={t('backOffice.common.loading')} />
      ) : (
        <div className="grid gap-5">
          <p className="text-night-700">{t('backOffice.tarotTheme.theme.text')}</p>
          <div className="grid gap-1" data-testid="current-theme">
            <p className="text-sm font-semibold text-night-600">{t('backOffice.tarotTheme.theme.current')}</p>
            <p className="font-display text-2xl font-semibold text-night-900">{nameOf(data.theme)}</p>
            <p className="text-sm text-night-600">
              {data.source === 'configuration' || !data.updatedAt
                ? t('backOffice.tarotTheme.theme.fromConfiguration')
                : t('backOffice.tarotTheme.theme.changedBy', {
                    who: data.updatedBy ?? t('backOffice.common.none'),
                    when: formatDateTime(data.updatedAt),
                  })}
            </p>
          </div>
          <fieldset className="grid gap-3">
            <legend className="mb-2 text-sm font-semibold text-night-800">
              {t('backOffice.tarotTheme.theme.choose')}
            </legend>
            <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
              {THEMES.map((theme) => (
                <ThemeChoice
                  key={theme}
                  theme={theme}
                  name={nameOf(theme)}
                  checked={selected === theme}
                  isCurrent={data.theme === theme}
                  onChoose={() => setChosen(theme)}
                />
              ))}
            </div>
          </fieldset>
          {canManage ? (
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
              <button
                type="button"
                disabled={selected === data.theme}
                onClick={() => setConfirming(true)}
                className={buttonClass('night', 'md')}
              >
                {selected === data.theme
                  ? t('backOffice.tarotTheme.theme.pickAnother')
                  : t('backOffice.tarotTheme.theme.switch', { name: nameOf(selected) })}
              </button>
            </div>
          ) : (
            <p className="text-sm text-night-600">{t('backOffice.tarotTheme.theme.readOnly')}</p>
          )}
        </div>
      )}
      <ConfirmNoteDialog
        open={confirming}
        title={t('backOffice.tarotTheme.theme.confirmTitle', { name: nameOf(selected) })}
        text={t('backOffice.tarotTheme.theme.confirmText', { name: nameOf(selected) })}
        submitLabel={t('backOffice.tarotTheme.theme.switch', { name: nameOf(selected) })}
        pending={setTheme.isPending}
        error={setTheme.isError ? messageOf(setTheme.error, t('backOffice.confirm.failed')) : null}
        onClose={() => {
          setConfirming(false);
          setTheme.reset();
        }}
        onConfirm={(note) =>
          setTheme.mutate(
            { theme: selected, note },
            {
              onSuccess: (answer) => {
                setConfirming(false);
                setChosen(null);
                toast.success(t('backOffice.tarotTheme.theme.switched', { name: nameOf(answer.theme) }));
              },
            },
          )
        }
      />
    </BackOfficeCard>
  );
}

/** One theme as a radio choice: its preview band (colours, headline, subtitle) and its name. */
function ThemeChoice({
  theme,
  name,
  checked,
  isCurrent,
  onChoose,
}: {
  theme: ThemeMode;
  name: string;
  checked: boolean;
  isCurrent: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  const nameId = useId();
  return (
    <label
      className={`grid cursor-pointer content-start gap-3 rounded-2xl p-3 ring-1 transition-shadow has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-night-500 ${
        checked ? 'bg-night-50 ring-2 ring-night-600' : 'bg-white ring-night-100 hover:ring-night-500/40'
      }`}
    >
      <span className="flex items-center justify-between gap-2">
        <span className="flex items-center gap-2 font-semibold text-night-900">
          <input
            type="radio"
            name="season-theme"
            value={theme}
            checked={checked}
            onChange={onChoose}
            // Named by the theme alone: the preview and the badge would make a long name.
            aria-labelledby={nameId}
            className="size-4 accent-night-700"
          />
          <span id={nameId}>{name}</span>
        </span>
        {isCurrent ? <Badge tone="good">{t('backOffice.tarotTheme.theme.currentBadge')}</Badge> : null}
      </span>
      <span
        role="img"
        aria-label={t('backOffice.tarotTheme.theme.previewOf', { name })}
        className="on-dark grid gap-2 rounded-xl bg-night-sky p-3 text-white"
      >
        <span className="flex gap-1.5" title={t('backOffice.tarotTheme.theme.swatches')}>
          {SWATCHES[theme].map((colour) => (
            <span
              key={colour}
              className="size-5 rounded-full ring-1 ring-white/40"
              style={{ backgroundColor: colour }}
            />
          ))}
        </span>
        <span className="font-display text-base leading-snug font-semibold text-gold-200">
          {t(`site.themes.${theme}.headline`, { product: BRAND.productName })}
        </span>
        <span className="line-clamp-3 text-xs text-white/80">{t(`site.themes.${theme}.subtitle`)}</span>
      </span>
    </label>
  );
}
