import pg from 'pg';

export interface ListenOptions {
  connectionString: string;
  channel: string;
  onMessage: (payload: string) => void;
  onDelivery: (arriving: boolean) => void;
  onError: (error: Error) => void;
}

// The wait before reconnecting doubles from the first to the longest.
const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries), reconnecting
 * with backoff when it drops. Between the drop and the next LISTEN notifications are lost, so
 * `onDelivery(false)` comes first and `onDelivery(true)` only once LISTEN is in place again.
 */
export async function listenWithReconnect(options: ListenOptions): Promise<() => Promise<void>> {
  let retryMs = FIRST_RETRY_MS;
  let current: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  const lost = (client: pg.Client) => {
    if (current !== client) return;
    current = null;
    options.onDelivery(false);
    client.end().catch(() => undefined);
    retryLater();
  };

  const retryLater = () => {
    if (stopped) return;
    timer = setTimeout(() => void connect(), retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };

  const connect = async () => {
    timer = null;
    const client = new pg.Client({
      connectionString: options.connectionString,
      connectionTimeoutMillis: 5_000,
    });
    client.on('notification', (message) => {
      if (message.channel === options.channel) options.onMessage(message.payload ?? '');
    });
    client.on('error', (error) => {
      options.onError(error);
      lost(client);
    });
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(options.channel)}`);
    } catch (error) {
      options.onError(error as Error);
      client.removeAllListeners('end');
      client.end().catch(() => undefined);
      retryLater();
      return;
    }
    if (stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    retryMs = FIRST_RETRY_MS;
    options.onDelivery(true);
  };

  await connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const client = current;
    current = null;
    await client?.end().catch(() => undefined);
  };
}
