import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { ReadAloudButton, pauseReadAloud } from '..';

// Screens and the book load lazily: on a loaded machine that takes longer than the 1 s default.
beforeAll(() => configure({ asyncUtilTimeout: 8000 }));
afterAll(() => configure({ asyncUtilTimeout: 1000 }));

/** A speechSynthesis double: records utterances; `voices` is what getVoices answers. */
function fakeSynthesis(voices: Partial<SpeechSynthesisVoice>[]) {
  const spoken: SpeechSynthesisUtterance[] = [];
  const synth = {
    getVoices: () => voices as SpeechSynthesisVoice[],
    speak: vi.fn((u: SpeechSynthesisUtterance) => spoken.push(u)),
    cancel: vi.fn(),
    pause: vi.fn(),
    resume: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  };
  class Utterance {
    onend: (() => void) | null = null;
    onerror: ((e: { error: string }) => void) | null = null;
    lang = '';
    rate = 1;
    pitch = 1;
    volume = 1;
    voice: SpeechSynthesisVoice | null = null;
    constructor(public text: string) {}
  }
  vi.stubGlobal('speechSynthesis', synth);
  vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
  return { synth, spoken };
}

let canPlay = '';
let play: ReturnType<typeof vi.fn>;
beforeEach(() => {
  canPlay = 'maybe';
  play = vi.fn(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation(() => canPlay as CanPlayTypeResult);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play as () => Promise<void>);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const audioOf = (container: HTMLElement) => container.querySelector('audio') as HTMLAudioElement;

describe('ReadAloudButton: which speech speaks', () => {
  it('speaks with the browser voice for hi-IN at rate 0.9, pitch 1, volume 1, and pauses and resumes it', async () => {
    const user = userEvent.setup();
    const { synth, spoken } = fakeSynthesis([{ lang: 'hi-IN', name: 'Lekha' }]);
    const { container } = renderWithProviders(<ReadAloudButton text="नमस्ते। आप कैसे हैं?" lang="hi" />);
    await user.click(await screen.findByRole('button', { name: 'Read aloud' }));
    await waitFor(() => expect(synth.speak).toHaveBeenCalled());
    expect(spoken[0]).toMatchObject({
      lang: 'hi-IN',
      rate: 0.9,
      pitch: 1,
      volume: 1,
      text: 'नमस्ते। आप कैसे हैं?',
    });
    expect(spoken[0].voice?.name).toBe('Lekha');
    expect(audioOf(container).getAttribute('src')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(synth.pause).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(synth.resume).toHaveBeenCalled();
    // The last chunk ends: back to idle
    act(() => spoken[0].onend?.(new Event('end') as SpeechSynthesisEvent));
    expect(await screen.findByRole('button', { name: 'Read aloud' })).toBeInTheDocument();
  });

  it("plays the platform's speech through the <audio> element where the browser has no voice", async () => {
    const user = userEvent.setup();
    fakeSynthesis([{ lang: 'en-US', name: 'English' }]);
    const { container } = renderWithProviders(<ReadAloudButton text="नमस्ते दुनिया।" lang="hi" />);
    await user.click(await screen.findByRole('button', { name: 'Read aloud' }));
    await waitFor(() => expect(play).toHaveBeenCalled());
    const src = new URL(audioOf(container).src);
    expect(src.pathname).toBe('/api/speech');
    expect(src.searchParams.get('lang')).toBe('hi');
    expect(src.searchParams.get('text')).toBe('नमस्ते दुनिया।');

    // A click elsewhere on the demo pauses it (spec 2.12); the button resumes it
    act(() => pauseReadAloud());
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('uses the platform speech where the browser has no speech synthesis at all', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<ReadAloudButton text="Hello." lang="en" />);
    await user.click(await screen.findByRole('button', { name: 'Read aloud' }));
    await waitFor(() => expect(play).toHaveBeenCalled());
    expect(new URL(audioOf(container).src).searchParams.get('lang')).toBe('en');
  });

  it('gives only the warning where neither can speak', async () => {
    const user = userEvent.setup();
    canPlay = '';
    fakeSynthesis([]);
    renderWithProviders(<ReadAloudButton text="नमस्ते।" lang="hi" />);
    await user.click(await screen.findByRole('button', { name: 'Read aloud' }));
    expect(
      await screen.findByText('Sorry, your browser does not support text to speech.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(play).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Read aloud' })).toBeInTheDocument();
  });

  it('goes back to idle and stops when the text changes (a new question)', async () => {
    const user = userEvent.setup();
    const { synth } = fakeSynthesis([{ lang: 'en-IN', name: 'Rishi' }]);
    const { rerender } = renderWithProviders(<ReadAloudButton text="First." lang="en" />);
    await user.click(await screen.findByRole('button', { name: 'Read aloud' }));
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeInTheDocument();
    rerender(<ReadAloudButton text="Second." lang="en" />);
    expect(await screen.findByRole('button', { name: 'Read aloud' })).toBeInTheDocument();
    expect(synth.cancel).toHaveBeenCalled();
  });
});
