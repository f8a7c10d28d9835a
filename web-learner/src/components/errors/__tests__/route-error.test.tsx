import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { hydratingDrawnPage } from '@/lib/use-hydrating';
import { RouteError } from '../route-error';

describe('RouteError', () => {
  it("stands for a crashed screen on a pre-drawn page: the page's drawn controls are enabled all the same", () => {
    const hydrated = vi.fn();
    hydratingDrawnPage(hydrated);
    render(<RouteError error={new Error('chunk failed')} resetErrorBoundary={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(hydrated).toHaveBeenCalledTimes(1);
  });
});
