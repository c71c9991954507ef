import { fr } from '@app/shared/messages/fr';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { setPageLanguage } from '../../../lib/language.ts';
import { loadMessages } from '../../../lib/messages/load.ts';
import { resetAfterEach } from '../../../test/page-language.ts';
import { renderWithApi } from '../../../test/render-with-api.tsx';

import { api, bytes, fillAnswers, formReady, page, posts, verifyPhone, words } from './apply-test-kit.tsx';

beforeAll(async () => {
  await loadMessages('apply', 'en');
});
resetAfterEach();

/** A microphone and a MediaRecorder as a browser that records WebM Opus has them. */
class FakeRecorder {
  static isTypeSupported = (type: string) => type === 'audio/webm;codecs=opus';
  static last: FakeRecorder | null = null;
  state: 'inactive' | 'recording' = 'inactive';
  mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(_stream: unknown, options?: { mimeType?: string }) {
    this.mimeType = options?.mimeType ?? '';
    FakeRecorder.last = this;
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({
      data: new Blob([bytes(0x1a, 0x45, 0xdf, 0xa3, 1, 2)], { type: this.mimeType }),
    });
    this.onstop?.();
  }
}

describe('recording the voice sample in the browser', { timeout: 30_000 }, () => {
  const track = { stop: vi.fn() };
  const getUserMedia = vi.fn(async () => ({ getTracks: () => [track] }));

  function withMicrophone() {
    vi.stubGlobal('MediaRecorder', FakeRecorder);
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  }

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'mediaDevices');
    vi.useRealTimers();
    track.stop.mockClear();
  });

  it('offers no recorder where the browser has none: the file stays', async () => {
    renderWithApi(page(), api());
    await formReady();
    expect(screen.queryByRole('button', { name: words.voice.record })).toBeNull();
    expect(screen.getByLabelText(words.voice.upload)).toBeTruthy();
  });

  it('records, stops, plays back, and sends the recording’s base type', async () => {
    withMicrophone();
    const { user, sent } = renderWithApi(page(), api());
    await formReady();
    await user.click(screen.getByRole('button', { name: words.voice.record }));
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(await screen.findByText(/^Recording: 0:00 of 2:00$/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: words.voice.stop }));
    expect(track.stop).toHaveBeenCalled();
    const voice = screen.getByTestId('voice-field');
    expect(await within(voice).findByLabelText(words.voice.preview)).toBeTruthy();
    expect(voice.querySelector('audio[controls]')).not.toBeNull();
    expect(within(voice).getByRole('button', { name: words.voice.again })).toBeTruthy();

    await fillAnswers(user);
    await verifyPhone(user);
    await user.click(screen.getByRole('checkbox', { name: /age of majority/ }));
    await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    await user.click(screen.getByTestId('apply-submit'));
    await screen.findByRole('heading', { name: words.done.title });
    expect(posts(sent).at(-1)?.body.voice).toEqual({
      type: 'audio/webm',
      data: Buffer.from(bytes(0x1a, 0x45, 0xdf, 0xa3, 1, 2)).toString('base64'),
    });
  });

  it('stops by itself at the limit, and says so', async () => {
    withMicrophone();
    renderWithApi(page(), api());
    await formReady();
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: words.voice.record }));
    });
    expect(FakeRecorder.last?.state).toBe('recording');
    await act(async () => {
      vi.advanceTimersByTime(119_000);
    });
    expect(FakeRecorder.last?.state).toBe('recording');
    expect(screen.getByText(/^Recording: 1:59 of 2:00$/)).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(1_500);
    });
    expect(FakeRecorder.last?.state).toBe('inactive');
    expect(screen.getByText('The recording stopped at 2:00, the longest a sample may be.')).toBeTruthy();
    expect(screen.getByText('Recorded here, 2:00')).toBeTruthy();
  });

  it('says so when the microphone is refused, and leaves the upload', async () => {
    withMicrophone();
    getUserMedia.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    const { user } = renderWithApi(page(), api());
    await formReady();
    await user.click(screen.getByRole('button', { name: words.voice.record }));
    expect(await screen.findByText(words.voice.micDenied)).toBeTruthy();
  });
});

describe('the application page in French', () => {
  afterEach(async () => {
    setPageLanguage('en');
    await i18n.changeLanguage('en');
  });

  it('is in French on /fr/postuler, its links French too', async () => {
    await loadMessages('apply', 'fr');
    await loadMessages('firstScreen', 'fr');
    setPageLanguage('fr');
    await i18n.changeLanguage('fr');
    const { user } = renderWithApi(page('fr'), api());
    expect(screen.getByRole('heading', { level: 1, name: fr.site.pages.apply })).toBeTruthy();
    await formReady();
    expect(screen.getByRole('button', { name: fr.apply.submit })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText(fr.apply.province.label), 'NB');
    expect(
      screen.getByRole('checkbox', {
        name: 'J’ai 19\u00a0ans ou plus, l’âge de la majorité là où j’habite (Nouveau-Brunswick).',
      }),
    ).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: `${fr.apply.consent.terms} ${fr.site.opensInNewTab}` })
        .getAttribute('href'),
    ).toBe('/fr/terms');
    expect(screen.getByRole('checkbox', { name: 'Lundi, Matin' })).toBeTruthy();
    await user.click(screen.getByTestId('apply-submit'));
    // The no-break spaces of French typography are spaces to the text matcher.
    expect(screen.getByText(fr.apply.errors.name.replace(/\s+/g, ' '))).toBeTruthy();
  });
});
