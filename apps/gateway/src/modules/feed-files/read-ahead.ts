/**
 * Yields `source`'s items, asking for the next one as soon as the current one is handed out: the file's
 * next batch is read and checked (CPU) while the current one is in the database (I/O). At most one item
 * is held ahead.
 */
export async function* readAhead<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
  const items = source[Symbol.asyncIterator]();
  let next = items.next();
  // A consumer that stops early leaves the read ahead unawaited: its failure is not the consumer's.
  next.catch(() => undefined);
  try {
    for (;;) {
      const item = await next;
      if (item.done) return;
      next = items.next();
      next.catch(() => undefined);
      yield item.value;
    }
  } finally {
    await items.return?.();
  }
}
