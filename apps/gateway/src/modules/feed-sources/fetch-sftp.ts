import { createHash } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import SftpClient from 'ssh2-sftp-client';
import { PullFailure } from './pull-failure.ts';

export interface SftpAuth {
  auth: 'key' | 'password';
  secret: string | null;
  /** The server's host key fingerprint to insist on (`SHA256:…`, as ssh-keygen -l prints it), or null. */
  hostKey: string | null;
}

/** A host key's fingerprint as OpenSSH prints it: SHA256 of the key's wire form, base64 without padding. */
export function hostKeyFingerprint(key: Buffer): string {
  return `SHA256:${createHash('sha256').update(key).digest('base64').replace(/=+$/, '')}`;
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
  let offered: string | null = null;
  try {
    await client.connect({
      host: target.host,
      port: target.port,
      username: target.username,
      ...(auth.auth === 'key' ? { privateKey: auth.secret ?? '' } : { password: auth.secret ?? '' }),
      readyTimeout: options.timeoutMs,
      // A pinned host key is checked before any credential is sent.
      ...(auth.hostKey && {
        hostVerifier: (key: Buffer) => {
          offered = hostKeyFingerprint(key);
          return offered === auth.hostKey;
        },
      }),
      // One try: the schedule's backoff is the retry.
      retries: 0,
    });
  } catch (error) {
    await client.end().catch(() => undefined);
    if (auth.hostKey && offered !== null && offered !== auth.hostKey)
      throw new PullFailure(`The SFTP server's host key is ${offered}, not the ${auth.hostKey} expected.`);
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
