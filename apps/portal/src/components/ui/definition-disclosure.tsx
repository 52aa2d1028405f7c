import { Trans } from '@lingui/react/macro';

/** A figure's definition behind a native disclosure, so every number can be traced to its inputs. */
export function DefinitionDisclosure({ subject, definition }: { subject: string; definition: string }) {
  return (
    <details className="group text-xs text-muted">
      <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded font-medium text-info-ink underline-offset-2 hover:underline [&::-webkit-details-marker]:hidden">
        <Trans>
          How is this calculated?<span className="sr-only"> ({subject})</span>
        </Trans>
      </summary>
      <p className="mt-1.5 leading-relaxed">{definition}</p>
    </details>
  );
}
