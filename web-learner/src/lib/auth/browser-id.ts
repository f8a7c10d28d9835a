import { local, storageKeys } from '@/lib/storage';

/** The browser's id (`uniqueBrowserId`), a UUID made once and kept, sent with every login. */
export function getBrowserId(): string {
  const existing = local.get(storageKeys.browserId);
  if (existing) return existing;
  const id = typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : randomUuid();
  local.set(storageKeys.browserId, id);
  return id;
}

/** RFC 4122 version 4 from getRandomValues, for browsers without randomUUID (older Safari, insecure contexts). */
function randomUuid(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
