import { advisorConsole } from '@app/shared/messages/advisor-console';
import { i18n } from './i18n.ts';

/** The advisor console's words, added when one of its pages loads. */
i18n.addResourceBundle('en', 'translation', { advisorConsole }, true, false);
