import { useSearchParams } from 'react-router-dom';

/** A list's filters in the address, so a reload or a shared link keeps them ('' is all). */
export function useListParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>;
  const set = (next: Partial<Record<K, string>>) => {
    const merged = { ...values, ...next };
    setParams(
      Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== '')) as Record<string, string>,
      {
        replace: true,
      },
    );
  };
  return [values, set] as const;
}
