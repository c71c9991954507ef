import type { ThemeMode } from '@app/shared/constants';
import type { HtmlTransformer } from '../../plugins/static-spa.ts';

/**
 * The season (staff's choice, else the server's THEME: modules/theme/live.ts) is written on
 * <html data-theme> of every page, so switching it needs no rebuild nor restart, and the first paint
 * already has the right headline.
 */
export function injectTheme(html: string, theme: ThemeMode): string {
  return html.replace(/<html\b([^>]*)>/i, (_tag, attributes: string) => {
    const kept = attributes.replace(/\sdata-theme="[^"]*"/i, '');
    return `<html${kept} data-theme="${theme}">`;
  });
}

/** Runs each transformer on the previous one's output. */
export function composeHtmlTransformers(...transformers: HtmlTransformer[]): HtmlTransformer {
  return async (html, url, context) => {
    let result = html;
    for (const transform of transformers) result = await transform(result, url, context);
    return result;
  };
}
