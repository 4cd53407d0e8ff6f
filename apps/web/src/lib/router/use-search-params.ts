import { useCallback, useMemo } from 'react';
import type { NavigateOptions } from './router-context';
import { useLocation } from './router-context';
import { useNavigate } from './use-navigate';

export type SearchParamsInit =
  URLSearchParams | string | Record<string, string | string[]> | [string, string][];

export type SetSearchParams = (
  next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
  options?: NavigateOptions,
) => void;

function toSearchParams(init: SearchParamsInit): URLSearchParams {
  if (init instanceof URLSearchParams || typeof init === 'string' || Array.isArray(init))
    return new URLSearchParams(init);
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(init))
    for (const one of Array.isArray(value) ? value : [value]) params.append(name, one);
  return params;
}

/** The current query string, and a navigation to another query string on the same page. */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const searchParams = useMemo(() => new URLSearchParams(search), [search]);
  const setSearchParams = useCallback<SetSearchParams>(
    (next, options) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(searchParams)) : next;
      navigate(`?${toSearchParams(init).toString()}`, options);
    },
    [navigate, searchParams],
  );
  return [searchParams, setSearchParams];
}
