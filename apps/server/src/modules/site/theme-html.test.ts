import { describe, expect, it } from 'vitest';
import { composeHtmlTransformers, injectTheme } from './theme-html.ts';

describe('injectTheme', () => {
  it('writes the theme on the html element and keeps its other attributes', () => {
    expect(injectTheme('<!doctype html>\n<html lang="en">\n<head>', 'christmas')).toBe(
      '<!doctype html>\n<html lang="en" data-theme="christmas">\n<head>',
    );
  });

  it('replaces a theme already there instead of adding a second one', () => {
    const once = injectTheme('<html lang="en"><body>', 'halloween');
    expect(injectTheme(once, 'blackfriday')).toBe('<html lang="en" data-theme="blackfriday"><body>');
  });

  it('leaves a document without an html element unchanged', () => {
    expect(injectTheme('<p>fragment</p>', 'default')).toBe('<p>fragment</p>');
  });
});

describe('composeHtmlTransformers', () => {
  it('applies the transformers in order, each on the previous output', async () => {
    const transform = composeHtmlTransformers(
      (html) => `${html}a`,
      async (html, url) => `${html}b${url}`,
    );
    expect(await transform('x', '/p')).toBe('xab/p');
  });
});
