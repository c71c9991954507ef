import { describe, expect, it } from 'vitest';
import { describeCoreJourney } from './support/core-journey.ts';
import { findFirefox, openFirefox } from './support/journey-firefox.ts';

describe('finding Firefox', () => {
  it('FIREFOX_PATH first, then the system paths, else one error naming the package and the command', () => {
    expect(findFirefox({ FIREFOX_PATH: process.execPath })).toBe(process.execPath);
    expect(() => findFirefox({ FIREFOX_PATH: '/nowhere/firefox' })).toThrow(
      'FIREFOX_PATH points to /nowhere/firefox',
    );
    expect(findFirefox({}, ['/nowhere/firefox', process.execPath])).toBe(process.execPath);
    expect(() => findFirefox({}, ['/nowhere/firefox'])).toThrow(
      'apt-get update && apt-get install -y firefox-esr',
    );
  });
});

describeCoreJourney(openFirefox);
