import { local } from '@/lib/storage';

const KEY = 'exam.deviceId';

/** This browser's id for exam saves (the server numbers each device's saves apart), made once and kept. */
export function examDeviceId(): string {
  let id = local.get(KEY);
  if (!id) {
    id = (
      crypto.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
    ).replace(/[^A-Za-z0-9_-]/g, '');
    local.set(KEY, id);
  }
  return id;
}
