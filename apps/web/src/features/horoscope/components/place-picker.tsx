import type { PlaceOption } from '@app/shared/schemas/natal-chart';
import { type KeyboardEvent, useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describedByOf, FieldLabel, FieldNotes } from '../../../components/ui/form-field.tsx';
import { usePlaces } from '../api/my-chart.ts';

const placeLabel = (place: PlaceOption) =>
  [place.name, place.region, place.country].filter(Boolean).join(', ');

/**
 * The birth place: a combobox over the gazetteer (GET /api/places). Typing searches, the arrows move
 * through the cities, Enter or a click chooses one; only a chosen city is a value (`onChange(null)` while
 * the text is anything else).
 */
export function PlacePicker({
  value,
  onChange,
  error,
}: {
  value: PlaceOption | null;
  onChange: (place: PlaceOption | null) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState(value ? placeLabel(value) : '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const query = useDeferredValue(text);
  const places = usePlaces(value && text === placeLabel(value) ? '' : query);
  const options = places.data?.places ?? [];
  const showList = open && text.trim().length >= 2 && !(value && text === placeLabel(value));

  const choose = (place: PlaceOption) => {
    onChange(place);
    setText(placeLabel(place));
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!showList) {
      // The arrow opens the list again (after Escape, or coming back to the field).
      if (event.key === 'ArrowDown') setOpen(true);
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (options.length === 0 ? 0 : (current + step + options.length) % options.length));
    } else if (event.key === 'Enter') {
      const place = options[active];
      if (place) {
        event.preventDefault();
        choose(place);
      }
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const hint = t('myChart.birthDetails.placeHint');
  return (
    <div className="relative">
      <FieldLabel htmlFor={id}>{t('myChart.birthDetails.place')}</FieldLabel>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && options[active] ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, hint, error)}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
          if (value) onChange(null);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className={`block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink shadow-sm transition-colors focus:border-night-500 focus:outline-none focus:ring-2 focus:ring-night-500/25 ${
          error ? 'border-red-500' : 'border-night-100'
        }`}
      />
      {showList ? (
        options.length === 0 ? (
          <p className="absolute z-20 mt-1 w-full rounded-xl bg-white px-3.5 py-2 text-sm text-night-600 shadow-card ring-1 ring-night-200">
            {places.isFetching ? t('myChart.birthDetails.searching') : t('myChart.birthDetails.noPlaces')}
          </p>
        ) : (
          <div
            id={listId}
            role="listbox"
            aria-label={t('myChart.birthDetails.place')}
            className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-xl bg-white py-1 shadow-card ring-1 ring-night-200"
          >
            {options.map((place, index) => (
              <div
                key={place.id}
                id={`${listId}-${index}`}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                // mousedown, not click: the input's blur would close the list first.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(place);
                }}
                className={`cursor-pointer px-3.5 py-2 text-sm ${index === active ? 'bg-gold-50 text-night-900' : 'text-night-800'}`}
              >
                <span className="font-semibold">{place.name}</span>
                <span className="text-night-600">
                  , {[place.region, place.country].filter(Boolean).join(', ')}
                </span>
              </div>
            ))}
          </div>
        )
      ) : null}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
