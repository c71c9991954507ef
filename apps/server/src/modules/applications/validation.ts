import { messagesIn } from '@app/shared/messages/catalogue';
import type { Language } from '@app/shared/rules/language';
import type { ErrorCode } from '@app/shared/schemas/error-codes';
import { AppError } from '../../app-error.ts';
import { type MediaKind, mediaRefusal } from './media.ts';

/** One problem the body's schema found (fastify-type-provider-zod: the zod issue's code and path). */
export interface BodyProblem {
  keyword?: string;
  instancePath?: string;
}

const MEDIA: readonly string[] = ['photo', 'voice'] satisfies MediaKind[];

/** A media problem the schema already sees: an empty file, one over the size, a type not accepted. */
function mediaProblem(path: string[], keyword: string | undefined, language: Language): AppError | undefined {
  const [kind, part] = path;
  if (!kind || !MEDIA.includes(kind)) return undefined;
  const media = kind as MediaKind;
  if (part === 'data' && keyword === 'too_small') return mediaRefusal(media, 'empty', language);
  if (part === 'data' && keyword === 'too_big') return mediaRefusal(media, 'tooLarge', language);
  if (part === 'type') return mediaRefusal(media, 'wrongType', language);
  return undefined;
}

/**
 * The refusal of a body the schema did not accept, in the page's language, naming each field to fix (the
 * schema's own words are English and name zod's checks). When the only problems are the files', the
 * answer carries the file's code (FILE_TOO_LARGE…), as the content checks would; otherwise
 * VALIDATION_ERROR. Nothing of the values is repeated.
 */
export function invalidBodyError(problems: readonly BodyProblem[], language: Language): AppError {
  const words = messagesIn(language).applications;
  const fieldWords: Readonly<Record<string, string>> = {
    ...words.fields,
    formToken: words.errors.formExpired,
    website: words.errors.notAccepted,
    code: words.errors.wrongCode,
    token: words.errors.withdrawGone,
  };
  const messages: string[] = [];
  let mediaCode: ErrorCode | undefined;
  let onlyMedia = problems.length > 0;
  for (const problem of problems) {
    const path = (problem.instancePath ?? '').split('/').filter(Boolean);
    const media = mediaProblem(path, problem.keyword, language);
    if (media) mediaCode ??= media.code;
    else onlyMedia = false;
    const field = path[0];
    const message =
      media?.message ??
      (field === undefined
        ? problem.keyword === 'unrecognized_keys'
          ? words.errors.unexpectedField
          : words.errors.notAccepted
        : (fieldWords[field] ?? words.errors.notAccepted));
    if (!messages.includes(message)) messages.push(message);
  }
  if (messages.length === 0) messages.push(words.errors.notAccepted);
  return new AppError(400, onlyMedia && mediaCode ? mediaCode : 'VALIDATION_ERROR', messages.join(' '));
}
