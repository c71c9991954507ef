import { en } from '@app/shared/messages/en';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { expect } from 'vitest';
import type { SentRequest } from '../../../test/render-with-api.tsx';
import { ApplyPage } from './apply-page.tsx';

// What the application page's component tests share: the page in either language, the API as the
// contract describes it, small valid files, and the steps that fill the form.

export const words = en.apply;
export const TOKEN = 'lx1k2.signed-form-token';

export const page = (language: 'en' | 'fr' = 'en') =>
  language === 'fr' ? (
    <MemoryRouter basename="/fr" initialEntries={['/fr/postuler']}>
      <ApplyPage />
    </MemoryRouter>
  ) : (
    <MemoryRouter initialEntries={['/apply']}>
      <ApplyPage />
    </MemoryRouter>
  );

/** The API as the contract describes it, every answer a success unless `refuse` says otherwise. */
export function api(refuse: (request: SentRequest) => Response | undefined = () => undefined) {
  return (request: SentRequest): Response => {
    const refused = refuse(request);
    if (refused) return refused;
    if (request.url === '/api/applications/start') return Response.json({ formToken: TOKEN });
    if (request.url === '/api/applications') return Response.json({ id: 'app-1' }, { status: 201 });
    return new Response(null, { status: 204 });
  };
}

export const posts = (sent: SentRequest[]) => sent.filter((request) => request.method === 'POST');
export const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])),
  );
export const PNG = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
export const WAV = bytes('RIFF', 36, 0, 0, 0, 'WAVE', 'fmt ');
export const PRESENTATION =
  'I read the tarot with care and honesty, and I help people see their path in love, work and family.';

export async function formReady() {
  const submit = screen.getByTestId('apply-submit') as HTMLButtonElement;
  await waitFor(() => expect(submit.disabled).toBe(false));
  return submit;
}

/** Types into a field as a paste would (one change): the long form is filled quickly. */
export async function fill(user: UserEvent, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

export async function verifyPhone(user: UserEvent) {
  await fill(user, words.phone.label, '(514) 555-1234');
  await user.click(screen.getByRole('button', { name: words.phone.sendCode }));
  const code = await screen.findByLabelText(words.phone.code);
  await waitFor(() => expect(document.activeElement).toBe(code));
  await user.paste('123456');
  await user.click(screen.getByRole('button', { name: words.phone.verify }));
  await screen.findByText(words.phone.verified);
}

/** Everything but the phone, the voice sample and the two boxes. */
export async function fillAnswers(user: UserEvent) {
  await fill(user, words.name.label, 'Claude Tremblay');
  await fill(user, words.email.label, 'claude@example.com');
  await user.selectOptions(screen.getByLabelText(words.province.label), 'QC');
  await user.click(screen.getByRole('checkbox', { name: words.languages.fr }));
  await user.click(screen.getByRole('checkbox', { name: words.specialties.tarot }));
  await user.click(screen.getByRole('checkbox', { name: words.styles.intuitive }));
  await fill(user, words.experience.label, 'Twelve years of readings at fairs and by phone.');
  await user.click(screen.getByRole('checkbox', { name: 'Monday, Evening' }));
  await fill(user, words.presentation.label, PRESENTATION);
  await user.upload(
    screen.getByLabelText(words.photo.label),
    new File([PNG], 'me.png', { type: 'image/png' }),
  );
  await screen.findByRole('img', { name: words.photo.preview });
}
