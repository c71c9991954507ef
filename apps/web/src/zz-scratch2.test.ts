import { describe, expect, it } from 'vitest';
import { zodResolver } from '@hookform/resolvers/zod';
import { fr } from '@app/shared/messages/fr';
import { credentialsSchema } from '@app/shared/schemas/auth';
import { staffReasonBodySchema } from '@app/shared/schemas/staff';
import { backOffice } from '@app/shared/messages/back-office';
import { i18n } from './lib/i18n.ts';
import { setPageLanguage } from './lib/language.ts';
import { inPageLanguage } from './lib/schema-messages.ts';

describe('scratch', () => {
  it('fr', async () => {
    setPageLanguage('fr');
    i18n.addResourceBundle('fr', 'translation', fr, true, true);
    await i18n.changeLanguage('fr');
    const r = inPageLanguage(zodResolver(credentialsSchema));
    const res = await r({ email: 'x', password: '1' } as never, undefined, { fields: {}, shouldUseNativeValidation: false } as never);
    const r2 = inPageLanguage(zodResolver(staffReasonBodySchema), { backOffice });
    const res2 = await r2({ note: '' } as never, undefined, { fields: {}, shouldUseNativeValidation: false } as never);
    require('node:fs').writeFileSync('/tmp/scratch2.txt', JSON.stringify([res.errors, res2.errors], (k, v) => (k === 'ref' ? undefined : v), 1));
    expect(1).toBe(1);
  });
});
