import type { Language, Statement } from '@affiliate/contract';
import { statementPdf } from './statement-pdf.ts';

/**
 * A piscina worker (statement-pdf-pool.ts): renders one statement PDF off the gateway's event loop and
 * hands back its bytes (pdfkit's layout is CPU work: about 100 ms for a 12-page month).
 */
export default async function renderStatementPdf({
  statement,
  brand,
  language,
}: {
  statement: Statement;
  brand: string;
  language: Language;
}): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of statementPdf(statement, brand, language)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
