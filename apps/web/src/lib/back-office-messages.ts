import { backOffice } from '@app/shared/messages/back-office';
import { i18n } from './i18n.ts';

/** The back office's words, added when one of its pages loads: no other audience's pages carry them. */
i18n.addResourceBundle('en', 'translation', { backOffice }, true, false);
