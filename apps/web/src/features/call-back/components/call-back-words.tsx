import { type ReactNode, use } from 'react';
import { loadMessages } from '../../../lib/messages/load.ts';

/**
 * Renders `children` once the call-back part of the catalogue is there, in the page's language (suspends
 * until then: put it inside a Suspense boundary). loadMessages keeps one promise per part, so every render
 * reads the same one.
 */
export function CallBackWords({ children }: { children: ReactNode }) {
  use(loadMessages('callBack'));
  return children;
}
