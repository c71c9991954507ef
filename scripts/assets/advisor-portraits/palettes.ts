/**
 * What an advisor portrait is made of: the skin and hair palettes and the choices (hair style, neckline,
 * beard, accessories) a look picks from.
 */
export type Gender = 'female' | 'male';
export type HairStyle =
  | 'long'
  | 'wavy'
  | 'bob'
  | 'bun'
  | 'curly'
  | 'braid'
  | 'bangs'
  | 'short'
  | 'sidepart'
  | 'curlyshort'
  | 'shoulder'
  | 'buzz';
export type Neck = 'v' | 'round' | 'turtle' | 'collar';
export type Beard = 'full' | 'short' | 'stubble';

export interface Look {
  /** Background hue pair: centre glow and outer colour. */
  bg: [string, string];
  skin: keyof typeof SKINS;
  hair: HairStyle;
  hairColor: keyof typeof HAIR;
  cloth: string;
  neck: Neck;
  shawl?: string;
  beard?: Beard;
  glasses?: boolean;
  earrings?: 'hoop' | 'drop' | 'stud';
  necklace?: 'moon' | 'crystal' | 'beads';
  freckles?: boolean;
  closedEyes?: boolean;
  lips?: string;
  moon?: boolean;
  halo?: boolean;
  /** Tiny gold stars scattered on the clothing. */
  starry?: boolean;
}

export const SKINS = {
  porcelain: ['#f8dccb', '#e6b9a1'],
  fair: ['#f2c9aa', '#dba585'],
  warm: ['#e2ad86', '#c78d66'],
  olive: ['#cf9d74', '#b07e57'],
  tan: ['#b57a52', '#94603d'],
  brown: ['#8d5a3b', '#70432a'],
  deep: ['#66402a', '#4e2f1e'],
} as const;

export const HAIR = {
  black: ['#1e1a1f', '#3b3340'],
  espresso: ['#34231c', '#57392b'],
  brown: ['#5a3624', '#83553a'],
  auburn: ['#8a3a1f', '#b85e35'],
  ginger: ['#b5532a', '#dd8048'],
  blonde: ['#caa061', '#ecd08f'],
  silver: ['#a9a6b3', '#dcdae3'],
  pepper: ['#4d4a50', '#8f8c95'],
} as const;
