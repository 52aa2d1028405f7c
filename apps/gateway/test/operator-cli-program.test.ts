import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { refusal, runCli } from './operator-cli-helpers.ts';

// The program's commands: what each sends to the operator routes and what the operator reads back.

describe('maintenance', () => {
  it('keeps the other apps’ switches and turns the portal’s on or off', async () => {
    const current = {
      data: {
        'system.maintenance': {
          app: [
            { key: 'affiliate', value: false },
            { key: 'casino', value: true },
          ],
        },
      },
    };
    const run = await runCli(
      ['maintenance', 'on'],
      [current, { data: { code: 'system.maintenance', value: {} } }],
    );
    expect(run.sent).toEqual([
      { method: 'GET', url: '/api/v1/bo/setting/all?filterByCode=system.maintenance' },
      {
        method: 'PUT',
        url: '/api/v1/operator/settings/system.maintenance',
        body: {
          app: [
            { key: 'affiliate', value: true },
            { key: 'casino', value: true },
          ],
        },
      },
    ]);
    expect(run.out).toBe('Maintenance is ON: the portal shows its maintenance screen.');
    const off = await runCli(['maintenance', 'off'], [{ data: {} }, { data: {} }]);
    expect(off.sent[1]!.body).toEqual({ app: [{ key: 'affiliate', value: false }] });
    expect(off.out).toBe('Maintenance is OFF: the portal is open.');
  });

  it('needs on or off', async () => {
    for (const argv of [['maintenance'], ['maintenance', 'yes']])
      expect(await refusal(argv)).toBe('Usage: npm run operator -- maintenance on|off');
  });
});

describe('broadcast', () => {
  it('sends the title and body', async () => {
    const run = await runCli(
      ['broadcast', '--title', 'New banners', '--body', 'Spring creatives are live.'],
      { data: { delivered: 3 } },
    );
    expect(run.sent).toEqual([
      {
        method: 'POST',
        url: '/api/v1/operator/notifications',
        body: { title: 'New banners', body: 'Spring creatives are live.' },
      },
    ]);
    expect(run.out).toBe('Notification sent to 3 affiliate(s).');
  });

  it('needs both, within their lengths', async () => {
    expect(await refusal(['broadcast', '--title', 'x'])).toBe('broadcast needs --title and --body.');
    expect(await refusal(['broadcast', '--title', 'x'.repeat(121), '--body', 'b'])).toMatch(
      /^The notification is not valid:\n {2}title: /,
    );
  });
});

describe('create-affiliate', () => {
  const argv = [
    'create-affiliate',
    '--username',
    'alice',
    '--email',
    'alice@example.com',
    '--password',
    'Str0ng-partner-pass',
    '--first-name',
    'Alice',
    '--last-name',
    'Smith',
    '--country',
    'gb',
  ];

  it('sends the affiliate with the country and currency in capitals (EUR by default)', async () => {
    const run = await runCli([...argv, '--currency', 'gbp'], { data: { id: 7, username: 'alice' } });
    expect(run.sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/operator/affiliates',
      body: { username: 'alice', country: 'GB', currency: 'GBP', firstName: 'Alice' },
    });
    expect(run.out).toBe('Created affiliate alice (id 7).');
    expect((await runCli(argv, { data: { id: 8, username: 'alice' } })).sent[0]!.body).toMatchObject({
      currency: 'EUR',
    });
  });

  it('names each field that is wrong', async () => {
    const message = await refusal(['create-affiliate', '--username', 'alice', '--email', 'not-an-email']);
    expect(message.split('\n')[0]).toBe('The affiliate is not valid:');
    expect(message).toMatch(/\n {2}email: /);
    expect(message).toMatch(/\n {2}password: /);
    expect(message).toMatch(/\n {2}country: /);
  });
});

describe('outbox', () => {
  it('asks for the newest mail, to one address when given, and indents each message', async () => {
    const mail = {
      id: 4,
      to: 'demo@example.com',
      subject: 'Your code',
      text: 'Code: 123456\nValid 10 minutes.',
      createdAt: '2026-11-02T10:00:00.000Z',
    };
    const run = await runCli(['outbox', '--to', 'demo@example.com', '--limit', '5'], { data: [mail] });
    expect(run.sent).toEqual([
      { method: 'GET', url: '/api/v1/operator/outbox?to=demo%40example.com&limit=5' },
    ]);
    expect(run.out).toBe(
      '#4  11/02/2026 10:00 UTC  to demo@example.com\n  Your code\n  Code: 123456\n  Valid 10 minutes.',
    );
    const empty = await runCli(['outbox'], { data: [] });
    expect(empty.sent[0]!.url).toBe('/api/v1/operator/outbox?limit=20');
    expect(empty.out).toBe('The outbox is empty.');
  });

  it('takes a limit from 1 to 200', async () => {
    for (const limit of ['0', '201', 'ten', '2.5'])
      expect(await refusal(['outbox', '--limit', limit])).toBe(
        '--limit must be a whole number from 1 to 200.',
      );
  });
});

describe('seed', () => {
  it('restores the demo data', async () => {
    const run = await runCli(['seed'], { data: { usernames: ['demo'] } });
    expect(run.sent).toEqual([{ method: 'POST', url: '/api/v1/operator/demo-seed' }]);
    expect(run.out).toBe('Demo affiliates ready: demo (sign in as demo / demo-partner-2026).');
  });
});

describe('banners', () => {
  const banner = {
    id: 12,
    name: 'Spring Reload',
    type: 'image',
    language: 'en',
    enabled: true,
    sizes: '300x250, 728x90',
    brand: 'goldline',
    brand_name: 'Goldline Casino',
  };

  it('lists the catalogue, one banner a line', async () => {
    const run = await runCli(['banners', 'list'], {
      data: [banner, { ...banner, id: 3, enabled: false, type: 'text', name: 'Old text' }],
    });
    expect(run.sent).toEqual([{ method: 'GET', url: '/api/v1/operator/banners' }]);
    expect(run.out).toBe(
      '#12    image    en  offered  Spring Reload  [300x250, 728x90]  goldline\n#3     text     en  retired  Old text  [300x250, 728x90]  goldline',
    );
    expect((await runCli(['banners', 'list'], { data: [] })).out).toBe('The catalogue is empty.');
  });

  it('adds a banner from files, each creative as base64 with the type of its extension', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'banners-'));
    writeFileSync(path.join(dir, 'spring.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const run = await runCli(
      [
        'banners',
        'add',
        '--name',
        'Spring Reload',
        '--type',
        'image',
        '--language',
        'en',
        `300x250=${path.join(dir, 'spring.svg')}`,
      ],
      { data: banner },
    );
    expect(run.sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/operator/banners',
      body: { name: 'Spring Reload', creatives: [{ size: '300x250', content_type: 'image/svg+xml' }] },
    });
    expect(run.sent[0]!.body).not.toHaveProperty('brand');
    expect(run.out).toBe('Added banner #12 "Spring Reload" (image, en, brand goldline): 300x250, 728x90.');
  });

  it('adds a banner to the brand named with --brand', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'banners-'));
    writeFileSync(path.join(dir, 'copa.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const run = await runCli(
      [
        'banners',
        'add',
        '--name',
        'Copa',
        '--type',
        'image',
        '--language',
        'pt',
        '--brand',
        'goldline-br',
        `300x250=${path.join(dir, 'copa.svg')}`,
      ],
      { data: { ...banner, name: 'Copa', language: 'pt', brand: 'goldline-br' } },
    );
    expect(run.sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/operator/banners',
      body: { name: 'Copa', language: 'pt', brand: 'goldline-br' },
    });
    expect(run.out).toBe('Added banner #12 "Copa" (image, pt, brand goldline-br): 300x250, 728x90.');
  });

  it('retires a banner by id', async () => {
    const run = await runCli(['banners', 'retire', '12'], { data: { ...banner, enabled: false } });
    expect(run.sent).toEqual([{ method: 'DELETE', url: '/api/v1/operator/banners/12' }]);
    expect(run.out).toBe(
      'Retired banner #12 "Spring Reload": no longer offered; saved banners and published snippets keep working.',
    );
  });

  it('refuses a missing file, no creative, a bad id or another action', async () => {
    expect(
      await refusal([
        'banners',
        'add',
        '--name',
        'N',
        '--type',
        'image',
        '--language',
        'en',
        '300x250=/nonexistent/a.svg',
      ]),
    ).toBe('/nonexistent/a.svg: no such file');
    expect(await refusal(['banners', 'add', '--name', 'N'])).toBe(
      'Give at least one creative: SIZE=FILE (or --text "headline" for a text link).',
    );
    expect(await refusal(['banners', 'retire', 'twelve'])).toBe(
      'Usage: npm run operator -- banners retire ID',
    );
    expect(await refusal(['banners', 'remove'])).toBe(
      'Usage: npm run operator -- banners list | add ... | retire ID',
    );
  });
});

describe('landing-pages', () => {
  const page = {
    id: 4,
    label: 'Sports betting',
    prefix: 'https://brand.example/sports',
    added_by: 'nora@goldline.example',
    added_at: '2026-11-27T10:00:00.000Z',
  };

  it('lists, allows and removes landing pages through the operator routes', async () => {
    const list = await runCli(['landing-pages', 'list'], { data: [page] });
    expect(list.sent).toEqual([{ method: 'GET', url: '/api/v1/operator/landing-pages' }]);
    expect(list.out).toBe(
      '#4     https://brand.example/sports  "Sports betting"  added by nora@goldline.example',
    );
    const add = await runCli(
      ['landing-pages', 'add', '--label', 'Sports betting', 'https://brand.example/sports'],
      { data: page },
    );
    expect(add.sent).toEqual([
      {
        method: 'POST',
        url: '/api/v1/operator/landing-pages',
        body: { label: 'Sports betting', prefix: 'https://brand.example/sports' },
      },
    ]);
    expect(add.out).toBe(
      'Allowed #4 https://brand.example/sports ("Sports betting"): links may lead to it and every page under it.',
    );
    const remove = await runCli(['landing-pages', 'remove', '4'], { data: page });
    expect(remove.sent).toEqual([{ method: 'DELETE', url: '/api/v1/operator/landing-pages/4' }]);
  });

  it('refuses before sending what the contract refuses, a bad id or another action', async () => {
    expect(await refusal(['landing-pages', 'add', '--label', 'Sports', 'http://brand.example/sports'])).toBe(
      'Usage: npm run operator -- landing-pages list | add --label "Label" ADDRESS | remove ID\n  prefix: The address must start with https:// (http:// only for localhost).',
    );
    expect(await refusal(['landing-pages', 'remove', 'four'])).toBe(
      'Usage: npm run operator -- landing-pages remove ID',
    );
    expect(await refusal(['landing-pages', 'retire'])).toBe(
      'Usage: npm run operator -- landing-pages list | add --label "Label" ADDRESS | remove ID',
    );
  });
});

describe('brands', () => {
  const brazil = {
    code: 'goldline-br',
    name: 'Goldline Bet Brasil',
    currency: 'BRL',
    landing_url: 'https://br.goldline.example/',
    effective_landing_url: 'https://br.goldline.example/',
    logo_url: null,
    open_to_affiliates: true,
    is_first: false,
    created_at: '2026-12-02T10:00:00.000Z',
    updated_at: '2026-12-02T10:00:00.000Z',
  };
  const first = {
    ...brazil,
    code: 'goldline',
    name: 'Goldline Casino & Sports',
    currency: 'EUR',
    landing_url: null,
    effective_landing_url: 'https://goldline.example/',
    is_first: true,
  };

  it('lists the brands as a table, the first brand’s landing page said to be the deployment’s', async () => {
    const list = await runCli(['brands', 'list'], {
      data: [first, { ...brazil, open_to_affiliates: false }],
    });
    expect(list.sent).toEqual([{ method: 'GET', url: '/api/v1/operator/brands' }]);
    expect(list.out).toBe(
      [
        'CODE         NAME                      CURRENCY  AFFILIATES  LANDING PAGE',
        "goldline     Goldline Casino & Sports  EUR       open        https://goldline.example/ (the deployment's)",
        'goldline-br  Goldline Bet Brasil       BRL       closed      https://br.goldline.example/',
      ].join('\n'),
    );
  });

  it('adds a brand, open unless --closed, with a logo when given', async () => {
    const add = await runCli(
      [
        'brands',
        'add',
        '--code',
        'goldline-br',
        '--name',
        'Goldline Bet Brasil',
        '--currency',
        'BRL',
        '--landing',
        'https://br.goldline.example/',
      ],
      { data: brazil },
    );
    expect(add.sent).toEqual([
      {
        method: 'POST',
        url: '/api/v1/operator/brands',
        body: {
          code: 'goldline-br',
          name: 'Goldline Bet Brasil',
          currency: 'BRL',
          landing_url: 'https://br.goldline.example/',
          open_to_affiliates: true,
        },
      },
    ]);
    expect(add.out).toBe(
      'Added brand goldline-br ("Goldline Bet Brasil", BRL), open to affiliates: plain links lead to https://br.goldline.example/.',
    );
    const closed = await runCli(
      [
        'brands',
        'add',
        '--code',
        'goldline-mx',
        '--name',
        'Goldline México',
        '--currency',
        'MXN',
        '--landing',
        'https://mx.goldline.example/',
        '--logo',
        'https://mx.goldline.example/logo.svg',
        '--closed',
      ],
      { data: { ...brazil, code: 'goldline-mx', open_to_affiliates: false } },
    );
    expect(closed.sent[0]?.body).toMatchObject({
      logo_url: 'https://mx.goldline.example/logo.svg',
      open_to_affiliates: false,
    });
  });

  it('edits only what is given', async () => {
    const edit = await runCli(['brands', 'edit', 'goldline-br', '--name', 'Goldline Brasil', '--closed'], {
      data: { ...brazil, name: 'Goldline Brasil', open_to_affiliates: false },
    });
    expect(edit.sent).toEqual([
      {
        method: 'PATCH',
        url: '/api/v1/operator/brands/goldline-br',
        body: { name: 'Goldline Brasil', open_to_affiliates: false },
      },
    ]);
    expect(edit.out).toBe(
      'Changed brand goldline-br ("Goldline Brasil", BRL), closed to affiliates: plain links lead to https://br.goldline.example/.',
    );
  });

  it('prints the gateway’s refusal on its field', async () => {
    const run = await runCli(['brands', 'edit', 'goldline', '--currency', 'BRL'], {
      status: 422,
      json: {
        message:
          'This brand already has players or activity whose figures are in its currency: its currency cannot change.',
        errors: {
          currency: [
            'This brand already has players or activity whose figures are in its currency: its currency cannot change.',
          ],
        },
      },
    });
    expect(run.code).toBe(1);
    expect(run.err).toContain('  currency: This brand already has players');
  });

  it('refuses before sending what the contract refuses', async () => {
    const usageLine =
      'Usage: npm run operator -- brands list | add --code CODE --name "Name" --currency CUR --landing URL [--logo URL] [--closed] | edit CODE [--name "Name"] [--currency CUR] [--landing URL] [--logo URL] [--open|--closed]';
    expect(
      await refusal([
        'brands',
        'add',
        '--code',
        'Goldline BR',
        '--name',
        'X',
        '--currency',
        'brl',
        '--landing',
        'br.example',
      ]),
    ).toBe(
      `${usageLine}\n  code: A code is 2 to 32 lower-case letters, digits or hyphens, e.g. goldline-br.\n  currency: Currency must be a 3-letter ISO code.\n  landing_url: Enter a full address starting with https:// or http://.`,
    );
    expect(await refusal(['brands', 'edit', 'goldline-br'])).toBe(
      `${usageLine}\n  change: Give at least one field to change.`,
    );
    expect(await refusal(['brands', 'edit', 'goldline-br', '--open', '--closed'])).toBe(
      `Give --open or --closed, not both.\n${usageLine}`,
    );
    expect(await refusal(['brands', 'edit', '--name', 'X'])).toBe(
      `Name the brand to edit by its code.\n${usageLine}`,
    );
    expect(await refusal(['brands', 'remove', 'goldline-br'])).toBe(usageLine);
  });
});
