import { Button } from './button';

/** What a failed query offers to run again. */
export interface Retryable {
  refetch: () => unknown;
  isFetching: boolean;
}

/** 'Intentar de nuevo' under a failed load: asks again, spinning while the answer is on its way. */
export function RetryButton({ query }: { query: Retryable }) {
  return (
    <Button variant="secondary" size="sm" onClick={() => void query.refetch()} isLoading={query.isFetching}>
      Intentar de nuevo
    </Button>
  );
}
