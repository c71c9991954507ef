import { advisorConsole, backOffice } from '@app/shared/messages/advisor-console';
import { i18n } from './i18n.ts';

/** The advisor console's and the back office's words, added when one of their pages loads. */
i18n.addResourceBundle('en', 'translation', { advisorConsole, backOffice }, true, false);
