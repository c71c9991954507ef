import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
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

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

interface Template {
  pattern: RegExp;
  names: string[];
  french: string;
}

/** Every English string of the catalogue with its French, as a pattern when it has placeholders. */
function buildTemplates(): { exact: Map<string, string>; patterns: Template[] } {
  const exact = new Map<string, string>();
  const patterns: Template[] = [];
  const walk = (english: unknown, french: unknown) => {
    if (typeof english === 'string' && typeof french === 'string') {
      const names = [...english.matchAll(PLACEHOLDER)].map((match) => match[1] as string);
      if (names.length === 0) {
        if (!exact.has(english)) exact.set(english, french);
        return;
      }
      const source = english
        .split(PLACEHOLDER)
        .map((part, index) => (index % 2 === 1 ? '(.+?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('');
      patterns.push({ pattern: new RegExp(`^${source}$`, 's'), names, french });
      return;
    }
    if (english && typeof english === 'object' && french && typeof french === 'object') {
      for (const key of Object.keys(english)) {
        walk((english as Record<string, unknown>)[key], (french as Record<string, unknown>)[key]);
      }
    }
  };
  walk(en, fr);
  return { exact, patterns };
}

let templates: ReturnType<typeof buildTemplates> | undefined;

/**
 * A message the server wrote from the English catalogue, in `language`: the French of the same catalogue
 * entry, its placeholders filled with the same values. Text that is no catalogue entry stays as it is.
 */
export function translateMessage(text: string, language: Language): string {
  if (language === 'en') return text;
  templates ??= buildTemplates();
  const exact = templates.exact.get(text);
  if (exact !== undefined) return exact;
  for (const template of templates.patterns) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const values = new Map(template.names.map((name, index) => [name, match[index + 1] ?? '']));
    return template.french.replace(PLACEHOLDER, (_whole, name: string) => values.get(name) ?? '');
  }
  return text;
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
