/** Reads a process's GET /metrics (Prometheus' text format) into samples. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}
export type Samples = Sample[];

export async function scrape(baseUrl: string): Promise<Samples> {
  const res = await fetch(`${baseUrl}/metrics`, { signal: AbortSignal.timeout(5_000) });
  if (res.status !== 200) throw new Error(`${baseUrl}/metrics answered ${res.status}`);
  return parseMetrics(await res.text());
}

export function parseMetrics(text: string): Samples {
  const samples: Samples = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)/.exec(line);
    if (!m) continue;
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[l[1]] = l[2];
    samples.push({ name: m[1], labels, value: Number(m[3]) });
  }
  return samples;
}

/** The sum of a metric's samples whose labels include `where`. */
export function sum(samples: Samples, name: string, where: Record<string, string> = {}): number {
  return samples
    .filter((s) => s.name === name && Object.entries(where).every(([k, v]) => s.labels[k] === v))
    .reduce((n, s) => n + s.value, 0);
}
