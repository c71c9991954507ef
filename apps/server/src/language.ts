import { messagesIn } from '@app/shared/messages/catalogue';
import { en } from '@app/shared/messages/en';
import { formatMessage } from '@app/shared/messages/format';
import { messageTextIn } from '@app/shared/messages/message-text';
import { createReverseLookup, entryAt } from '@app/shared/messages/reverse-lookup';
import { type Language, preferredLanguage } from '@app/shared/rules/language';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The language a request wants its answer in: the web sends the page's language as Accept-Language on
 * every API call (apps/web/src/lib/language.ts); anything else (a provider, a script) gets English.
 */
export function languageOfRequest(request: Pick<FastifyRequest, 'headers'>): Language {
  return languageOfHeader(request.headers['accept-language']);
}

/** The same from a header's value, or from a fetch Headers (better-auth's hooks get those). */
export function languageOfHeader(value: string | string[] | null | undefined): Language {
  const header = Array.isArray(value) ? value.join(',') : value;
  return preferredLanguage(header) ?? 'en';
}

const fromEnglish = createReverseLookup(en);

/**
 * The text of a catalogue key in `language` (the shared schemas give their errors as keys,
 * messages/keys.ts); a message that is no key of the catalogue is returned as it is.
 */
export function messageText(message: string, language: Language = 'en'): string {
  return messageTextIn(messagesIn(language), message, language);
}

/** Items whose `message` a shared rule wrote as a key (the schedule's problems), in `language`. */
export function withMessageText<T extends { message: string }>(items: readonly T[], language: Language): T[] {
  return items.map((item) => ({ ...item, message: messageText(item.message, language) }));
}

/**
 * A message the server wrote from the English catalogue, in `language`: the same catalogue entry in that
 * language, its placeholders filled with the same values. Text that is no catalogue entry stays as it is.
 */
export function translateMessage(text: string, language: Language): string {
  if (language === 'en') return text;
  const found = fromEnglish(text);
  const template = found ? entryAt(messagesIn(language), found.key) : undefined;
  return found && template !== undefined ? formatMessage(template, found.values) : text;
}

/**
 * Errors (and any `message` the API answers with) in the language of the request: routes and services
 * keep throwing the English catalogue's words, and a French page reads them in French.
 */
export function registerMessageLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    const language = languageOfRequest(request);
    if (language === 'en' || payload === null || typeof payload !== 'object') return payload;
    const body = payload as { error?: unknown; message?: unknown };
    if (typeof body.message === 'string') {
      return { ...body, message: translateMessage(body.message, language) };
    }
    if (body.error && typeof body.error === 'object') {
      const error = body.error as { message?: unknown };
      if (typeof error.message === 'string') {
        return { ...body, error: { ...error, message: translateMessage(error.message, language) } };
      }
    }
    return payload;
  });
}
