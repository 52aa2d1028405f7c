/**
 * Statements of account kept in memory, each beside the fingerprint of what it was made from (the
 * affiliate's printed details, the month's postings counted, the posting of the opening balance, the
 * commissions closed in the month with nothing to credit: statement-repository.ts, `statementSource`).
 *
 * Money is never answered from memory on trust: every request reads the fingerprint afresh from
 * PostgreSQL (a primary-key read and three short index reads) and a kept statement is used only when it
 * matches, so a posting made a moment ago by any process (another gateway, the operator CLI, psql) is in
 * the next answer. What the cache saves is reading and shaping the month's postings again: a full month
 * is hundreds of lines, the fingerprint a few index entries.
 *
 * The kept value is shared between requests: callers must not change it.
 */
import type { Statement } from '@affiliate/contract';

/** A statement as kept between requests: all but the time it is answered at. */
/** What is kept: the statement less what depends on the time of asking (the day it runs to, when it was made). */
export type KeptStatement = Omit<Statement, 'generated_at' | 'as_of' | 'running'>;

/** The bound on what is kept, in statement lines: a line is a few hundred bytes of heap, so about 40 MB. */
const MAX_LINES = 100_000;
const MAX_ENTRIES = 2_000;

interface Entry {
  source: string;
  value: KeptStatement;
  lines: number;
}

export class StatementCache {
  private readonly entries = new Map<string, Entry>();
  private lines = 0;

  constructor(
    private readonly maxEntries = MAX_ENTRIES,
    private readonly maxLines = MAX_LINES,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The statement kept for the affiliate's month, if one is (whatever its fingerprint: the caller compares). */
  kept(affiliateId: number, month: string): { source: string; value: KeptStatement } | undefined {
    const key = `${affiliateId}:${month}`;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Most recently used last: the bound drops the least recently used first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** Keeps the statement made from `source` (read in the same snapshot as the statement), unless it alone is over the bound. */
  keep(affiliateId: number, month: string, source: string, value: KeptStatement, lines: number): void {
    const key = `${affiliateId}:${month}`;
    this.drop(key);
    if (lines > this.maxLines) return;
    while (this.entries.size >= this.maxEntries || this.lines + lines > this.maxLines) {
      this.drop(this.entries.keys().next().value!);
    }
    this.entries.set(key, { source, value, lines });
    this.lines += lines;
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.lines -= entry.lines;
  }
}
