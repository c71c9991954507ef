/** The one brand config: the spec's {product} and {email}. */
export const BRAND = {
  productName: 'Lumière Psychics',
  supportEmail: 'support@lumiere-psychics.example',
  expertApplicationUrl: 'https://apply.lumiere-psychics.example/advisors',
  city: 'Montréal, Canada',
  supportHours: '9 AM-9 PM EST',
  social: {
    facebook: 'https://www.facebook.com/lumierepsychics.example',
    instagram: 'https://www.instagram.com/lumierepsychics.example',
    youtube: 'https://www.youtube.com/@lumierepsychics.example',
  },
} as const;
