import { normalizeImage } from './media-links';
import { pageFolderOfKey, pageFolderOfUrl, pageFoldersOf } from './page-images';

describe('PDF page images (issue 35)', () => {
  const page = '/api/media/public/pdf-pages/3f2a-77/page-001.png';

  it('are found by their folder, from a key or from our URL, absolute or relative, signed or not', () => {
    expect(pageFolderOfKey('pdf-pages/3f2a-77/page-001.png')).toBe('pdf-pages/3f2a-77');
    expect(pageFolderOfKey('images/3f2a-77.png')).toBeNull();
    expect(pageFolderOfUrl(page)).toBe('pdf-pages/3f2a-77');
    expect(pageFolderOfUrl(`https://exam.example.in${page}?expires=1&sig=x`)).toBe('pdf-pages/3f2a-77');
    expect(pageFolderOfUrl('/api/media/private/pdfs/a.pdf')).toBeNull();
    expect(pageFolderOfUrl('https://drive.google.com/uc?id=1')).toBeNull();
    expect(pageFoldersOf([{ url: page }, page, '/api/media/public/pdf-pages/b/page-002.png'])).toEqual([
      'pdf-pages/3f2a-77',
      'pdf-pages/b',
    ]);
  });

  it('are stored bare: a signed copy sent back loses its expiry and signature', () => {
    expect(normalizeImage(`${page}?expires=123&sig=abc`)).toBe(page);
    expect(normalizeImage({ url: `${page}?expires=123&sig=abc`, storageType: 'local' })).toEqual({
      url: page,
      storageType: 'local',
    });
    expect(normalizeImage('https://cdn.example.com/a.png?sig=keep')).toBe(
      'https://cdn.example.com/a.png?sig=keep',
    );
  });
});
