import { en } from '@app/shared/messages/en';
import { formatMessage } from '@app/shared/messages/format';
import { fr } from '@app/shared/messages/fr';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onAFrenchBackOfficePage, resetAfterEach } from '../../../test/page-language.ts';
import { renderWithApi } from '../../../test/render-with-api.tsx';
import { PromotionEditor } from './promotion-editor.tsx';

resetAfterEach();

const form = en.backOffice.catalogue.promotionForm;
const checks = en.backOffice.catalogue.checks;

/** The server's PROMOTION_LINK_HOSTS here: instagram.com, besides our own site. */
const LINK_HOSTS = { own: 'lumiere.example', others: ['instagram.com'] };

const openEditor = () =>
  renderWithApi(<PromotionEditor promotion={null} onDone={() => undefined} />, (request) =>
    Response.json(request.url === '/api/staff/promotions/link-hosts' ? LINK_HOSTS : {}),
  );

/** Where each preview's link goes (English banner, French banner); null for a banner without one. */
const previewLinks = () =>
  ['promotion-preview', 'promotion-preview-fr'].map(
    (id) => within(screen.getByTestId(id)).queryByRole('link')?.getAttribute('href') ?? null,
  );

/** Types a link once the server's hosts have come (the preview judges links by them): a link they allow shows. */
async function typeLink(user: ReturnType<typeof openEditor>['user'], label: string, link: string) {
  const field = screen.getByLabelText(label);
  await user.type(field, 'https://instagram.com/lumiere');
  await waitFor(() => expect(previewLinks()[0]).toBe('https://instagram.com/lumiere'));
  await user.clear(field);
  await user.type(field, link);
}

describe('the promotion editor’s contrast', () => {
  // The new promotion's colours: white on the night blue, 15.98:1.
  it('writes the ratio the English way on an English page', () => {
    openEditor();
    expect(screen.getByTestId('contrast-verdict').textContent).toContain('Contrast 15.98:1');
  });

  it('writes it with a decimal comma on a French page', async () => {
    await onAFrenchBackOfficePage();
    openEditor();
    const verdict = screen.getByTestId('contrast-verdict').textContent;
    expect(verdict).toContain('Contraste 15,98:1');
    expect(verdict).not.toContain('15.98');
  });
});

describe('the promotion editor’s preview link', () => {
  it('is the link as the server would store it, a page of the site in each banner’s language', async () => {
    const { user } = openEditor();
    await typeLink(user, form.linkUrl, 'https://WWW.Instagram.com/lumiere');
    expect(previewLinks()).toEqual([
      'https://www.instagram.com/lumiere',
      'https://www.instagram.com/lumiere',
    ]);
    await user.clear(screen.getByLabelText(form.linkUrl));
    await user.type(screen.getByLabelText(form.linkUrl), ' /pricing ');
    expect(previewLinks()).toEqual(['/pricing', '/fr/pricing']);
  });

  it.each([
    [
      'another site',
      'https://evil.example/phish',
      formatMessage(checks.linkHost, { host: 'evil.example', hosts: 'instagram.com' }),
    ],
    ['a host behind a user name', 'https://instagram.com@evil.example/', checks.linkForm],
    ['plain http', 'http://instagram.com/lumiere', checks.linkForm],
    ['no link at all', 'pricing', checks.linkForm],
  ])('is none for %s, which the field refuses in words; nothing is sent', async (_case, link, refusal) => {
    const { user, sent } = openEditor();
    await typeLink(user, form.linkUrl, link);
    expect(previewLinks()).toEqual([null, null]);
    await user.click(screen.getByRole('button', { name: form.submitCreate }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(sent.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('refuses another site in French on a French page', async () => {
    await onAFrenchBackOfficePage();
    const { user } = openEditor();
    const frForm = fr.backOffice.catalogue.promotionForm;
    await typeLink(user, frForm.linkUrl, 'https://evil.example/phish');
    expect(previewLinks()).toEqual([null, null]);
    await user.click(screen.getByRole('button', { name: frForm.submitCreate }));
    const refusal = formatMessage(fr.backOffice.catalogue.checks.linkHost, {
      host: 'evil.example',
      hosts: 'instagram.com',
    });
    // Testing Library reads the no-break space before the semicolon as a space.
    expect(await screen.findByText(refusal.replace(/\s+/g, ' '))).toBeTruthy();
  });
});
