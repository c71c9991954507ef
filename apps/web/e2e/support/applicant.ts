import { fr } from '@app/shared/messages/fr';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { nextMessageAfter, waitForMessage } from './outbox.ts';

/** The application form's words, in French (the journeys apply from /fr/postuler). */
const words = fr.apply;

/** One second of silence as a 16-bit mono WAV at 8 kHz. */
export function silentWav(): Buffer {
  const data = Buffer.alloc(8000 * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(16000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** A new applicant: an e-mail and a Montréal number no one has used. */
export function newApplicant(prefix: string) {
  const stamp = Date.now();
  return {
    name: `Claude ${prefix} ${stamp.toString(36)}`,
    email: `${prefix}-${stamp}@example.com`,
    phone: `514555${String(stamp).slice(-4)}`,
  };
}

/**
 * Fills /fr/postuler (already open) as an applicant would: the phone verified by the texted code, a
 * language, a specialty, a style, the experience, Monday evenings, the presentation, a photo and a WAV
 * voice sample, the age and consent boxes; then waits out the form's timing check. Submitting is left to
 * the caller.
 */
export async function fillApplicationInFrench(
  page: Page,
  baseURL: string,
  applicant: { name: string; email: string; phone: string },
): Promise<void> {
  const { email, phone } = applicant;
  await page.getByLabel(words.name.label, { exact: true }).fill(applicant.name);
  await page.getByLabel(words.email.label, { exact: true }).fill(email);
  await page.getByLabel(words.province.label).selectOption('QC');

  const after = await nextMessageAfter(baseURL, `+1${phone}`, 'sms');
  await page.getByLabel(words.phone.label, { exact: true }).fill(phone);
  await page.getByRole('button', { name: words.phone.sendCode }).click();
  const sms = await waitForMessage(baseURL, `+1${phone}`, 'sms', after);
  const code = /\b(\d{6})\b/.exec(sms.body)?.[1];
  if (!code) throw new Error(`no code in ${sms.body}`);
  await page.getByLabel(words.phone.code).fill(code);
  await page.getByRole('button', { name: words.phone.verify, exact: true }).click();
  await page.getByText(/ est vérifié\. /).waitFor();

  await page.getByRole('checkbox', { name: words.languages.fr }).check();
  await page.getByRole('checkbox', { name: words.specialties.tarot }).check();
  await page.getByRole('checkbox', { name: words.styles.compassionate }).check();
  await page
    .getByLabel(words.experience.label)
    .fill('Douze ans de consultations au téléphone et dans les salons.');
  await page
    .getByRole('checkbox', { name: `${words.availability.days.mon}, ${words.availability.parts.evening}` })
    .check();
  await page
    .getByLabel(words.presentation.label)
    .fill(
      'Je lis le tarot avec douceur et franchise, et j’aide chacun à voir plus clair en amour comme au travail.',
    );
  const photo = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#6b4fa0' } })
    .png()
    .toBuffer();
  await page
    .getByLabel(words.photo.label)
    .setInputFiles({ name: 'moi.png', mimeType: 'image/png', buffer: photo });
  await page.getByLabel(words.voice.upload).setInputFiles({
    name: 'voix.wav',
    mimeType: 'audio/wav',
    buffer: silentWav(),
  });
  await page.getByText(words.voice.preview).first().waitFor();
  await page.getByRole('checkbox', { name: /âge de la majorité/ }).check();
  await page.getByRole('checkbox', { name: /J’accepte les/ }).check();
  // The form's timing check: a person takes more than a few seconds.
  await page.waitForTimeout(4_000);
}
