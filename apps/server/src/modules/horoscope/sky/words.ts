import type { AspectKind } from './day-sky.ts';
import type { MoonPhaseName, Sign, SkyBody } from './ephemeris.ts';

/**
 * The words a sky horoscope is written with, one set per language, each written in that language (the
 * sentences are templates whose {slots} take the day's facts; nothing is translated word by word).
 */
export interface SkyWords {
  signs: Record<Sign, string>;
  /** As a sentence names them (with their article where the language has one). */
  bodies: Record<SkyBody, string>;
  /** What each whole-sign house is about, from the 1st to the 12th. */
  houses: readonly string[];
  /** How a house number is written ("4th", « 4e »). */
  ordinal(n: number): string;
  phases: Record<MoonPhaseName, string>;
  phaseAdvice: Record<MoonPhaseName, string>;
  aspects: Record<AspectKind, string>;
  aspectAdvice: Record<AspectKind, string>;
  sentences: {
    moonEnters: string;
    moonIn: string;
    phase: string;
    sun: string;
    retrograde: string;
    station: string;
    ingress: string;
    aspect: string;
    closing: string;
  };
  directions: { retrograde: string; direct: string };
}
