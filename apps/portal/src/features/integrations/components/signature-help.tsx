import { Tabs } from 'radix-ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { POSTBACK_SIGNATURE_HEADER } from '@affiliate/contract/endpoints/postbacks';
import { cx } from '@/components/ui/cx';
import { signatureSnippets, signatureSteps, type SnippetLanguage } from '../lib/signature-recipe';

const tabClass = cx(
  'inline-flex h-9 items-center border-b-2 border-transparent px-3 text-sm font-semibold text-muted -mb-px',
  'hover:text-ink data-[state=active]:border-ink data-[state=active]:text-ink',
  'focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-info-ink',
);

/** How a tracker checks that a postback comes from us: the recipe in words, then the same in three languages. */
export function SignatureHelp({ headingLevel = 3 }: { headingLevel?: 3 | 4 }) {
  const { t } = useLingui();
  const Heading = `h${headingLevel}` as const;
  const header = POSTBACK_SIGNATURE_HEADER;
  return (
    <div className="flex min-w-0 flex-col gap-3 text-left">
      <Heading className="text-base font-semibold text-ink">
        <Trans>How to verify a postback</Trans>
      </Heading>
      <p className="text-sm text-muted">
        <Trans>
          Every postback carries a{' '}
          <code className="rounded bg-canvas px-1 font-mono text-xs text-ink">{header}</code> header. Check it
          before you trust the request:
        </Trans>
      </p>
      <ol className="list-decimal space-y-1 pl-5 text-sm text-ink">
        {signatureSteps.map((step) => (
          <li key={step.id}>{t(step)}</li>
        ))}
      </ol>
      <Tabs.Root defaultValue={'node' satisfies SnippetLanguage} className="min-w-0">
        <Tabs.List aria-label={t`Example in`} className="flex border-b border-line">
          {Object.entries(signatureSnippets).map(([language, { name }]) => (
            <Tabs.Trigger key={language} value={language} className={tabClass}>
              {name}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {Object.entries(signatureSnippets).map(([language, { name, code }]) => (
          <Tabs.Content
            key={language}
            value={language}
            className="mt-2 focus-visible:outline-3 focus-visible:outline-info-ink"
          >
            <pre
              tabIndex={0}
              aria-label={t`Verification in ${name}`}
              className="max-w-full overflow-x-auto rounded-lg bg-[#16181d] p-3 font-mono text-xs leading-5 text-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-info-ink"
            >
              {code}
            </pre>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
