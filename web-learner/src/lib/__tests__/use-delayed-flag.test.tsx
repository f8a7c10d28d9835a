import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDelayedFlag } from '../use-delayed-flag';

function Flag({ on, ms, transition }: { on: boolean; ms: number; transition?: boolean }) {
  return <p>{useDelayedFlag(on, ms, { transition }) ? 'shown' : 'hidden'}</p>;
}

const container = document.createElement('div');
afterEach(() => {
  vi.useRealTimers();
  container.innerHTML = '';
});

describe('useDelayedFlag', () => {
  it('turns true only once `on` has held for the delay, and false again as soon as it drops', async () => {
    vi.useFakeTimers();
    const root = createRoot(container);
    await act(async () => root.render(<Flag on ms={1000} />));
    await act(async () => vi.advanceTimersByTime(999));
    expect(container.textContent).toBe('hidden');
    await act(async () => vi.advanceTimersByTime(1));
    expect(container.textContent).toBe('shown');
    await act(async () => root.render(<Flag on={false} ms={1000} />));
    expect(container.textContent).toBe('hidden');
    // On again: the delay starts over rather than showing at once.
    await act(async () => root.render(<Flag on ms={1000} />));
    expect(container.textContent).toBe('hidden');
    act(() => root.unmount());
  });

  it('as a transition, is false on the first commit and true in a later task', async () => {
    vi.useFakeTimers();
    const root = createRoot(container);
    act(() => root.render(<Flag on ms={0} transition />));
    expect(container.textContent).toBe('hidden');
    await act(async () => vi.advanceTimersByTime(0));
    expect(container.textContent).toBe('shown');
    act(() => root.unmount());
  });
});
