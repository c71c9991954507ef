import { contrastRatio, HEX_COLOUR, passesAaNormalText } from '@app/shared/rules/contrast';
import { easternWallClockToIso } from '@app/shared/rules/eastern-wall-clock';
import {
  PROMOTION_LINK_MAX,
  PROMOTION_MESSAGE_MAX,
  type StaffPromotion,
} from '@app/shared/schemas/staff-catalogue';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { formatContrastRatio } from '../../../lib/formats.ts';
import { toast } from '../../../lib/toast.ts';
import { PromotionBannerView } from '../../promotions/index.ts';
import { promotionLinkHostsQueryOptions, useSavePromotion } from '../catalogue-api.ts';
import {
  checkPromotion,
  type PromotionFormValues,
  promotionFormValues,
  promotionPreviewLink,
} from '../catalogue-forms.ts';
import { checkResolver, EditorFrame, FormFoot, useFormWords } from './catalogue-form-parts.tsx';
import { NoteField } from './form-parts.tsx';

/** Create (no promotion) or edit a promotion, with the site's own banner previewing the form's values. */
export function PromotionEditor({
  promotion,
  onDone,
}: {
  promotion: StaffPromotion | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const words = useFormWords();
  const save = useSavePromotion();
  const [openedAt] = useState(() => new Date());
  const linkHosts = useQuery(promotionLinkHostsQueryOptions()).data;
  const check = (values: PromotionFormValues) => checkPromotion(values, words, linkHosts);
  const form = useForm<PromotionFormValues>({
    resolver: checkResolver(check),
    defaultValues: promotionFormValues(promotion ?? undefined, openedAt),
  });
  const { errors } = form.formState;
  const values = form.watch();
  const ratio = contrastRatio(values.textColor, values.backgroundColor);
  const end = easternWallClockToIso(values.endDate);
  const previewPromotion = {
    id: promotion?.id ?? 'preview',
    message: values.message.trim() || t('backOffice.catalogue.promotionForm.message'),
    messageFr: values.messageFr.trim() || null,
    // Only a link the server would take, as it would store it: the preview never shows one it has not judged.
    linkUrl: promotionPreviewLink(values.linkUrl, linkHosts),
    backgroundColor: values.backgroundColor,
    textColor: values.textColor,
    startDate: '',
    endDate: end ?? '',
  };
  const remaining = end ? Math.max(0, Date.parse(end) - openedAt.getTime()) : 0;

  const onSubmit = (submitted: PromotionFormValues) => {
    const checked = check(submitted);
    if (!checked.ok || save.isPending) return;
    save.mutate(
      { id: promotion?.id ?? null, body: checked.body },
      {
        onSuccess: () => {
          toast.success(
            t(promotion ? 'backOffice.catalogue.saved' : 'backOffice.catalogue.promotionForm.created'),
          );
          onDone();
        },
      },
    );
  };

  return (
    <EditorFrame
      title={t(`backOffice.catalogue.promotionForm.${promotion ? 'editTitle' : 'createTitle'}`)}
      previewTitle={t('backOffice.catalogue.promotionForm.preview')}
      previewHint={t('backOffice.catalogue.promotionForm.previewHint')}
      preview={
        <div className="grid gap-3">
          <p className="text-xs font-semibold text-night-600">
            {t('backOffice.catalogue.promotionForm.previewEnglish')}
          </p>
          <div className="overflow-hidden rounded-xl ring-1 ring-night-100" data-testid="promotion-preview">
            <PromotionBannerView
              promotion={previewPromotion}
              remaining={remaining}
              onDismiss={() => undefined}
              language="en"
            />
          </div>
          <p className="text-xs font-semibold text-night-600">
            {t('backOffice.catalogue.promotionForm.previewFrench')}
          </p>
          <div
            className="overflow-hidden rounded-xl ring-1 ring-night-100"
            data-testid="promotion-preview-fr"
          >
            <PromotionBannerView
              promotion={previewPromotion}
              remaining={remaining}
              onDismiss={() => undefined}
              language="fr"
            />
          </div>
        </div>
      }
    >
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
        {promotion && promotion.messageFr === null ? (
          <Alert tone="warning">{t('backOffice.catalogue.promotionForm.missingFrench')}</Alert>
        ) : null}
        <NoteField
          label={t('backOffice.catalogue.promotionForm.message')}
          rows={2}
          maxLength={PROMOTION_MESSAGE_MAX}
          error={errors.message?.message}
          {...form.register('message')}
        />
        <NoteField
          label={t('backOffice.catalogue.promotionForm.messageFr')}
          hint={t('backOffice.catalogue.promotionForm.messageFrHint')}
          lang="fr"
          rows={2}
          maxLength={PROMOTION_MESSAGE_MAX}
          error={errors.messageFr?.message}
          {...form.register('messageFr')}
        />
        <FormField
          label={t('backOffice.catalogue.promotionForm.linkUrl')}
          hint={t('backOffice.catalogue.promotionForm.linkHint')}
          inputMode="url"
          maxLength={PROMOTION_LINK_MAX}
          autoComplete="off"
          spellCheck={false}
          error={errors.linkUrl?.message}
          {...form.register('linkUrl')}
        />
        <fieldset className="grid gap-3">
          <div className="grid gap-4 sm:grid-cols-2">
            <ColourField
              form={form}
              name="backgroundColor"
              label={t('backOffice.catalogue.promotionForm.backgroundColor')}
              error={errors.backgroundColor?.message}
            />
            <ColourField
              form={form}
              name="textColor"
              label={t('backOffice.catalogue.promotionForm.textColor')}
              error={errors.textColor?.message}
            />
          </div>
          {ratio === null ? null : (
            <p
              role="status"
              data-testid="contrast-verdict"
              className={`rounded-xl px-3 py-2 text-sm font-semibold ${
                passesAaNormalText(ratio) ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800'
              }`}
            >
              {t('backOffice.catalogue.promotionForm.contrast', { ratio: formatContrastRatio(ratio) })}{' '}
              {passesAaNormalText(ratio)
                ? t('backOffice.catalogue.promotionForm.contrastPass')
                : t('backOffice.catalogue.promotionForm.contrastFail')}
            </p>
          )}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t('backOffice.catalogue.promotionForm.startDate')}
            type="datetime-local"
            hint={t('backOffice.catalogue.timeZoneHint')}
            error={errors.startDate?.message}
            {...form.register('startDate')}
          />
          <FormField
            label={t('backOffice.catalogue.promotionForm.endDate')}
            type="datetime-local"
            hint={t('backOffice.catalogue.timeZoneHint')}
            error={errors.endDate?.message}
            {...form.register('endDate')}
          />
        </div>
        <FormFoot
          error={save.isError ? messageOf(save.error, t('backOffice.catalogue.failed')) : null}
          pending={save.isPending}
          submitLabel={t(
            promotion ? 'backOffice.catalogue.save' : 'backOffice.catalogue.promotionForm.submitCreate',
          )}
          onCancel={onDone}
        />
      </form>
    </EditorFrame>
  );
}

/** A colour: its #rrggbb text (the form's field) and a picker that writes into it. */
function ColourField({
  form,
  name,
  label,
  error,
}: {
  form: UseFormReturn<PromotionFormValues>;
  name: 'backgroundColor' | 'textColor';
  label: string;
  error?: string | undefined;
}) {
  const value = form.watch(name);
  return (
    <div className="flex items-start gap-2">
      <FormField
        label={label}
        maxLength={7}
        spellCheck={false}
        autoComplete="off"
        error={error}
        className="min-w-0 flex-1"
        {...form.register(name)}
      />
      <input
        type="color"
        aria-hidden="true"
        tabIndex={-1}
        value={HEX_COLOUR.test(value) ? value.toLowerCase() : '#000000'}
        onChange={(event) =>
          form.setValue(name, event.target.value, { shouldValidate: form.formState.isSubmitted })
        }
        className="mt-7 size-12 shrink-0 cursor-pointer rounded-lg border border-night-100 bg-white p-1"
      />
    </div>
  );
}
