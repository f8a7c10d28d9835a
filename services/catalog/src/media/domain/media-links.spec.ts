import { directImageUrl, normalizeImage, normalizeImages } from './media-links';

describe('drive links and image forms', () => {
  it.each([
    [
      'https://drive.google.com/file/d/1AbC_d-9xYz/view?usp=sharing',
      'https://drive.google.com/uc?export=view&id=1AbC_d-9xYz',
    ],
    [
      'https://drive.google.com/open?id=1AbC_d-9xYz',
      'https://drive.google.com/uc?export=view&id=1AbC_d-9xYz',
    ],
    [
      'https://drive.google.com/uc?export=download&id=1AbC_d-9xYz',
      'https://drive.google.com/uc?export=view&id=1AbC_d-9xYz',
    ],
    ['https://cdn.example.com/img/parliament.png', 'https://cdn.example.com/img/parliament.png'],
    ['/api/media/public/quiz/abc.png', '/api/media/public/quiz/abc.png'],
  ])('%s → %s', (input, expected) => expect(directImageUrl(input)).toBe(expected));

  it('keeps an image as a string or as {url, storageType}, rewriting the link in both', () => {
    expect(normalizeImage('https://drive.google.com/file/d/XYZ/view')).toBe(
      'https://drive.google.com/uc?export=view&id=XYZ',
    );
    expect(normalizeImage({ url: 'https://drive.google.com/file/d/XYZ/view', storageType: 'drive' })).toEqual(
      {
        url: 'https://drive.google.com/uc?export=view&id=XYZ',
        storageType: 'drive',
      },
    );
  });

  it('drops empty and malformed images', () => {
    expect(normalizeImage('')).toBeNull();
    expect(normalizeImage({ storageType: 'local' })).toBeNull();
    expect(normalizeImage(42)).toBeNull();
    expect(normalizeImages(['a.png', '', null, { url: 'b.png' }])).toEqual(['a.png', { url: 'b.png' }]);
  });
});

describe('stored images: size and WebP copies', () => {
  const stored = {
    url: '/api/media/public/images/a.png',
    storageType: 'local',
    width: 900,
    height: 506,
    variants: [
      { url: '/api/media/public/images/a-w640.webp', width: 640 },
      { url: '/api/media/public/images/a-w320.webp', width: 320 },
    ],
  };

  it('keeps the size and the copies, narrowest first', () => {
    expect(normalizeImage(stored)).toEqual({
      ...stored,
      variants: [stored.variants[1], stored.variants[0]],
    });
  });

  it('drops a size that is not two positive whole numbers and copies without a url or width', () => {
    const image = normalizeImage({
      url: 'b.png',
      width: 900,
      height: -1,
      variants: [
        { url: '', width: 320 },
        { url: 'b-w640.webp', width: '640' },
        { url: 'b-w320.webp', width: 320 },
        7,
      ],
    });
    expect(image).toEqual({ url: 'b.png', variants: [{ url: 'b-w320.webp', width: 320 }] });
    expect(normalizeImage({ url: 'c.png', width: 10, variants: 'x' })).toEqual({ url: 'c.png' });
  });
});
