import { useSearchParams } from 'react-router';

/**
 * The selected tab of a page, kept in the URL's `?tab=` (the first tab leaves it out), so a
 * link or a reload opens the same tab; choosing another replaces the history entry.
 */
export function useTabParam<K extends string>(keys: readonly K[]): [K, (key: K) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const first = keys[0] as K;
  const tab = keys.find((key) => key === asked) ?? first;
  const select = (key: K) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (key === first) next.delete('tab');
        else next.set('tab', key);
        return next;
      },
      { replace: true },
    );
  return [tab, select];
}
