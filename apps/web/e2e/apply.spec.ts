import { join } from 'node:path';
import { fr } from '@app/shared/messages/fr';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser.ts';
import { nextMessageAfter, waitForMessage } from './support/outbox.ts';
import { REPO_ROOT, type RunningServer, startServer } from './support/server.ts';
import { PHONE, widthShots } from './support/shots.ts';

/**
 * Applying to become an advisor (issue 43), the applicant's part: in French on a phone, a texted code,
 * an uploaded photo and voice sample, the confirmation e-mail, and withdrawing from its link.
 */
let browser: Browser;
let server: RunningServer;
const shoot = widthShots(join(REPO_ROOT, '.tmp', 'apply'));
const words = fr.apply;

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServer();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** One second of silence as a 16-bit mono WAV at 8 kHz. */
function silentWav(): Buffer {
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

describe('applying to become an advisor', () => {
  it('in French on a phone: code, photo and voice sample, the e-mail, and withdrawing by its link', async () => {
    const { baseURL } = server;
    const { page, context, errors } = await newPage(browser, baseURL, PHONE);
    const email = `candidat-${Date.now()}@example.com`;
    const phone = `514555${String(Date.now()).slice(-4)}`;
    await page.goto('/fr/postuler');
    await shoot(page, 'form-fr');
    await page.getByLabel(words.name.label, { exact: true }).fill('Claude Tremblay');
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
    const mailAfter = await nextMessageAfter(baseURL, email, 'email');
    await page.getByTestId('apply-submit').click();
    await page.getByRole('heading', { name: words.done.title }).waitFor();
    await shoot(page, 'received-fr');

    const mail = await waitForMessage(baseURL, email, 'email', mailAfter);
    const link = /https?:\/\/[^\s"<]+\/fr\/postuler\/retrait\?token=[\w-]+/.exec(mail.body)?.[0];
    if (!link) throw new Error('no withdraw link in the confirmation e-mail');
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByRole('button', { name: words.withdraw.confirm }).click();
    await page.getByText(words.withdraw.done).waitFor();
    await shoot(page, 'withdrawn-fr');
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  }, 120_000);
});
