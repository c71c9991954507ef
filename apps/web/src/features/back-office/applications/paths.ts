/** The back office's applications queue, and one application's page under it (its tab stays lit). */
export const APPLICATIONS_PATH = '/admin/applications';
export const applicationPath = (id: string) => `${APPLICATIONS_PATH}/${encodeURIComponent(id)}`;

/** The API's routes of the applications (application-screening.ts's contract). */
export const STAFF_APPLICATIONS_API = '/api/staff/applications';
export const applicationApiPath = (id: string, ...rest: string[]) =>
  [`${STAFF_APPLICATIONS_API}/${encodeURIComponent(id)}`, ...rest].join('/');

/** The photo's or the voice sample's bytes, served to staff only (an <img> or <audio> reads them). */
export const applicationMediaUrl = (id: string, kind: 'photo' | 'voice') =>
  applicationApiPath(id, 'media', kind);
