import type { Language } from '../rules/language.ts';
import { en, type Messages } from './en.ts';
import { fr } from './fr.ts';
import type { Translated } from './translated.ts';

/** The whole catalogue of a language, for the server (e-mails, texts, the phone line, page heads). */
export function messagesIn(language: Language): Translated<Messages> {
  return language === 'fr' ? fr : en;
}
