import { useState, type FormEvent } from 'react';
import { expectedEveryRequest } from '@affiliate/contract/endpoints/feed-freshness';
import type { FeedName } from '@affiliate/contract/common/feed-freshness';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { readApiFailure } from '@/lib/api-error';
import { formatUtcDateTime } from '@/lib/dates';
import type { Brand } from '../api/brands';
import { useFeedFreshness, useSetExpectedEvery } from '../api/feed-intervals';

const feedLabels: Record<FeedName, string> = { activity: 'Activity', players: 'Players' };

/**
 * How often each brand's feeds are expected, so a feed the brand pushes can be late too (a scheduled
 * pull sets its own from its schedule): past the interval and a grace of 10 % (at least 15 minutes)
 * affiliates see a warning and the overview lists the feed. Every role reads; admins set.
 */
export function FeedIntervals({ brands, canEdit }: { brands: Brand[]; canEdit: boolean }) {
  const feeds = useFeedFreshness();
  const save = useSetExpectedEvery();
  const [brand, setBrand] = useState('');
  const [feed, setFeed] = useState<FeedName>('activity');
  const [minutes, setMinutes] = useState('');
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const chosen = brand || brands[0]?.code || '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus('');
    const parsed = expectedEveryRequest.safeParse({
      expected_every_minutes: minutes.trim() === '' ? null : Number(minutes),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the interval.');
      return;
    }
    setError('');
    try {
      const saved = await save.mutateAsync({ code: chosen, feed, body: parsed.data });
      setStatus(
        saved.expected_every_minutes === null
          ? `${saved.brand_name}: ${feedLabels[feed].toLowerCase()} is not expected on a schedule.`
          : `${saved.brand_name}: ${feedLabels[feed].toLowerCase()} expected every ${saved.expected_every_minutes} minutes.`,
      );
    } catch (reason) {
      const failure = readApiFailure(reason);
      setError(failure.errors['expected_every_minutes']?.[0] ?? failure.message);
    }
  };

  return (
    <Card>
      <h2 className="mb-1 text-lg font-semibold text-ink">Feed schedules</h2>
      <p className="mb-3 text-sm text-muted">
        How often each brand’s data is expected. Past that and a grace of 10 % (at least 15 minutes), its
        affiliates see a warning that their figures may be missing activity.
      </p>
      {feeds.data && feeds.data.length > 0 && (
        <ul aria-label="Feeds" className="mb-4 flex flex-col gap-1 text-sm">
          {feeds.data.map((f) => (
            <li key={`${f.brand}:${f.feed}`} className="[overflow-wrap:anywhere]">
              <span className="font-medium text-ink">
                {f.brand_name} · {feedLabels[f.feed]}
              </span>
              <span className="text-muted">
                {' '}
                — {f.expected_every_minutes ? `every ${f.expected_every_minutes} minutes` : 'no schedule'}
                {f.data_through && `, data through ${formatUtcDateTime(f.data_through)}`}
                {f.late && ' (late)'}
              </span>
            </li>
          ))}
        </ul>
      )}
      {canEdit && (
        <form
          noValidate
          aria-label="Set a feed schedule"
          className="grid grid-cols-1 items-start gap-3 md:grid-cols-4"
          onSubmit={(event) => void submit(event)}
        >
          <SelectField
            label="Brand"
            value={chosen}
            options={brands.map((b) => ({ value: b.code, label: b.name }))}
            onChange={(event) => setBrand(event.target.value)}
          />
          <SelectField
            label="Feed"
            value={feed}
            options={(['activity', 'players'] as const).map((f) => ({ value: f, label: feedLabels[f] }))}
            onChange={(event) => setFeed(event.target.value as FeedName)}
          />
          <FormField
            label="Expected every (minutes)"
            inputMode="numeric"
            autoComplete="off"
            hint="Empty: not on a schedule."
            error={error || undefined}
            value={minutes}
            onChange={(event) => setMinutes(event.target.value)}
          />
          <Button type="submit" className="md:mt-7" disabled={save.isPending || chosen === ''}>
            Save
          </Button>
          {status && (
            <Alert tone="success" className="md:col-span-4">
              {status}
            </Alert>
          )}
        </form>
      )}
    </Card>
  );
}
