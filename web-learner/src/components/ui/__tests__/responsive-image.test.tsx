import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from '../responsive-image';

const stored = {
  url: '/api/media/public/covers/a.png',
  storageType: 'local',
  width: 900,
  height: 450,
  variants: [
    { url: '/api/media/public/covers/a-w320.webp', width: 320 },
    { url: '/api/media/public/covers/a-w640.webp', width: 640 },
    { url: '/api/media/public/covers/a-w900.webp', width: 900 },
  ],
};

describe('ResponsiveImage', () => {
  it('offers the WebP copies as a srcset for the width it is shown at, and reserves its size', () => {
    render(<ResponsiveImage image={stored} sizes="20rem" alt="Cover" />);
    const img = screen.getByRole('img', { name: 'Cover' });
    expect(img).toHaveAttribute('src', stored.url);
    expect(img).toHaveAttribute(
      'srcset',
      '/api/media/public/covers/a-w320.webp 320w, /api/media/public/covers/a-w640.webp 640w, /api/media/public/covers/a-w900.webp 900w',
    );
    expect(img).toHaveAttribute('sizes', '20rem');
    expect(img).toHaveAttribute('width', '900');
    expect(img).toHaveAttribute('height', '450');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('at a maximum height, is as wide as that height allows and says so in sizes', () => {
    render(<ResponsiveImage image={stored} maxHeight={320} alt="Diagram" />);
    const img = screen.getByRole('img', { name: 'Diagram' });
    // 900 x 450 drawn at most 320 px tall: 640 px wide, or the whole width of a narrower box.
    expect(img).toHaveAttribute('sizes', '(max-width: 640px) 100vw, 640px');
  });

  it('draws a plain URL as it is, and nothing without one', () => {
    const { container } = render(
      <>
        <ResponsiveImage image="https://cdn.example.com/x.jpg" alt="Typed" maxHeight={280} />
        <ResponsiveImage image={{ url: '' }} alt="Empty" />
        <ResponsiveImage image={null} alt="None" />
      </>,
    );
    const img = screen.getByRole('img', { name: 'Typed' });
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
    expect(img).not.toHaveAttribute('width');
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });
});
