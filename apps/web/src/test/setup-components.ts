import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadMessages } from '../lib/messages/load.ts';

// The catalogue's parts these forms read, in English: the words a test looks for are the spec's.
beforeAll(async () => {
  await loadMessages('firstScreen', 'en');
  await loadMessages('backOffice', 'en');
  await loadMessages('console', 'en');
  await loadMessages('account', 'en');
  await loadMessages('chart', 'en');
});

afterEach(() => {
  cleanup();
});
