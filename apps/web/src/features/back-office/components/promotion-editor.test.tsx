import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { setPageLanguage } from '../../../lib/language.ts';
import { loadMessages } from '../../../lib/messages/load.ts';
import { renderWithApi } from '../../../test/render-with-api.tsx';
import { PromotionEditor } from './promotion-editor.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  setPageLanguage('en');
  await i18n.changeLanguage('en');
});

/** The back office on a French page (/fr/admin/…): its words and its formats in French. */
async function onAFrenchPage() {
  await loadMessages('backOffice', 'fr');
  await loadMessages('firstScreen', 'fr');
  setPageLanguage('fr');
  await i18n.changeLanguage('fr');
}

const openEditor = () =>
  renderWithApi(<PromotionEditor promotion={null} onDone={() => undefined} />, () => Response.json({}));

describe('the promotion editor’s contrast', () => {
  // The new promotion's colours: white on the night blue, 15.98:1.
  it('writes the ratio the English way on an English page', () => {
    openEditor();
    expect(screen.getByTestId('contrast-verdict').textContent).toContain('Contrast 15.98:1');
  });

  it('writes it with a decimal comma on a French page', async () => {
    await onAFrenchPage();
    openEditor();
    const verdict = screen.getByTestId('contrast-verdict').textContent;
    expect(verdict).toContain('Contraste 15,98:1');
    expect(verdict).not.toContain('15.98');
  });
});
