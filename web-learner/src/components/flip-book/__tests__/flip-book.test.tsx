import { act, configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef, useImperativeHandle, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { FlipBook } from '..';
import { bookLayout, clampZoom, parsePageJump, visiblePages } from '../flip-book-settings';

// Screens and the book load lazily: on a loaded machine that takes longer than the 1 s default.
beforeAll(() => configure({ asyncUtilTimeout: 8000 }));
afterAll(() => configure({ asyncUtilTimeout: 1000 }));

// page-flip needs real layout (jsdom has none): a stand-in records the settings and the calls it gets.
const book = vi.hoisted(() => ({
  props: {} as Record<string, unknown>,
  flips: [] as number[],
}));
interface FakeProps {
  children?: ReactNode;
  onFlip: (e: { data: number }) => void;
}
vi.mock('react-pageflip', () => ({
  default: forwardRef<unknown, FakeProps>(function FakeBook(props, ref) {
    book.props = props as unknown as Record<string, unknown>;
    useImperativeHandle(ref, () => ({
      pageFlip: () => ({
        flip: (n: number) => {
          book.flips.push(n);
          props.onFlip({ data: n });
        },
        flipNext: () => props.onFlip({ data: 1 }),
        flipPrev: () => props.onFlip({ data: 0 }),
        destroy: () => undefined,
        getUI: () => ({ getDistElement: () => document.body }),
      }),
    }));
    return <div data-testid="book">{props.children}</div>;
  }),
}));

const pages = ['/p1.png', '/p2.png', '/p3.png', '/p4.png', '/p5.png'];
afterEach(() => {
  book.flips = [];
  vi.unstubAllGlobals();
});

describe('FlipBook', () => {
  it("says 'No pages to display' without pages", async () => {
    renderWithProviders(<FlipBook pages={[]} />);
    expect(await screen.findByText('No pages to display')).toBeInTheDocument();
    expect(screen.queryByTestId('book')).not.toBeInTheDocument();
  });

  it('builds the book with the settings of spec section 9', async () => {
    renderWithProviders(<FlipBook pages={pages} title="Notes" />);
    expect(await screen.findByTestId('book')).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(5);
    // The page it opens at is fetched at once, first; the others when the reader comes near them.
    const [first, ...rest] = screen.getAllByRole('img');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    for (const img of rest) expect(img).toHaveAttribute('loading', 'lazy');
    expect(book.props).toMatchObject({
      width: 300,
      height: 450,
      flippingTime: 1000,
      swipeDistance: 30,
      showCover: true,
      usePortrait: false,
      size: 'stretch',
    });
    // The controls follow the book a task later (page-flip-book.tsx).
    expect(await screen.findByRole('status')).toHaveTextContent('Page 1 of 5');
  });

  it('jumps to a page from 1 to the page count, and refuses anything else', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FlipBook pages={pages} />);
    const input = await screen.findByRole('textbox', { name: 'Go to page' });
    for (const bad of ['0', '6', '2.5', 'two']) {
      await user.clear(input);
      await user.type(input, bad);
      await user.click(screen.getByRole('button', { name: 'Go' }));
      expect(screen.getByText('Enter a page from 1 to 5')).toBeInTheDocument();
    }
    expect(book.flips).toEqual([]);
    await user.clear(input);
    await user.type(input, '5');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(book.flips).toEqual([4]);
    expect(screen.queryByText('Enter a page from 1 to 5')).not.toBeInTheDocument();
    // Landscape: the last page shows in its spread
    expect(screen.getByRole('status')).toHaveTextContent('Pages 4–5 of 5');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  }, 30_000);

  it('zooms with its buttons within 0.5-3', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FlipBook pages={pages} />);
    const zoomIn = await screen.findByRole('button', { name: 'Zoom in' });
    for (let i = 0; i < 12; i++) if (!(zoomIn as HTMLButtonElement).disabled) await user.click(zoomIn);
    expect(screen.getByRole('button', { name: 'Reset zoom' })).toHaveTextContent('300%');
    expect(zoomIn).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Reset zoom' }));
    expect(screen.getByRole('button', { name: 'Reset zoom' })).toHaveTextContent('100%');
  }, 30_000);

  it('shows one page at 767 px and below', async () => {
    vi.stubGlobal('innerWidth', 767);
    renderWithProviders(<FlipBook pages={pages} />);
    await screen.findByTestId('book');
    expect(book.props.usePortrait).toBe(true);
    await screen.findByRole('status');
    act(() => (book.props.onFlip as (e: { data: number }) => void)({ data: 2 }));
    expect(screen.getByRole('status')).toHaveTextContent('Page 3 of 5');
  });
});

describe('flip-book rules', () => {
  it('parses a page jump as an integer from 1 to the page count', () => {
    expect(parsePageJump('1', 5)).toBe(1);
    expect(parsePageJump(' 5 ', 5)).toBe(5);
    for (const bad of ['0', '6', '-1', '1.5', '', 'x', '1e1']) expect(parsePageJump(bad, 5)).toBeNull();
  });

  it('clamps zoom to 0.5-3', () => {
    expect(clampZoom(0.1)).toBe(0.5);
    expect(clampZoom(4)).toBe(3);
    expect(clampZoom(1.25)).toBe(1.25);
  });

  it('lays out 80 % of the window, one page at 767 px and below', () => {
    expect(bookLayout(1000, 800)).toEqual({ mobile: false, width: 800, height: 640 });
    expect(bookLayout(767, 1000)).toMatchObject({ mobile: true });
    expect(bookLayout(768, 1000)).toMatchObject({ mobile: false });
  });

  it('names the pages in view: the cover alone, then spreads in landscape', () => {
    expect(visiblePages(0, 5, false)).toEqual([1, 1]);
    expect(visiblePages(1, 5, false)).toEqual([2, 3]);
    expect(visiblePages(2, 5, false)).toEqual([2, 3]);
    expect(visiblePages(4, 5, false)).toEqual([4, 5]);
    expect(visiblePages(3, 4, false)).toEqual([4, 4]);
    expect(visiblePages(2, 5, true)).toEqual([3, 3]);
  });
});
