import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import path from 'node:path';
import type { Statement } from '@affiliate/contract';
import { statementPdf } from './statement-pdf.ts';

/** Niceness of a rendering thread: the event loop's requests come first when they share a core. */
const RENDER_NICENESS = 10;

/**
 * A render is a download someone waits a moment for; the requests beside it have a 25 ms budget. On
 * Linux a thread has its own priority (`/proc/thread-self` names its id, which setpriority takes), so
 * this thread lowers its own and leaves the event loop's thread as it was. Elsewhere it keeps the
 * process's priority.
 */
function yieldToTheEventLoop(): void {
  try {
    setPriority(Number(path.basename(readlinkSync('/proc/thread-self'))), RENDER_NICENESS);
  } catch {
    // Not Linux: nothing names this thread alone.
  }
}
yieldToTheEventLoop();

/**
 * A piscina worker (statement-pdf-pool.ts): renders one statement PDF off the gateway's event loop and
 * hands back its bytes (pdfkit's layout is CPU work: about 100 ms for a 12-page month).
 */
export default async function renderStatementPdf({ statement, brand }: { statement: Statement; brand: string }): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of statementPdf(statement, brand)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
