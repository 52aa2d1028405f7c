import http from 'node:http';

export const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** One click over a real socket: the status (0 when the connection failed or was cut) and Location. */
export function clickOver(
  agent: http.Agent,
  baseUrl: string,
  path: string,
): Promise<{ status: number; location?: string }> {
  const url = new URL(path, baseUrl);
  return new Promise((resolve) => {
    const request = http.get(url, { agent, headers: { 'user-agent': BROWSER } }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, location: response.headers.location }),
      );
      response.on('error', () => resolve({ status: 0 }));
    });
    request.on('error', () => resolve({ status: 0 }));
  });
}

/** A pool of kept-alive sockets, many requests at once. */
export function clickAgent(sockets: number): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets: sockets });
}
