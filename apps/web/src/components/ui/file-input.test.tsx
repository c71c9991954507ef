import { fr } from '@app/shared/messages/fr';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onAFrenchConsolePage, resetAfterEach } from '../../test/page-language.ts';
import { FileInput } from './file-input.tsx';

resetAfterEach();

function choose(input: HTMLInputElement, file: File) {
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
}

describe('FileInput', () => {
  it('speaks the page’s language, names the chosen file and hands it over', async () => {
    await onAFrenchConsolePage();
    const onChoose = vi.fn();
    render(
      <>
        <label htmlFor="photo">Photo</label>
        <FileInput id="photo" accept="image/png" onChoose={onChoose} />
      </>,
    );
    expect(screen.getByText(fr.common.chooseFile)).toBeTruthy();
    expect(screen.getByText(fr.common.noFileChosen)).toBeTruthy();
    // The labelled native input stays the one control assistive technology and tests reach.
    const input = screen.getByLabelText('Photo') as HTMLInputElement;
    expect(input.type).toBe('file');
    const file = new File(['x'], 'moi.png', { type: 'image/png' });
    choose(input, file);
    expect(onChoose).toHaveBeenCalledWith(file);
    expect(screen.getByText('moi.png')).toBeTruthy();
    cleanup();
  });

  it('opens the native picker from its button, and shows the name the form holds', () => {
    render(<FileInput id="voice" fileName="voix.wav" onChoose={() => {}} />);
    const input = document.getElementById('voice') as HTMLInputElement;
    const click = vi.spyOn(input, 'click');
    fireEvent.click(screen.getByText('Choose a file'));
    expect(click).toHaveBeenCalledOnce();
    expect(screen.getByText('voix.wav')).toBeTruthy();
  });
});
