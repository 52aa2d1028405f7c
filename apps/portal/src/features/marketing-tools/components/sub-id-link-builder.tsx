import { useId, useRef, useState } from 'react';
import type { ReferralCodeRecord } from '@affiliate/contract/endpoints/referral-codes';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { linkWithSubId, SUB_ID_EXAMPLE, subId } from '../lib/tracking-link';
import { CopyButton } from './copy-button';

/** Composes a code's tracking link with a sub-id (`?sub=spring-newsletter`) to copy. */
export function SubIdLinkBuilder({ codes }: { codes: ReferralCodeRecord[] }) {
  const [code, setCode] = useState(codes[0]?.code ?? '');
  const [sub, setSub] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const linkRef = useRef<HTMLInputElement>(null);
  const linkId = useId();
  const record = codes.find((candidate) => candidate.code === code) ?? codes[0];
  if (!record) return null;
  const valid = subId.safeParse(sub);
  const link = linkWithSubId(record.tracking_url, valid.success ? valid.data : '');
  // Checked when the field is left or the value committed, like every field of the portal.
  const check = () => setError(valid.success ? undefined : valid.error.issues[0]?.message);

  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField label="Code for the link" options={codes.map((c) => ({ value: c.code, label: c.code }))} value={record.code} onChange={(event) => setCode(event.target.value)} />
        <FormField
          label="Sub-id"
          placeholder={SUB_ID_EXAMPLE}
          autoComplete="off"
          spellCheck={false}
          value={sub}
          error={error}
          onChange={(event) => {
            setSub(event.target.value);
            if (error) setError(undefined);
          }}
          onBlur={check}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={linkId} className="text-sm font-medium text-ink">
          Link with sub-id
        </label>
        <input
          ref={linkRef}
          id={linkId}
          readOnly
          value={link}
          className="h-10 w-full rounded-lg border border-line bg-canvas px-3 font-mono text-xs text-ink focus:outline-none focus-visible:border-info-ink focus-visible:ring-3 focus-visible:ring-info/40"
        />
        <CopyButton text={link} what="link with sub-id" field={linkRef} disabled={!valid.success} />
      </div>
    </div>
  );
}
