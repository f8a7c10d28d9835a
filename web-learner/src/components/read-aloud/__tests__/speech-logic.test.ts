import { describe, expect, it } from 'vitest';
import { chooseEngine } from '../choose-engine';
import { speechReducer, type SpeechEvent, type SpeechState } from '../speech-state';
import { MAX_CHUNK_CHARS, splitIntoChunks } from '../split-text';
import { findVoice } from '../voices';

describe('the speech state machine (spec section 4: idle, speaking, paused)', () => {
  it.each<[SpeechState, SpeechEvent, SpeechState]>([
    ['idle', 'play', 'speaking'],
    ['speaking', 'pause', 'paused'],
    ['paused', 'resume', 'speaking'],
    ['speaking', 'end', 'idle'],
    ['paused', 'reset', 'idle'],
    ['speaking', 'reset', 'idle'],
    // Events that do not apply leave the state alone
    ['idle', 'pause', 'idle'],
    ['idle', 'resume', 'idle'],
    ['speaking', 'play', 'speaking'],
    ['paused', 'pause', 'paused'],
  ])('%s --%s--> %s', (from, event, to) => {
    expect(speechReducer(from, event)).toBe(to);
  });
});

describe('the fallback choice', () => {
  it('uses the browser voice where there is one, else the platform audio, else nothing', () => {
    expect(chooseEngine({ hasSynthesis: true, hasVoice: true, canPlayAudio: true })).toBe('browser');
    expect(chooseEngine({ hasSynthesis: true, hasVoice: false, canPlayAudio: true })).toBe('platform');
    expect(chooseEngine({ hasSynthesis: false, hasVoice: false, canPlayAudio: true })).toBe('platform');
    expect(chooseEngine({ hasSynthesis: true, hasVoice: false, canPlayAudio: false })).toBe('none');
    expect(chooseEngine({ hasSynthesis: false, hasVoice: false, canPlayAudio: false })).toBe('none');
  });

  it('finds a voice for hi-IN or any Hindi voice, and none for another language', () => {
    const voice = (lang: string, name = lang) => ({ lang, name }) as SpeechSynthesisVoice;
    const voices = [
      voice('en-US'),
      voice('hi', 'Hindi generic'),
      voice('hi-IN', 'Lekha'),
      voice('en_IN', 'Rishi'),
    ];
    expect(findVoice(voices, 'hi')?.name).toBe('Lekha');
    expect(findVoice([voice('hi', 'Hindi generic')], 'hi')?.name).toBe('Hindi generic');
    expect(findVoice(voices, 'en')?.name).toBe('Rishi');
    expect(findVoice([voice('en-US')], 'hi')).toBeNull();
  });
});

describe('splitting long text into chunks (Chrome stops one utterance after about 15 s)', () => {
  it('keeps short text whole', () => {
    expect(splitIntoChunks('  One sentence.  ')).toEqual(['One sentence.']);
    expect(splitIntoChunks('   ')).toEqual([]);
  });

  it('splits at sentence ends, including the Devanagari danda, joining short sentences', () => {
    const hindi = 'भारत का संविधान 26 जनवरी 1950 को लागू हुआ। '.repeat(8);
    const chunks = splitIntoChunks(hindi, 100);
    expect(chunks.length).toBeGreaterThan(1);
    for (const c of chunks) {
      expect(c.length).toBeLessThanOrEqual(100);
      expect(c.endsWith('।')).toBe(true);
    }
    expect(chunks.join(' ')).toBe(hindi.trim());
  });

  it('falls back to commas, then spaces, then hard cuts, never exceeding the limit', () => {
    const clauses = Array.from({ length: 12 }, (_, i) => `clause number ${i}`).join(', ');
    const words = 'word '.repeat(100);
    const glued = 'x'.repeat(450);
    for (const text of [clauses, words, glued]) {
      const chunks = splitIntoChunks(text);
      expect(chunks.every((c) => c.length <= MAX_CHUNK_CHARS && c.length > 0)).toBe(true);
      expect(chunks.join('').replace(/[\s,]/g, '')).toBe(text.replace(/[\s,]/g, ''));
    }
  });
});
