/** SPEC 3 zodiac sign (static): name, symbol, dates, element. Keys are the `sign` query values. */
export const ZODIAC_SIGNS = [
  { key: 'aries', symbol: '♈', dates: 'Mar 21 - Apr 19', element: 'fire' },
  { key: 'taurus', symbol: '♉', dates: 'Apr 20 - May 20', element: 'earth' },
  { key: 'gemini', symbol: '♊', dates: 'May 21 - Jun 20', element: 'air' },
  { key: 'cancer', symbol: '♋', dates: 'Jun 21 - Jul 22', element: 'water' },
  { key: 'leo', symbol: '♌', dates: 'Jul 23 - Aug 22', element: 'fire' },
  { key: 'virgo', symbol: '♍', dates: 'Aug 23 - Sep 22', element: 'earth' },
  { key: 'libra', symbol: '♎', dates: 'Sep 23 - Oct 22', element: 'air' },
  { key: 'scorpio', symbol: '♏', dates: 'Oct 23 - Nov 21', element: 'water' },
  { key: 'sagittarius', symbol: '♐', dates: 'Nov 22 - Dec 21', element: 'fire' },
  { key: 'capricorn', symbol: '♑', dates: 'Dec 22 - Jan 19', element: 'earth' },
  { key: 'aquarius', symbol: '♒', dates: 'Jan 20 - Feb 18', element: 'air' },
  { key: 'pisces', symbol: '♓', dates: 'Feb 19 - Mar 20', element: 'water' },
] as const;

export type ZodiacKey = (typeof ZODIAC_SIGNS)[number]['key'];
export type ZodiacElement = (typeof ZODIAC_SIGNS)[number]['element'];
export const ZODIAC_KEYS = ZODIAC_SIGNS.map((sign) => sign.key) as readonly ZodiacKey[];
