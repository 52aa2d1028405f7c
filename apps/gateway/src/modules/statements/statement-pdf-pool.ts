import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { Language, Statement } from '@affiliate/contract';
import { Piscina } from 'piscina';
import type { Logger } from '../../app-context.ts';

// The worker is TypeScript like the rest of the gateway: its thread loads tsx itself (`--import tsx`),
// whether the process runs under tsx (`npm start`) or another loader (vitest), which a worker would not
// inherit.
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const workerFile = new URL('./statement-pdf-worker.ts', import.meta.url).href;
/** A shutdown waits this long at most for the renders in flight (a queue of them is ~100 ms each). */
const CLOSE_TIMEOUT_MS = 10_000;
/**
 * Niceness of the rendering threads (nice(2), per thread on Linux): a render is a download someone
 * waits a moment for, the requests beside it have a 25 ms budget, so on a shared core the event loop's
 * thread comes first. Piscina applies it through its optional `@napi-rs/nice`; without that module the
 * threads keep the process's priority.
 */
const RENDER_NICENESS = 10;

/**
 * Renders statement PDFs in a pool of worker threads, so a download never holds the event loop (a
 * 12-page month is about 100 ms of pdfkit). The threads start with the first PDF, not with the app (most
 * processes and tests never render one), and stay up while the app runs; `close` ends them once the renders in flight are done.
 */
export class StatementPdfRenderer {
  private pool: Piscina | null = null;

  constructor(
    private readonly threads: number,
    private readonly log: Logger,
  ) {}

  async render(statement: Statement, brand: string, language: Language): Promise<Buffer> {
    this.pool ??= new Piscina({
      filename: workerFile,
      minThreads: this.threads,
      maxThreads: this.threads,
      closeTimeout: CLOSE_TIMEOUT_MS,
      niceIncrement: RENDER_NICENESS,
      execArgv: ['--import', tsxLoader],
    });
    const bytes = (await this.pool.run({ statement, brand, language })) as Uint8Array;
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  /**
   * Lets the renders already asked for finish (their downloads are in flight), then ends the threads.
   * Past CLOSE_TIMEOUT_MS piscina ends them anyway and says so with an 'error' event, which unheard
   * would end the process in the middle of its shutdown: the downloads still rendering fail instead.
   */
  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    pool?.on('error', (err: unknown) =>
      this.log.warn({ err }, 'statement PDFs still rendering at shutdown were stopped'),
    );
    await pool?.close();
  }
}
