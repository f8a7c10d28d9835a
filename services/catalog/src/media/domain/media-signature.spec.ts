import { checkMediaSignature, mediaSignature } from './media-signature';
import { isSafeMediaKey } from '../persistence/media-storage.port';

describe('signed media URLs', () => {
  const now = Date.parse('2026-05-01T10:00:00Z');
  const expires = now / 1000 + 900;
  const sig = mediaSignature('s3cret', 'private', 'videos/a.mp4', expires);

  it('accepts its own signature until it expires', () => {
    expect(checkMediaSignature('s3cret', 'private', 'videos/a.mp4', expires, sig, now)).toBe('valid');
    expect(checkMediaSignature('s3cret', 'private', 'videos/a.mp4', expires, sig, (expires + 1) * 1000)).toBe(
      'expired',
    );
  });

  it('refuses a changed key, expiry, bucket or secret', () => {
    expect(checkMediaSignature('s3cret', 'private', 'videos/b.mp4', expires, sig, now)).toBe('invalid');
    expect(checkMediaSignature('s3cret', 'private', 'videos/a.mp4', expires + 60, sig, now)).toBe('invalid');
    expect(checkMediaSignature('s3cret', 'public', 'videos/a.mp4', expires, sig, now)).toBe('invalid');
    expect(checkMediaSignature('other', 'private', 'videos/a.mp4', expires, sig, now)).toBe('invalid');
  });

  it('accepts only our own key shapes', () => {
    expect(isSafeMediaKey('quiz-pages/6650c0ffee/p-01.png')).toBe(true);
    expect(isSafeMediaKey('../secrets.json')).toBe(false);
    expect(isSafeMediaKey('a/../../b')).toBe(false);
    expect(isSafeMediaKey('/etc/passwd')).toBe(false);
  });
});
