/**
 * A live window is stored as ISO times with their zone; the browser's date-time input shows and returns
 * local time without one. These convert between them, so the server never guesses the editor's zone.
 */
export function toLocalDateTime(value: unknown): string {
  if (!value) return '';
  const at = new Date(String(value));
  if (Number.isNaN(at.getTime())) return '';
  const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
  // With seconds (the inputs take step 1): a one-minute live mock needs them.
  return local.toISOString().slice(0, 19);
}

export function fromLocalDateTime(value: string): string | null {
  if (!value) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** What the form holds for the exam settings, as the catalog reads them: empty minutes dropped, no empty window. */
export function examTransform<T extends Record<string, unknown>>(data: T): T {
  const sections = Array.isArray(data.sections)
    ? (data.sections as Array<Record<string, unknown>>).map(({ minutes, ...s }) =>
        minutes === null || minutes === undefined || minutes === '' ? s : { ...s, minutes },
      )
    : data.sections;
  const window = data.liveWindow as { opensAt?: string | null; closesAt?: string | null } | null | undefined;
  const liveWindow = window && (window.opensAt || window.closesAt) ? window : null;
  return { ...data, sections, liveWindow, mode: data.mode || null };
}
