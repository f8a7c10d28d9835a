import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DrawnScreenHydrated, hydratingDrawnPage, useHydrating } from '../use-hydrating';

/** A screen whose data is already here on the client: while hydrating it must still draw what the HTML holds. */
function Screen({ seen }: { seen: boolean[] }) {
  const hydrating = useHydrating();
  seen.push(hydrating);
  return <p>{hydrating ? 'Loading quiz data...' : 'Question 1 of 5'}</p>;
}

const container = document.createElement('div');
afterEach(() => {
  container.innerHTML = '';
});

describe('useHydrating', () => {
  it('matches the HTML while hydrating, then draws the data in a render of its own', async () => {
    const html = renderToString(<Screen seen={[]} />);
    expect(html).toContain('Loading quiz data...');
    container.innerHTML = html;
    const drawn = container.firstElementChild;
    const mismatch = vi.fn();
    const seen: boolean[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <Screen seen={seen} />, { onRecoverableError: mismatch }),
    );
    await vi.waitFor(() => expect(container.textContent).toBe('Question 1 of 5'));
    expect(mismatch).not.toHaveBeenCalled();
    expect(seen[0]).toBe(true);
    // The element the HTML drew is the app's: hydrated, not drawn again.
    expect(container.firstElementChild).toBe(drawn);
    act(() => root.unmount());
  });

  it('on a drawn page, draws the screen once while hydrating and once after, and says when it is hydrated', async () => {
    const page = (seen: boolean[]) => (
      <>
        <Screen seen={seen} />
        <DrawnScreenHydrated />
      </>
    );
    container.innerHTML = renderToString(page([]));
    const hydrated = vi.fn();
    hydratingDrawnPage(hydrated);
    const seen: boolean[] = [];
    const root = await act(async () => hydrateRoot(container, page(seen)));
    await vi.waitFor(() => expect(container.textContent).toBe('Question 1 of 5'));
    expect(hydrated).toHaveBeenCalledTimes(1);
    // Not drawn a second time as hydrating: React re-renders a caller whose store changed at once, in one
    // synchronous render (the demo's whole player, a long task on a phone).
    expect(seen).toEqual([true, false]);
    act(() => root.unmount());
  });

  it('is false from the first render on a page the app draws itself', () => {
    const seen: boolean[] = [];
    const root = createRoot(container);
    act(() => root.render(<Screen seen={seen} />));
    expect(seen).toEqual([false]);
    expect(container.textContent).toBe('Question 1 of 5');
    act(() => root.unmount());
  });
});
