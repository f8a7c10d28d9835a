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
