import { bundleWords } from '@app/shared/rules/bundle-words';
import {
  BUNDLE_FEATURE_MAX,
  BUNDLE_FEATURES_MAX,
  BUNDLE_NAME_MAX,
  type StaffBundle,
} from '@app/shared/schemas/bundles';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/formats.ts';
import { pageLanguage } from '../../../lib/language.ts';
import { toast } from '../../../lib/toast.ts';
import { type BundleFormValues, bundleFormValues, checkBundle } from '../bundle-form.ts';
import { bundlesQueryOptions, useSaveBundleWords } from '../bundles-api.ts';
import { BackOfficeCard, BackOfficeShell, LoadFailed } from './back-office-shell.tsx';
import { checkResolver, FormFoot } from './catalogue-form-parts.tsx';
import { ReadOnlyNote, useCanManageCatalogue } from './catalogue-parts.tsx';
import { NoteField } from './form-parts.tsx';
import { Badge } from './status-badges.tsx';

/** /admin/bundles: each bundle's name and features in English and in French, edited together. */
export function BundlesPage() {
  const { t } = useTranslation();
  const canManage = useCanManageCatalogue();
  const list = useQuery(bundlesQueryOptions);
  return (
    <BackOfficeShell
      title={t('backOffice.bundles.title')}
      heading={t('backOffice.bundles.title')}
      subline={
        <>
          {t('backOffice.bundles.subline')}
          {canManage ? null : <ReadOnlyNote />}
        </>
      }
    >
      {list.data ? (
        list.data.items.map((bundle) => (
          <BundleSection key={bundle.id} bundle={bundle} canManage={canManage} />
        ))
      ) : list.isError ? (
        <LoadFailed onRetry={() => void list.refetch()} />
      ) : (
        <Spinner label={t('backOffice.common.loading')} />
      )}
    </BackOfficeShell>
  );
}

/** One bundle: its words side by side in both languages, and its editor when opened. */
function BundleSection({ bundle, canManage }: { bundle: StaffBundle; canManage: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  // Named in the staff page's language; both languages' words are shown below.
  const { name } = bundleWords(bundle, pageLanguage());
  return (
    <BackOfficeCard
      title={name}
      actions={
        <span className="flex flex-wrap items-center gap-2">
          {bundle.active ? null : <Badge tone="neutral">{t('backOffice.bundles.notOnSale')}</Badge>}
          {canManage && !editing ? (
            <button
              type="button"
              onClick={() => setEditing(true)}
              aria-label={t('backOffice.bundles.editLabel', { name })}
              className={buttonClass('outlineDark', 'sm')}
            >
              {t('backOffice.bundles.edit')}
            </button>
          ) : null}
        </span>
      }
    >
      <p className="mb-4 text-sm text-night-600" data-testid="bundle-terms">
        <span className="font-mono text-xs">{bundle.id}</span> ·{' '}
        {t('backOffice.bundles.terms', {
          minutes: bundle.minutes,
          gift: bundle.giftMinutes,
          price: formatMoney(bundle.priceCents),
        })}
      </p>
      {editing ? (
        <BundleEditor bundle={bundle} onDone={() => setEditing(false)} />
      ) : (
        <div className="grid gap-4 md:grid-cols-2" data-testid="bundle-words">
          <Words
            language="en"
            heading={t('backOffice.bundles.english')}
            name={bundle.name}
            features={bundle.features}
          />
          <Words
            language="fr"
            heading={t('backOffice.bundles.french')}
            name={bundle.nameFr}
            features={bundle.featuresFr}
          />
        </div>
      )}
    </BackOfficeCard>
  );
}

function Words({
  language,
  heading,
  name,
  features,
}: {
  language: 'en' | 'fr';
  heading: string;
  name: string;
  features: readonly string[];
}) {
  return (
    <div className="min-w-0 rounded-2xl bg-night-50/60 p-4 ring-1 ring-night-100">
      <h3 className="text-xs font-semibold tracking-wider text-night-600 uppercase">{heading}</h3>
      <div lang={language}>
        <p className="mt-2 font-semibold text-night-900 [overflow-wrap:anywhere]">{name}</p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-night-700 [overflow-wrap:anywhere]">
          {features.map((feature, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines may repeat, and they never move
            <li key={index}>{feature}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** The words of both languages in one form: each French line translates the English one at its place. */
function BundleEditor({ bundle, onDone }: { bundle: StaffBundle; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveBundleWords();
  const form = useForm<BundleFormValues>({
    resolver: checkResolver(checkBundle),
    defaultValues: bundleFormValues(bundle),
  });
  const { errors } = form.formState;
  const lines = Math.max(3, bundle.features.length + 1);
  const onSubmit = (values: BundleFormValues) => {
    const checked = checkBundle(values);
    if (!checked.ok || save.isPending) return;
    save.mutate(
      { id: bundle.id, body: checked.body },
      {
        onSuccess: () => {
          toast.success(t('backOffice.bundles.saved'));
          onDone();
        },
      },
    );
  };
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      className="grid gap-4 rounded-2xl bg-night-50/60 p-4 ring-1 ring-night-100 sm:p-5"
      data-testid="bundle-editor"
    >
      <div className="grid gap-4 md:grid-cols-2">
        <fieldset className="grid min-w-0 content-start gap-4">
          <legend className="mb-2 text-xs font-semibold tracking-wider text-night-600 uppercase">
            {t('backOffice.bundles.english')}
          </legend>
          <FormField
            label={t('backOffice.bundles.name')}
            lang="en"
            maxLength={BUNDLE_NAME_MAX}
            autoComplete="off"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <NoteField
            label={t('backOffice.bundles.features')}
            lang="en"
            rows={lines}
            maxLength={BUNDLE_FEATURES_MAX * (BUNDLE_FEATURE_MAX + 1)}
            error={errors.features?.message}
            {...form.register('features')}
          />
        </fieldset>
        <fieldset className="grid min-w-0 content-start gap-4">
          <legend className="mb-2 text-xs font-semibold tracking-wider text-night-600 uppercase">
            {t('backOffice.bundles.french')}
          </legend>
          <FormField
            label={t('backOffice.bundles.nameFr')}
            lang="fr"
            maxLength={BUNDLE_NAME_MAX}
            autoComplete="off"
            error={errors.nameFr?.message}
            {...form.register('nameFr')}
          />
          <NoteField
            label={t('backOffice.bundles.featuresFr')}
            hint={t('backOffice.bundles.featuresHint')}
            lang="fr"
            rows={lines}
            maxLength={BUNDLE_FEATURES_MAX * (BUNDLE_FEATURE_MAX + 1)}
            error={errors.featuresFr?.message}
            {...form.register('featuresFr')}
          />
        </fieldset>
      </div>
      <FormFoot
        error={save.isError ? messageOf(save.error, t('backOffice.catalogue.failed')) : null}
        pending={save.isPending}
        submitLabel={t('backOffice.catalogue.save')}
        onCancel={onDone}
      />
    </form>
  );
}
