import type { CustomerChart, PlaceOption } from '@app/shared/schemas/natal-chart';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteBirthDetails, useRevealBirthDetails, useSaveBirthDetails } from '../api/my-chart.ts';
import { PlacePicker } from './place-picker.tsx';

/** The form that adds or changes the birth time and place. */
function BirthDetailsForm({ customerId, onDone }: { customerId: string; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveBirthDetails(customerId);
  const [time, setTime] = useState('');
  const [place, setPlace] = useState<PlaceOption | null>(null);
  const [placeError, setPlaceError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!place) {
      setPlaceError(t('myChart.birthDetails.choosePlace'));
      return;
    }
    save.mutate(
      { birthTime: time, birthPlaceId: place.id },
      {
        onSuccess: () => {
          toast.success(t('myChart.birthDetails.saved'));
          onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="mt-4 space-y-4" noValidate={false}>
      <FormField
        label={t('myChart.birthDetails.time')}
        hint={t('myChart.birthDetails.timeHint')}
        type="time"
        required
        value={time}
        onChange={(event) => setTime(event.target.value)}
        className="max-w-[12rem]"
      />
      <PlacePicker
        value={place}
        onChange={(next) => {
          setPlace(next);
          if (next) setPlaceError(undefined);
        }}
        error={placeError}
      />
      {save.isError ? (
        <Alert tone="error">{messageOf(save.error, t('myChart.birthDetails.failed'))}</Alert>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={save.isPending} className={buttonClass('night', 'md')}>
          {save.isPending ? t('myChart.birthDetails.saving') : t('myChart.birthDetails.save')}
        </button>
        <button type="button" onClick={onDone} className={buttonClass('outlineDark', 'md')}>
          {t('myChart.birthDetails.cancel')}
        </button>
      </div>
    </form>
  );
}

/** What is saved, masked; "Show" asks the server (which audits it) and shows it until "Hide". */
function SavedBirthDetails({
  customerId,
  masked,
  onChange,
}: {
  customerId: string;
  masked: string;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  const reveal = useRevealBirthDetails(customerId);
  const remove = useDeleteBirthDetails(customerId);
  const [confirming, setConfirming] = useState(false);
  const shown = reveal.data;

  return (
    <div className="mt-4">
      <p className="text-night-800" data-testid="birth-details">
        {shown
          ? t('myChart.birthDetails.shown', {
              time: shown.birthTime,
              place: [shown.place.name, shown.place.region, shown.place.country].filter(Boolean).join(', '),
            })
          : t('myChart.birthDetails.savedMasked', { masked })}
      </p>
      {reveal.isError ? (
        <div className="mt-3">
          <Alert tone="error">{messageOf(reveal.error, t('myChart.birthDetails.failed'))}</Alert>
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          disabled={reveal.isPending}
          onClick={() => (shown ? reveal.reset() : reveal.mutate())}
          className={buttonClass('outlineDark', 'sm')}
        >
          {shown ? t('myChart.birthDetails.hide') : t('myChart.birthDetails.show')}
        </button>
        <button type="button" onClick={onChange} className={buttonClass('outlineDark', 'sm')}>
          {t('myChart.birthDetails.change')}
        </button>
        <button
          type="button"
          onClick={() => setConfirming(true)}
          className={buttonClass('outlineDark', 'sm')}
        >
          {t('myChart.birthDetails.remove')}
        </button>
      </div>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('myChart.birthDetails.removeTitle')}
      >
        <p className="text-night-700">{t('myChart.birthDetails.removeConfirm')}</p>
        {remove.isError ? (
          <div className="mt-4">
            <Alert tone="error">{messageOf(remove.error, t('myChart.birthDetails.failed'))}</Alert>
          </div>
        ) : null}
        <DialogActions
          dismissLabel={t('myChart.birthDetails.removeKeep')}
          onDismiss={() => setConfirming(false)}
        >
          <button
            type="button"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => {
                  setConfirming(false);
                  reveal.reset();
                  toast.success(t('myChart.birthDetails.removed'));
                },
              })
            }
            className={buttonClass('night', 'md')}
          >
            {t('myChart.birthDetails.removeYes')}
          </button>
        </DialogActions>
      </Dialog>
    </div>
  );
}

/**
 * The birth time and place: why they are asked and how they are kept, then the form, or what is saved
 * (masked, shown on demand) with change and delete.
 */
export function BirthDetailsCard({ customerId, chart }: { customerId: string; chart: CustomerChart }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <section
      aria-labelledby="birth-details-title"
      className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-night-100"
    >
      <h3 id="birth-details-title" className="font-display text-xl font-semibold text-night-900">
        {t('myChart.birthDetails.title')}
      </h3>
      <p className="mt-2 text-sm text-night-700">{t('myChart.birthDetails.explain')}</p>
      {editing ? (
        <BirthDetailsForm customerId={customerId} onDone={() => setEditing(false)} />
      ) : chart.birthDetails ? (
        <SavedBirthDetails
          customerId={customerId}
          masked={chart.birthDetails.masked}
          onChange={() => setEditing(true)}
        />
      ) : (
        <button
          type="button"
          onClick={() => setEditing(true)}
          className={`${buttonClass('night', 'md', 'wrap')} mt-4`}
        >
          {t('myChart.birthDetails.add')}
        </button>
      )}
    </section>
  );
}
