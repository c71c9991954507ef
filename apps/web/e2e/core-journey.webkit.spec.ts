import { describe, expect, it } from 'vitest';
import { describeCoreJourney } from './support/core-journey.ts';
import { consoleErrorsIn, findWebKitDriver, openWebKit } from './support/journey-webkit.ts';

describe('finding and reading WebKit', () => {
  it('WEBKIT_DRIVER_PATH first, then the system paths, else one error naming the packages and the command', () => {
    expect(findWebKitDriver({ WEBKIT_DRIVER_PATH: process.execPath })).toBe(process.execPath);
    expect(() => findWebKitDriver({ WEBKIT_DRIVER_PATH: '/nowhere/driver' })).toThrow(
      'WEBKIT_DRIVER_PATH points to /nowhere/driver',
    );
    expect(() => findWebKitDriver({}, ['/nowhere/driver'])).toThrow(
      'apt-get update && apt-get install -y webkit2gtk-driver xvfb',
    );
  });

  it("takes the errors from WebKit's console log, not its plain messages", () => {
    const output = [
      'http://127.0.0.1/a.js:1:47: CONSOLE ERROR boom',
      'http://127.0.0.1/a.js:1:130: CONSOLE LOG plain log',
      'http://127.0.0.1/:1:1: CONSOLE SECURITY ERROR Refused to apply a stylesheet',
      'http://127.0.0.1/a.js:1:115: CONSOLE JS ERROR Error: uncaught x',
    ].join('\n');
    expect(consoleErrorsIn(output)).toEqual([
      'console: http://127.0.0.1/a.js:1:47: CONSOLE ERROR boom',
      'console: http://127.0.0.1/:1:1: CONSOLE SECURITY ERROR Refused to apply a stylesheet',
      'console: http://127.0.0.1/a.js:1:115: CONSOLE JS ERROR Error: uncaught x',
    ]);
  });
});

describeCoreJourney(openWebKit);
