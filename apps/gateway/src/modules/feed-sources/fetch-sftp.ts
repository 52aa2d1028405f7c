import { PassThrough, type Readable } from 'node:stream';
import SftpClient from 'ssh2-sftp-client';
import { PullFailure } from './pull-failure.ts';

export interface SftpAuth {
  auth: 'key' | 'password';
  secret: string | null;
}

/** sftp://user@host:port/path, split (the path's percent-escapes decoded). */
export function sftpTarget(address: string): { host: string; port: number; username: string; path: string } {
  const url = new URL(address);
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : 22,
    username: decodeURIComponent(url.username),
    path: decodeURIComponent(url.pathname),
  };
}

/**
 * Opens the remote file over SFTP (ssh2-sftp-client) and answers it as a stream; the connection ends
 * when the stream does, however it ends. The file's size is read first, so a file over the limit fails
 * before any byte is read, and a missing file fails with its path.
 */
export async function fetchSftp(
  address: string,
  auth: SftpAuth,
  options: { timeoutMs: number; maxBytes: number },
): Promise<Readable> {
  const target = sftpTarget(address);
  const client = new SftpClient('feed-pull');
  try {
    await client.connect({
      host: target.host,
      port: target.port,
      username: target.username,
      ...(auth.auth === 'key' ? { privateKey: auth.secret ?? '' } : { password: auth.secret ?? '' }),
      readyTimeout: options.timeoutMs,
      // One try: the schedule's backoff is the retry.
      retries: 0,
    });
  } catch (error) {
    await client.end().catch(() => undefined);
    throw new PullFailure(`The SFTP server could not be reached or refused the sign-in: ${messageOf(error)}`);
  }
  try {
    const stat = await client.stat(target.path);
    if (!stat.isFile) throw new PullFailure(`${target.path} is not a file.`);
    if (stat.size > options.maxBytes)
      throw new PullFailure(`The file is larger than the limit (${stat.size} bytes).`);
  } catch (error) {
    await client.end().catch(() => undefined);
    if (error instanceof PullFailure) throw error;
    throw new PullFailure(`The file ${target.path} could not be read: ${messageOf(error)}`);
  }
  const file = client.createReadStream(target.path, { autoClose: true });
  const out = new PassThrough();
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    void client.end().catch(() => undefined);
  };
  file.on('error', (error: unknown) => {
    out.destroy(new PullFailure(`The file ${target.path} could not be read: ${messageOf(error)}`));
    end();
  });
  out.on('close', end);
  file.pipe(out);
  return out;
}

/** The library's message, without the "feed-pull:" name it puts before it. */
function messageOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/^feed-pull[^:]*:\s*/, '');
}
