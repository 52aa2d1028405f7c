import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { formValidationModes } from '@/lib/form-validation-modes';
import {
  BODY_MAX,
  broadcastFormSchema,
  TITLE_MAX,
  type BroadcastFormInput,
  type BroadcastFormValues,
} from '../lib/broadcast-form';
import { BroadcastDialog } from './broadcast-dialog';

const empty: BroadcastFormInput = { title: '', body: '', audience: 'everyone', memberIds: '' };

/** A notification to every enabled affiliate or to the ones listed; checked here, then confirmed in a dialog before it is sent. */
export function BroadcastCard() {
  const form = useForm<BroadcastFormInput, unknown, BroadcastFormValues>({
    resolver: zodResolver(broadcastFormSchema),
    defaultValues: empty,
    ...formValidationModes,
  });
  const { errors } = form.formState;
  const [title, body, audience] = useWatch({ control: form.control, name: ['title', 'body', 'audience'] });
  const [ready, setReady] = useState<BroadcastFormValues | null>(null);

  return (
    <Card>
      <h2 className="text-lg font-semibold text-ink">Send a notification</h2>
      <p className="mt-1 text-sm text-muted">
        Affiliates read it in the portal&apos;s notifications. It cannot be taken back once sent.
      </p>
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(setReady)(event)}
        className="mt-4 flex flex-col gap-4"
      >
        <FormField
          label="Title"
          maxLength={TITLE_MAX}
          autoComplete="off"
          error={errors.title?.message}
          hint={`${title.length}/${TITLE_MAX}`}
          {...form.register('title')}
        />
        <TextareaField
          label="Message"
          className="[&_textarea]:min-h-28"
          maxLength={BODY_MAX}
          error={errors.body?.message}
          counter={`${body.length}/${BODY_MAX}`}
          {...form.register('body')}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-ink">Send to</legend>
          <label className="flex cursor-pointer items-center gap-2 text-sm text-ink">
            <input
              type="radio"
              value="everyone"
              className="size-4 accent-[#16181d]"
              {...form.register('audience')}
            />
            Every enabled affiliate
          </label>
          <label className="flex cursor-pointer items-center gap-2 text-sm text-ink">
            <input
              type="radio"
              value="listed"
              className="size-4 accent-[#16181d]"
              {...form.register('audience')}
            />
            Only the affiliates I list
          </label>
        </fieldset>
        {audience === 'listed' && (
          <TextareaField
            label="Affiliate ids"
            className="[&_textarea]:min-h-20"
            spellCheck={false}
            hint="Separated by spaces, commas or new lines. A disabled or unknown id gets nothing."
            error={errors.memberIds?.message}
            {...form.register('memberIds')}
          />
        )}
        <div>
          <Button type="submit">
            <Send aria-hidden="true" className="size-4" />
            Review and send
          </Button>
        </div>
      </form>
      <BroadcastDialog
        notification={ready}
        onClose={(sent) => {
          setReady(null);
          if (sent) form.reset(empty);
        }}
      />
    </Card>
  );
}
