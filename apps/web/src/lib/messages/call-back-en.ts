import { callBack } from '@app/shared/messages/call-back';

/**
 * The call-back line's English words (see messages/load.ts): a busy advisor's card and profile load them
 * for a signed-in customer only, with the button's own module; the dashboard's card and the page of the
 * texted link load them too. The refusals are the server's (`callBackLine`), which sends them as text.
 */
export const messages = { callBack };
