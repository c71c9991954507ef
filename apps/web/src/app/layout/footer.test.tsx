import { BRAND } from '@app/shared/brand';
import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { setPageLanguage } from '../../lib/language.ts';
import { loadMessages } from '../../lib/messages/load.ts';
import { Footer } from './footer.tsx';

afterEach(async () => {
  setPageLanguage('en');
  await i18n.changeLanguage('en');
});

describe('the footer’s call for advisors', () => {
  it('opens the site’s own application form, in the same tab', () => {
    expect(BRAND.expertApplicationUrl).toBeNull();
    render(
      <MemoryRouter initialEntries={['/about']}>
        <Footer />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: en.site.footer.expertApply });
    expect(link.getAttribute('href')).toBe('/apply');
    expect(link.getAttribute('target')).toBeNull();
  });

  it('opens it at its French address on a French page', async () => {
    await loadMessages('firstScreen', 'fr');
    setPageLanguage('fr');
    await i18n.changeLanguage('fr');
    render(
      <MemoryRouter basename="/fr" initialEntries={['/fr/about']}>
        <Footer />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: fr.site.footer.expertApply }).getAttribute('href')).toBe(
      '/fr/postuler',
    );
  });
});

describe('the footer on the application’s own pages', () => {
  it.each([
    ['/apply', undefined],
    ['/fr/postuler', '/fr'],
    ['/fr/postuler/retrait', '/fr'],
  ])('%s hides the call to apply', (path, basename) => {
    render(
      <MemoryRouter basename={basename} initialEntries={[path]}>
        <Footer />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: en.site.footer.expertApply })).toBeNull();
  });
});
