import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/scaling.md says which files and migrations keep each hot path fast. A file moved or renamed leaves
 * the page pointing nowhere, so every file or folder it names in backticks must exist, read as the page's
 * first paragraph says: under apps/gateway/src/ unless it starts with apps/, bench/, deploy/ or docs/;
 * test/ under apps/gateway/; a migration's file in the migrations folder; a bare file name (a list that
 * names its folder first) as some tracked file's name.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const fromRoot = ['apps/', 'bench/', 'deploy/', 'docs/'];

function named(markdown: string): string[] {
  const quoted = [...markdown.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]!);
  // URL paths (/config.json, /api/v1/health) are not files.
  return [...new Set(quoted)].filter(
    (text) => !text.startsWith('/') && /(\.(ts|sql|md|yaml|cfg)|\/)$/.test(text),
  );
}

/** Where a name points, or undefined for a bare file name that is not at the root (a list named its folder). */
function placeOf(name: string): string | undefined {
  if (fromRoot.some((folder) => name.startsWith(folder))) return name;
  if (name.startsWith('test/')) return path.join('apps/gateway', name);
  if (/^\d{3}_.+\.sql$/.test(name)) return path.join('apps/gateway/src/db/migrations', name);
  if (!name.includes('/')) return existsSync(path.join(root, name)) ? name : undefined;
  return path.join('apps/gateway/src', name);
}

describe('docs/scaling.md', () => {
  it('names only files and folders the repository holds', () => {
    const markdown = readFileSync(path.join(root, 'docs/scaling.md'), 'utf8');
    const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n');
    const trackedNames = new Set(tracked.map((file) => path.basename(file)));
    const names = named(markdown);
    expect(names.length).toBeGreaterThan(20);
    const missing = names.filter((name) => {
      const place = placeOf(name);
      if (place === undefined) return !trackedNames.has(name);
      return !existsSync(path.join(root, place));
    });
    expect(missing).toEqual([]);
  });
});
