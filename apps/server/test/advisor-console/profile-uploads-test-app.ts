import { createHash } from 'node:crypto';
import { advisorMedia } from '@app/db/schema';
import { eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { type SignedInLogin, signedInAdvisor } from '../helpers/advisors.ts';
import { useTestApp } from '../helpers/build-test-app.ts';
import { ORIGIN } from '../helpers/customers.ts';
import { lateLogin } from '../helpers/staff.ts';

export const AGENT = 1001;
export const OTHER = 1002;
export const PHOTO = '/.netlify/functions/psychic-photo';
export const AUDIO = '/.netlify/functions/fetch-audio';

/** A refused upload: what it is, its bytes, its declared type, and the status, code and words expected. */
export type Refusal = [string, () => Promise<Buffer | undefined>, string, number, string, string];

/**
 * The upload files' app, with advisor AGENT signed in (read late, as useTestApp's answer): an upload to
 * the console, the stored media as digests, a refusal's error and a GET of a photo URL.
 */
export function useProfileUploadsApp() {
  // These files upload far more than a person would in ten minutes (upload-limits.integration.test.ts).
  const testApp = useTestApp({ uploadLimits: { perLogin: 10_000, perAddress: 10_000, windowMs: 60_000 } });
  let signedIn: SignedInLogin | undefined;
  beforeAll(async () => {
    signedIn = await signedInAdvisor(testApp.app, testApp.db, AGENT);
  });
  const advisor = lateLogin(() => signedIn);

  const upload = (
    kind: 'photo' | 'voice',
    body: Buffer | undefined,
    contentType: string | undefined,
    options: { agentId?: number; cookie?: string | null } = {},
  ) => {
    const cookie = options.cookie === undefined ? advisor.cookie : options.cookie;
    return testApp.app.inject({
      method: 'PUT',
      url: `/api/advisor/${options.agentId ?? AGENT}/${kind}`,
      headers: {
        origin: ORIGIN,
        ...(cookie ? { cookie } : {}),
        ...(contentType ? { 'content-type': contentType } : {}),
      },
      ...(body ? { payload: body } : {}),
    });
  };
  /** The stored media as digests: comparing megabytes element by element would take seconds. */
  const media = async (agentId: number) => {
    const [row] = await testApp.db.select().from(advisorMedia).where(eq(advisorMedia.agentId, agentId));
    const digest = (bytes: Buffer | null | undefined) =>
      bytes && createHash('sha256').update(bytes).digest('hex');
    return {
      photo: digest(row?.photo),
      photoContentType: row?.photoContentType,
      audio: digest(row?.audio),
      audioContentType: row?.audioContentType,
      updatedAt: row?.updatedAt,
    };
  };
  const errorOf = (res: { json(): unknown }) =>
    (res.json() as { error: { code: string; message: string } }).error;
  const photoOf = (url: string) => testApp.app.inject({ method: 'GET', url });

  return { testApp, advisor, upload, media, errorOf, photoOf };
}
