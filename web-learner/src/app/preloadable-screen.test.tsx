import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { preloadable } from './preloadable-screen';

const Hello = () => <h1>Hello</h1>;

describe('preloadable', () => {
  it('suspends on a screen not loaded yet, then shows it', async () => {
    const Screen = preloadable(() => Promise.resolve({ default: Hello }));
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Hello' })).toBeInTheDocument();
  });

  it('draws a preloaded screen in the first render, with no loader before it', async () => {
    const Screen = preloadable(() => Promise.resolve({ default: Hello }));
    await Screen.preload();
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Hello' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });
});
