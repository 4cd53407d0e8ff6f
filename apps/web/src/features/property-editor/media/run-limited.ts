/**
 * Runs `worker` over `items` with at most `limit` running at once; resolves when all have settled. The
 * worker is expected to handle its own failures (a rejection here is a programming error and propagates).
 */
export async function runLimited<T>(
  items: readonly T[],
  limit: number,
  worker: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      await worker(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
