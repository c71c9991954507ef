import { describe, expect, it } from 'vitest';
import { bundleFormValues, checkBundle } from './bundle-form.ts';

const bundle = {
  id: 'bundle-10',
  name: 'Basic Package',
  nameFr: 'Forfait Essentiel',
  minutes: 10,
  priceCents: 2500,
  taxCents: 374,
  giftMinutes: 2,
  cashbackPercent: 0,
  features: ['Free minutes gift', 'Satisfaction guaranteed'],
  featuresFr: ['Minutes gratuites en cadeau', 'Satisfaction garantie'],
  active: true,
  sortOrder: 0,
};

describe('the bundle editor’s form', () => {
  it('holds the features one per line and sends them as lines, trimmed, blank ones dropped', () => {
    const values = bundleFormValues(bundle);
    expect(values.featuresFr).toBe('Minutes gratuites en cadeau\nSatisfaction garantie');
    const check = checkBundle({ ...values, features: ' Free minutes gift \n\nSatisfaction guaranteed\n' });
    expect(check.ok && check.body).toEqual({
      name: 'Basic Package',
      nameFr: 'Forfait Essentiel',
      features: ['Free minutes gift', 'Satisfaction guaranteed'],
      featuresFr: ['Minutes gratuites en cadeau', 'Satisfaction garantie'],
    });
  });

  it('requires the French name and features, line for line with the English', () => {
    const values = bundleFormValues(bundle);
    const noFrench = checkBundle({ ...values, nameFr: ' ', featuresFr: '' });
    expect(noFrench.ok ? null : Object.keys(noFrench.errors).sort()).toEqual(['featuresFr', 'nameFr']);
    const short = checkBundle({ ...values, featuresFr: 'Minutes gratuites en cadeau' });
    expect(short.ok ? null : short.errors.featuresFr).toBeTruthy();
  });
});
