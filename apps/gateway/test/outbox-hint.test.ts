import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../src/config/paths.ts';
import { outboxHint } from '../src/modules/mail/outbox-hint.ts';

describe('where emailed codes are read without a mail server', () => {
  it('is printed at start when SMTP_URL is unset: the CLI command and the console screen', () => {
    const hint = outboxHint({ publicUrl: 'http://localhost:3000' });
    expect(hint).toContain('npm run operator -- outbox --to demo@example.com');
    expect(hint).toContain('http://localhost:3000/operator/mail');
    expect(outboxHint({ publicUrl: 'http://localhost:3000', smtpUrl: 'smtp://mail.example:587' })).toBeNull();
  });

  it("is in the README's Run it section, next to the demo sign-in", () => {
    const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    const runIt = readme.slice(
      readme.indexOf('## Run it'),
      readme.indexOf('\n## ', readme.indexOf('## Run it') + 1),
    );
    expect(runIt).toMatch(/codes/);
    expect(runIt).toContain('npm run operator -- outbox --to demo@example.com');
    expect(runIt).toContain('/operator/mail');
  });
});
