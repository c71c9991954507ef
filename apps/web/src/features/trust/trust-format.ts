import { dateTimeFormat } from '../../lib/formats.ts';

/** A day and time in full, in the page's language (until when a review may be edited). */
export const formatDayAndTime = (iso: string): string =>
  dateTimeFormat({
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));

/** A day in full (when the next satisfaction request is possible). */
export const formatDay = (iso: string): string =>
  dateTimeFormat({ year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(iso));
