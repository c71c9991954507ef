/** The one brand config: the spec's {product} and {email}. */
export const BRAND = {
  productName: 'Lumière Psychics',
  supportEmail: 'support@lumiere-psychics.example',
  /**
   * Where "Apply to join our advisors" leads: null (the default) for the site's own form (/apply,
   * /fr/postuler) in the same tab; an outside address instead sends applicants there, in a new tab.
   */
  expertApplicationUrl: null as string | null,
  city: 'Montréal, Canada',
  supportHours: '9 AM-9 PM EST',
  social: {
    facebook: 'https://www.facebook.com/lumierepsychics.example',
    instagram: 'https://www.instagram.com/lumierepsychics.example',
    youtube: 'https://www.youtube.com/@lumierepsychics.example',
  },
} as const;
