import type { ChartAspect, ChartBody } from '@app/shared/schemas/natal-chart';
import type { Sign } from '../sky/ephemeris.ts';
import type { NatalPoint } from './transits.ts';

/**
 * The words a personal reading is written with, one set per language, each written in that language: the
 * sentences are templates whose {slots} take the chart's and the day's facts, never a translation of the
 * other language's sentence.
 */
export interface PersonalWords {
  signs: Record<Sign, string>;
  /** A transiting body as a sentence names it ('Mars', 'the Moon'); the sentence capitalizes its start. */
  bodies: Record<ChartBody, string>;
  /** A natal point as the object of an aspect ('your natal Sun', « votre Lune natale »). */
  natal: Record<NatalPoint, string>;
  /** What a natal point stands for, as a phrase an aspect's meaning takes ('your feelings'). */
  themes: Record<NatalPoint, string>;
  /** What each whole-sign house is about, from the 1st to the 12th. */
  houses: readonly string[];
  /** How a house number is written ("4th", « 4e »). */
  ordinal(n: number): string;
  /** The aspect as the verb before the natal point ('squares', « forme un carré avec »). */
  aspects: Record<ChartAspect, string>;
  /** What the aspect brings to the point's theme today: a template with {theme}. */
  meanings: Record<ChartAspect, string>;
  /** The orb as the parentheses say it ('orb 2°', « orbe de 2° »). */
  orb(degrees: number): string;
  sentences: {
    sun: string;
    ascendant: string;
    moon: string;
    moonAllDay: string;
    moonRange: string;
    transit: string;
    quiet: string;
    moonTodayFromAscendant: string;
    moonTodayFromSun: string;
    closing: string;
  };
}

/** Orbs under a degree are said as such; the others to the nearest degree, as readers expect them. */
export const wholeOrb = (degrees: number) => (degrees < 1 ? 0 : Math.round(degrees));
