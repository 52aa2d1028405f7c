import net from 'node:net';

/**
 * A TCP relay between one gateway and the real Redis, so a test can take Redis away from that gateway
 * alone (CLIENT PAUSE would stall every test sharing the server): `freeze` holds the gateway's
 * commands unanswered (a Redis that hangs; they go through in order on `thaw`), `cut` drops its
 * connections and refuses new ones (a Redis that is down), `restore` lets it connect again.
 */
export interface RedisProxy {
  url: string;
  freeze(): void;
  thaw(): void;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startRedisProxy(redisUrl: string): Promise<RedisProxy> {
  const target = new URL(redisUrl);
  const pairs = new Set<{ client: net.Socket; server: net.Socket }>();
  let refusing = false;
  let frozen = false;
  const proxy = net.createServer((client) => {
    if (refusing) {
      client.destroy();
      return;
    }
    const server = net.connect(Number(target.port || 6379), target.hostname);
    const pair = { client, server };
    pairs.add(pair);
    if (frozen) client.pause();
    client.pipe(server);
    server.pipe(client);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      server.destroy();
    };
    client.on('error', end).on('close', end);
    server.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    freeze() {
      frozen = true;
      for (const { client } of pairs) client.pause();
    },
    thaw() {
      frozen = false;
      for (const { client } of pairs) client.resume();
    },
    cut() {
      refusing = true;
      for (const { client, server } of pairs) {
        client.destroy();
        server.destroy();
      }
      pairs.clear();
    },
    restore() {
      refusing = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const { client, server } of pairs) {
          client.destroy();
          server.destroy();
        }
        proxy.close(() => resolve());
      }),
  };
}
