import { z } from 'zod';
import {
  FEED_SOURCE_AUTHS_BY_KIND,
  FEED_SOURCE_DAILY_AT_NOT_VALID,
  FEED_SOURCE_EVERY_NOT_VALID,
  FEED_SOURCE_HOST_KEY_NOT_VALID,
  feedSourceProblems,
  type CreateFeedSourceRequest,
  type FeedSource,
  type UpdateFeedSourceRequest,
} from '@affiliate/contract/endpoints/feed-sources';

/** The source form's values as typed: numbers as text, the schedule as a choice and its value. */
export interface SourceFormValues {
  brand: string;
  feed: 'players' | 'activity';
  kind: 'https' | 'sftp';
  address: string;
  auth: FeedSource['auth'];
  username: string;
  /** SFTP only: the host key fingerprint to insist on; empty takes any. */
  sftp_host_key: string;
  /** Write-only: empty on an edit keeps the stored secret. */
  secret: string;
  schedule: 'every' | 'daily';
  every_minutes: string;
  daily_at: string;
  window_days: string;
  notify_after: string;
  enabled: boolean;
}

export const emptySourceForm: SourceFormValues = {
  brand: '',
  feed: 'activity',
  kind: 'https',
  address: '',
  auth: 'bearer',
  username: '',
  sftp_host_key: '',
  secret: '',
  schedule: 'every',
  every_minutes: '60',
  daily_at: '02:00',
  window_days: '1',
  notify_after: '3',
  enabled: true,
};

export function formOf(source: FeedSource): SourceFormValues {
  return {
    brand: source.brand,
    feed: source.feed,
    kind: source.kind,
    address: source.address,
    auth: source.auth,
    username: source.username ?? '',
    sftp_host_key: source.sftp_host_key ?? '',
    secret: '',
    schedule: source.daily_at !== null ? 'daily' : 'every',
    every_minutes: String(source.every_minutes ?? 60),
    daily_at: source.daily_at ?? '02:00',
    window_days: String(source.window_days),
    notify_after: String(source.notify_after),
    enabled: source.enabled,
  };
}

/** The ways of signing in a kind of source takes, in words. */
export const authLabels: Record<FeedSource['auth'], string> = {
  none: 'None',
  bearer: 'Bearer token',
  basic: 'Basic auth (user and password)',
  key: 'Private key',
  password: 'Password',
};

export const authsFor = (kind: SourceFormValues['kind']) => FEED_SOURCE_AUTHS_BY_KIND[kind];

const whole = (message: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, message)
    .refine((text) => Number(text) >= min && Number(text) <= max, message);

/**
 * The contract's rules in the browser (the same `feedSourceProblems` the gateway checks), each on its
 * field; `storedSecret` says whether an edit may leave the secret empty.
 */
export function sourceFormSchema(storedSecret: boolean) {
  return z
    .object({
      brand: z.string().min(1, 'Choose a brand.'),
      feed: z.enum(['players', 'activity']),
      kind: z.enum(['https', 'sftp']),
      address: z.string().trim().min(1, 'Enter the address to pull from.'),
      auth: z.enum(['none', 'bearer', 'basic', 'key', 'password']),
      username: z.string(),
      sftp_host_key: z.string(),
      secret: z.string(),
      schedule: z.enum(['every', 'daily']),
      every_minutes: z.string(),
      daily_at: z.string(),
      window_days: whole('A window of 1 to 62 days.', 1, 62),
      notify_after: whole('After 1 to 100 failures in a row.', 1, 100),
      enabled: z.boolean(),
    })
    .superRefine((values, context) => {
      if (
        values.schedule === 'every' &&
        !whole(FEED_SOURCE_EVERY_NOT_VALID, 5, 10_080).safeParse(values.every_minutes).success
      )
        context.addIssue({ code: 'custom', path: ['every_minutes'], message: FEED_SOURCE_EVERY_NOT_VALID });
      if (
        values.kind === 'sftp' &&
        values.sftp_host_key.trim() !== '' &&
        !/^SHA256:[A-Za-z0-9+/]{43}$/.test(values.sftp_host_key.trim())
      )
        context.addIssue({
          code: 'custom',
          path: ['sftp_host_key'],
          message: FEED_SOURCE_HOST_KEY_NOT_VALID,
        });
      if (values.schedule === 'daily' && !/^([01][0-9]|2[0-3]):[0-5][0-9]$/.test(values.daily_at))
        context.addIssue({ code: 'custom', path: ['daily_at'], message: FEED_SOURCE_DAILY_AT_NOT_VALID });
      const problems = feedSourceProblems({
        kind: values.kind,
        address: values.address.trim(),
        auth: values.auth,
        username: values.username.trim() || null,
        hasSecret: values.secret !== '' || storedSecret,
        secret: values.secret || null,
        every_minutes: values.schedule === 'every' ? 60 : null,
        daily_at: values.schedule === 'daily' ? '00:00' : null,
      });
      for (const problem of problems)
        context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    });
}

const hostKeyOf = (values: SourceFormValues) =>
  values.kind === 'sftp' ? values.sftp_host_key.trim() || null : null;

function schedule(values: SourceFormValues) {
  return values.schedule === 'every'
    ? { every_minutes: Number(values.every_minutes), daily_at: null }
    : { every_minutes: null, daily_at: values.daily_at };
}

export function createRequestOf(values: SourceFormValues): CreateFeedSourceRequest {
  return {
    brand: values.brand,
    feed: values.feed,
    kind: values.kind,
    address: values.address.trim(),
    auth: values.auth,
    username: values.auth === 'basic' ? values.username.trim() : null,
    sftp_host_key: hostKeyOf(values),
    ...(values.auth !== 'none' && { secret: values.secret }),
    ...schedule(values),
    window_days: Number(values.window_days),
    notify_after: Number(values.notify_after),
    enabled: values.enabled,
  };
}

/** Every field the form shows; an empty secret is left out, so the stored one is kept. */
export function updateRequestOf(values: SourceFormValues): UpdateFeedSourceRequest {
  return {
    kind: values.kind,
    address: values.address.trim(),
    auth: values.auth,
    username: values.auth === 'basic' ? values.username.trim() : null,
    sftp_host_key: hostKeyOf(values),
    ...(values.secret !== '' && values.auth !== 'none' && { secret: values.secret }),
    ...schedule(values),
    window_days: Number(values.window_days),
    notify_after: Number(values.notify_after),
    enabled: values.enabled,
  };
}
