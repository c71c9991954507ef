import type { PsychicStatusRecord } from '@app/shared/schemas/advisors';
import { describe, expect, it } from 'vitest';
import { injectHead } from '../../page-html/head-html.ts';
import { advisorProfileHead, profileAgentId } from './profile-head.ts';

const advisor: PsychicStatusRecord = {
  agentId: 1001,
  agentName: 'Amélie <Rousseau>',
  availTime: 0,
  availTimeStr: '',
  bridged: 'N',
  descr: `${'A'.repeat(150)} "quoted" </script><script>alert(1)</script>`,
  isICCall: 'N',
  onACall: 'N',
  schedule: { Sun: [], Mon: [], Tues: [], Wed: [], Thu: [], Fri: [], Sat: [] },
  signedIn: 'Y',
  photoUrl: '/.netlify/functions/psychic-photo?agentId=1001',
};

describe('profile head tags', () => {
  it('escapes names and descriptions, and cuts the description at 160 characters', () => {
    const head = advisorProfileHead(advisor, 'https://psychics.example');
    expect(head).toContain(
      '<title data-ssr-head>Amélie &lt;Rousseau&gt; - Extension 1001 | Lumière Psychics</title>',
    );
    expect(head).toContain(`content="${'A'.repeat(150)} &quot;quoted&quot;" data-ssr-head>`);
    expect(head).not.toContain('<script>alert');
    expect(head).toContain(
      '<link rel="canonical" href="https://psychics.example/psychic/amelie-rousseau_1001"',
    );
    const json = head.match(/<script type="application\/ld\+json" data-ssr-head>(.*)<\/script>/)?.[1];
    expect(JSON.parse(json ?? 'null')).toMatchObject({
      '@type': 'Person',
      name: 'Amélie <Rousseau>',
      jobTitle: 'Psychic Advisor',
      image: 'https://psychics.example/.netlify/functions/psychic-photo?agentId=1001',
      url: 'https://psychics.example/psychic/amelie-rousseau_1001',
      telephone: '+1-888-554-8999',
    });
  });

  it('describes a French page with the French presentation, or the English one when there is none', () => {
    const french = {
      ...advisor,
      descr: 'Tarot and clairvoyance.',
      descrFr: 'Tarot et voyance, en toute franchise.',
    };
    const head = advisorProfileHead(french, 'https://psychics.example', 'fr');
    expect(head).toContain('content="Tarot et voyance, en toute franchise."');
    expect(head).not.toContain('Tarot and clairvoyance.');
    const english = advisorProfileHead(french, 'https://psychics.example', 'en');
    expect(english).toContain('content="Tarot and clairvoyance."');
    expect(english).not.toContain('Tarot et voyance');
    const fallback = advisorProfileHead({ ...french, descrFr: null }, 'https://psychics.example', 'fr');
    expect(fallback).toContain('content="Tarot and clairvoyance."');
  });

  it.each([
    ['/psychic/amelie-rousseau_1001', 1001],
    ['/psychic/amelie-rousseau_1001?x=1', 1001],
    ['/psychic/am%C3%A9lie_1002', 1002],
    ['/psychic/no-id', null],
    ['/psychic/name_12a', null],
    ['/psychic/%E0%A4%A', null],
    ['/psychic/deeper/name_1001', null],
    ['/psychic/', null],
    ['/about', null],
  ])('reads the agent id of %s', (url, id) => {
    expect(profileAgentId(url)).toBe(id);
  });

  it('replaces the generic title and description of index.html', () => {
    const html =
      '<html><head><meta name="description" content="generic"><title>Generic</title></head><body></body></html>';
    const out = injectHead(html, '<title data-ssr-head>X</title>');
    expect(out).not.toContain('Generic');
    expect(out).not.toContain('generic');
    expect(out).toContain('<title data-ssr-head>X</title>');
  });
});
