import { en } from '@app/shared/messages/en';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../../lib/messages/load.ts';
import { resetAfterEach } from '../../../test/page-language.ts';
import { refusal, renderWithApi } from '../../../test/render-with-api.tsx';

import {
  api,
  fillAnswers,
  formReady,
  PNG,
  PRESENTATION,
  page,
  posts,
  TOKEN,
  verifyPhone,
  WAV,
  words,
} from './apply-test-kit.tsx';

beforeAll(async () => {
  await loadMessages('apply', 'en');
});
resetAfterEach();

describe('the application page', { timeout: 30_000 }, () => {
  it('asks for the form’s token on opening, and sends nothing else until asked', async () => {
    const { sent } = renderWithApi(page(), api());
    expect(screen.getByRole('heading', { level: 1, name: en.site.pages.apply })).toBeTruthy();
    await formReady();
    expect(sent).toEqual([{ url: '/api/applications/start', method: 'GET', body: {} }]);
  });

  it('names every missing answer under its field, focuses the first, and sends nothing', async () => {
    const { user, sent } = renderWithApi(page(), api());
    await user.click(await formReady());
    const name = screen.getByLabelText(words.name.label);
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toContain(`${name.id}-error`);
    expect(document.getElementById(`${name.id}-error`)?.textContent).toBe(words.errors.name);
    for (const text of [
      words.errors.email,
      words.errors.phone,
      words.errors.province,
      words.errors.languages,
      words.errors.specialties,
      words.errors.styles,
      words.errors.photo,
      words.errors.voice,
      words.errors.ofAge,
      words.errors.consent,
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.getByText('Write at least 80 characters (0 so far).')).toBeTruthy();
    // A group's error is read with the group and with each of its boxes.
    const french = screen.getByRole('checkbox', { name: words.languages.fr });
    expect(french.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(french.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      words.errors.languages,
    );
    expect(posts(sent)).toEqual([]);
    // Each error goes as its field is answered.
    await user.type(name, 'Claude');
    expect(screen.queryByText(words.errors.name)).toBeNull();
  });

  it('verifies the phone with a texted code before the application can go', async () => {
    const { user, sent } = renderWithApi(page(), api());
    await formReady();
    await verifyPhone(user);
    expect(posts(sent)).toEqual([
      {
        url: '/api/applications/phone-code',
        method: 'POST',
        body: { formToken: TOKEN, phone: '5145551234' },
      },
      {
        url: '/api/applications/phone-code/verify',
        method: 'POST',
        body: { formToken: TOKEN, phone: '5145551234', code: '123456' },
      },
    ]);
    expect(screen.queryByRole('button', { name: words.phone.sendCode })).toBeNull();
    // Another number is another verification.
    await user.type(screen.getByLabelText(words.phone.label), '9');
    expect(screen.getByRole('button', { name: words.phone.sendCode })).toBeTruthy();
    expect(screen.queryByText(words.phone.verified)).toBeNull();
  });

  it('shows the server’s words when a code is refused, and checks the code’s shape first', async () => {
    const wrong = 'This code is not the one we texted. Check it and try again.';
    const { user, sent } = renderWithApi(
      page(),
      api((request) => (request.url.endsWith('/verify') ? refusal(400, 'WRONG_CODE', wrong) : undefined)),
    );
    await formReady();
    await user.type(screen.getByLabelText(words.phone.label), '5145551234');
    await user.click(screen.getByRole('button', { name: words.phone.sendCode }));
    const code = await screen.findByLabelText(words.phone.code);
    await user.type(code, '12a{Enter}');
    expect(screen.getByText(words.phone.codeInvalid)).toBeTruthy();
    expect(posts(sent)).toHaveLength(1);
    await user.clear(code);
    await user.type(code, '654321{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(wrong);
    expect(screen.queryByText(words.phone.verified)).toBeNull();
    // Enter in the code's field verified the code; it never sent the whole form.
    expect(posts(sent).map((request) => request.url)).toEqual([
      '/api/applications/phone-code',
      '/api/applications/phone-code/verify',
    ]);
  });

  it('sends a complete application, then says where we wrote and how to withdraw', async () => {
    const { user, sent } = renderWithApi(page(), api());
    await formReady();
    await fillAnswers(user);
    await verifyPhone(user);
    await user.upload(
      screen.getByLabelText(words.voice.upload),
      new File([WAV], 'voice.wav', { type: 'audio/wav' }),
    );
    await screen.findByText(words.voice.preview);
    await user.click(screen.getByRole('checkbox', { name: /age of majority/ }));
    await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    await user.click(screen.getByTestId('apply-submit'));

    const heading = await screen.findByRole('heading', { name: words.done.title });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(
      screen.getByText('Thank you. We wrote to claude@example.com to confirm it', { exact: false }),
    ).toBeTruthy();
    expect(screen.getByText(words.done.withdraw)).toBeTruthy();
    const application = posts(sent).at(-1);
    expect(application?.url).toBe('/api/applications');
    expect(application?.body).toEqual({
      formToken: TOKEN,
      website: '',
      name: 'Claude Tremblay',
      email: 'claude@example.com',
      phone: '5145551234',
      province: 'QC',
      languages: ['fr'],
      specialties: ['tarot'],
      styles: ['intuitive'],
      experience: 'Twelve years of readings at fairs and by phone.',
      availability: { mon: ['evening'] },
      presentation: PRESENTATION,
      photo: { type: 'image/png', data: Buffer.from(PNG).toString('base64') },
      voice: { type: 'audio/wav', data: Buffer.from(WAV).toString('base64') },
      ofAge: true,
      consent: true,
    });
  });

  it('shows the server’s refusal above the button, and keeps the answers', async () => {
    const message = 'An application with this e-mail address or phone number is already under review.';
    const { user } = renderWithApi(
      page(),
      api((request) =>
        request.url === '/api/applications' ? refusal(409, 'ALREADY_APPLIED', message) : undefined,
      ),
    );
    await formReady();
    await fillAnswers(user);
    await verifyPhone(user);
    await user.upload(
      screen.getByLabelText(words.voice.upload),
      new File([WAV], 'voice.wav', { type: 'audio/wav' }),
    );
    await user.click(screen.getByRole('checkbox', { name: /age of majority/ }));
    await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    await user.click(screen.getByTestId('apply-submit'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(message);
    // Right above the button that sent it.
    expect(alert.nextElementSibling).toBe(screen.getByTestId('apply-submit'));
    expect((screen.getByLabelText(words.name.label) as HTMLInputElement).value).toBe('Claude Tremblay');
  });

  it('renews an expired form and keeps the answers, to be sent again', async () => {
    let first = true;
    const { user, sent } = renderWithApi(
      page(),
      api((request) => {
        if (request.url !== '/api/applications' || !first) return undefined;
        first = false;
        return refusal(400, 'FORM_EXPIRED', 'This form has expired. Please reload the page.');
      }),
    );
    await formReady();
    await fillAnswers(user);
    await verifyPhone(user);
    await user.upload(
      screen.getByLabelText(words.voice.upload),
      new File([WAV], 'voice.wav', { type: 'audio/wav' }),
    );
    await user.click(screen.getByRole('checkbox', { name: /age of majority/ }));
    await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    await user.click(screen.getByTestId('apply-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe(words.formRenewed);
    expect(sent.filter((request) => request.url === '/api/applications/start')).toHaveLength(2);
    await user.click(await formReady());
    await screen.findByRole('heading', { name: words.done.title });
  });

  it('names a wrong photo at once: a renamed text file, then one past the size limit', async () => {
    const { user } = renderWithApi(page(), api());
    await formReady();
    const picker = screen.getByLabelText(words.photo.label);
    await user.upload(picker, new File(['not a picture'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText(words.photo.wrongType)).toBeTruthy();
    expect(picker.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('img', { name: words.photo.preview })).toBeNull();
    const large = new File([PNG, new Uint8Array(5 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    await user.upload(picker, large);
    expect(await screen.findByText(/^This photo is .+: choose one of 5 MB or less\.$/)).toBeTruthy();
    await user.upload(picker, new File([PNG], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: words.photo.preview })).toBeTruthy();
    expect(picker.getAttribute('aria-invalid')).toBeNull();
  });

  it('asks for the age of majority of the province chosen: 19 in British Columbia, 18 in Québec', async () => {
    const { user } = renderWithApi(page(), api());
    await formReady();
    expect(screen.getByRole('checkbox', { name: words.ofAge.labelAnyProvince })).toBeTruthy();
    const province = screen.getByLabelText(words.province.label);
    await user.selectOptions(province, 'BC');
    expect(
      screen.getByRole('checkbox', {
        name: 'I am 19 or older, the age of majority where I live (British Columbia).',
      }),
    ).toBeTruthy();
    await user.selectOptions(province, 'QC');
    expect(
      screen.getByRole('checkbox', { name: 'I am 18 or older, the age of majority where I live (Quebec).' }),
    ).toBeTruthy();
  });

  it('links the consent to the terms and the privacy policy, in a new tab', async () => {
    renderWithApi(page(), api());
    await formReady();
    const terms = screen.getByRole('link', { name: `${words.consent.terms} ${en.site.opensInNewTab}` });
    const privacy = screen.getByRole('link', { name: `${words.consent.privacy} ${en.site.opensInNewTab}` });
    expect(terms.getAttribute('href')).toBe('/terms');
    expect(privacy.getAttribute('href')).toBe('/privacy');
    expect(terms.getAttribute('target')).toBe('_blank');
  });

  it('draws the week as a table with its headers, each box named by its day and time', async () => {
    const { user } = renderWithApi(page(), api());
    await formReady();
    const table = screen.getByRole('table', { name: words.availability.caption });
    const columns = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(columns).toEqual([words.availability.day, 'Morning', 'Afternoon', 'Evening', 'Night']);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(7);
    expect(within(table).getAllByRole('checkbox')).toHaveLength(28);
    const box = within(table).getByRole('checkbox', { name: 'Sunday, Night' });
    await user.click(box);
    expect((box as HTMLInputElement).checked).toBe(true);
  });

  it('hides the honeypot from people: out of sight, of the tab order and of the accessibility tree', async () => {
    const { container } = { container: document.body };
    renderWithApi(page(), api());
    await formReady();
    const trap = container.querySelector('input[name="website"]') as HTMLInputElement;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.getAttribute('autocomplete')).toBe('off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: words.website })).toBeNull();
  });

  it('says so when the form cannot be prepared, and tries again on demand', async () => {
    let fail = true;
    const { user } = renderWithApi(
      page(),
      api((request) =>
        request.url.endsWith('/start') && fail ? new Response(null, { status: 503 }) : undefined,
      ),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(words.loadFailed);
    fail = false;
    await user.click(screen.getByRole('button', { name: words.retry }));
    await formReady();
  });
});
