import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

const SSHD = '/usr/sbin/sshd';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Debian's OpenSSH server started for a test (`openssh-server`, which .ci/run installs): its own config,
 * host key and authorized_keys in a temporary folder, on a free loopback port, SFTP by its internal
 * server; the files a brand would export sit in `files`. Signs in the user running the tests with the
 * client key made here.
 */
export class SftpServer {
  readonly dir = mkdtempSync(path.join(tmpdir(), 'feed-sftp-'));
  readonly files = path.join(this.dir, 'exports');
  readonly user = userInfo().username;
  /** The client's private key (OpenSSH format), as an operator pastes it into the source. */
  clientKey = '';
  port = 0;
  private process: ChildProcess | undefined;

  async start(): Promise<void> {
    if (!existsSync(SSHD))
      throw new Error(`${SSHD} is missing: apt-get install -y openssh-server (as .ci/run does)`);
    // sshd refuses to start without its privilege separation folder.
    mkdirSync('/run/sshd', { recursive: true, mode: 0o755 });
    mkdirSync(this.files, { mode: 0o755 });
    const keygen = (file: string) =>
      execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', file], { stdio: 'ignore' });
    keygen(path.join(this.dir, 'host_key'));
    keygen(path.join(this.dir, 'client_key'));
    this.clientKey = readFileSync(path.join(this.dir, 'client_key'), 'utf8');
    writeFileSync(
      path.join(this.dir, 'authorized_keys'),
      readFileSync(path.join(this.dir, 'client_key.pub')),
      { mode: 0o600 },
    );
    this.port = await freePort();
    const config = path.join(this.dir, 'sshd_config');
    writeFileSync(
      config,
      [
        `Port ${this.port}`,
        'ListenAddress 127.0.0.1',
        `HostKey ${path.join(this.dir, 'host_key')}`,
        `PidFile ${path.join(this.dir, 'sshd.pid')}`,
        `AuthorizedKeysFile ${path.join(this.dir, 'authorized_keys')}`,
        'PubkeyAuthentication yes',
        'PasswordAuthentication no',
        'KbdInteractiveAuthentication no',
        'PermitRootLogin prohibit-password',
        'UsePAM no',
        // The temporary folder is not root's own the way StrictModes wants.
        'StrictModes no',
        'Subsystem sftp internal-sftp',
        'LogLevel ERROR',
      ].join('\n') + '\n',
    );
    const sshd = spawn(SSHD, ['-D', '-e', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] });
    this.process = sshd;
    let stderr = '';
    sshd.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // Ready once the port takes a connection.
    for (let attempt = 0; attempt < 100; attempt++) {
      if (sshd.exitCode !== null) throw new Error(`sshd stopped: ${stderr}`);
      if (await accepts(this.port)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`sshd did not listen on ${this.port}: ${stderr}`);
  }

  /** The server's host key fingerprint as `ssh-keygen -l` prints it (SHA256:…). */
  hostKeyFingerprint(): string {
    const line = execFileSync('ssh-keygen', ['-l', '-f', path.join(this.dir, 'host_key.pub')], {
      encoding: 'utf8',
    });
    return line.split(' ')[1]!;
  }

  /** A key the server does not know. */
  strangerKey(): string {
    const file = path.join(this.dir, 'stranger_key');
    execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', file], { stdio: 'ignore' });
    return readFileSync(file, 'utf8');
  }

  /** The source's address of a file in `files`. */
  address(file: string): string {
    return `sftp://${this.user}@127.0.0.1:${this.port}${path.join(this.files, file)}`;
  }

  write(file: string, text: string): void {
    writeFileSync(path.join(this.files, file), text);
  }

  async stop(): Promise<void> {
    const sshd = this.process;
    if (sshd && sshd.exitCode === null) {
      const exited = new Promise((resolve) => sshd.once('exit', resolve));
      sshd.kill('SIGTERM');
      await exited;
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
