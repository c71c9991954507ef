import { describeCoreJourney } from './support/core-journey.ts';
import { openChromium } from './support/journey-chromium.ts';

describeCoreJourney(openChromium);
