import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Comments and docs point only at what the repository holds. The design notes and the specification
 * the product was built from are not in it, so a citation of a numbered section of either sends a
 * reader nowhere: the rule belongs in the comment itself or in docs/ (docs/architecture.md, "Rules the
 * product follows"). The patterns are written with character classes so this file does not match them.
 */
const citation = [
  String.raw`\bDESIG[N]\b`,
  String.raw`[Ss]pecificatio[n]('s)? \(?sections? [0-9]`,
  String.raw`[Ss]pe[c](ification)? §`,
].join('|');

const root = fileURLToPath(new URL('../../..', import.meta.url));

function citingLines(): string[] {
  try {
    return execFileSync('git', ['grep', '-nIE', citation, '--', '.', ':!docs/openapi.json'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean);
  } catch (error) {
    // git grep exits with 1 when nothing matches; anything else (no git, no repository) is a real failure.
    if ((error as { status?: number }).status === 1) return [];
    throw error;
  }
}

describe('source citations', () => {
  it('no tracked file cites a design or specification section the repository does not hold', () => {
    expect(citingLines()).toEqual([]);
  });
});
