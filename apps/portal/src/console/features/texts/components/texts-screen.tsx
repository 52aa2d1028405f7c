import { useId, useState } from 'react';
import { roleAdmits } from '@affiliate/contract/common/endpoint';
import { languageNames, languages, type Language } from '@affiliate/contract/common/languages';
import { setText, type TextScope } from '@affiliate/contract/endpoints/text-overrides';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { SkeletonTableRows } from '@/components/ui/list-skeleton';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { PageHeader } from '@/components/ui/page-header';
import { SelectField } from '@/components/ui/select-field';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSignedInOperator } from '../../../lib/signed-in-operator';
import { useResetText, useTexts, type TextEntry } from '../api/texts';
import { EditTextDialog } from './edit-text-dialog';
import { TextsTable } from './texts-table';

const PER_PAGE = 25;
const scopeOptions = [
  { value: 'portal', label: 'Portal' },
  { value: 'gateway', label: 'Mails and files' },
];
const onlyOptions = [
  { value: '', label: 'All texts' },
  { value: 'overridden', label: 'Overridden' },
  { value: 'missing', label: 'Missing a translation' },
];
const languageOptions = languages.map((language) => ({ value: language, label: languageNames[language] }));
const numbers = new Intl.NumberFormat('en-US');

/**
 * The affiliate-facing texts (issue 37): per language and catalog (the portal's screens, or the mails and
 * files the gateway writes), English, the catalog's translation and the operator's override, with what
 * the language lacks counted. Every role reads; admins override a text (the program's name for a market,
 * say) and reset it. The console itself stays in English.
 */
export function TextsScreen() {
  const [language, setLanguage] = useState<Language>('pt-BR');
  const [scope, setScope] = useState<TextScope>('portal');
  const [q, setQ] = useState('');
  const [only, setOnly] = useState<'' | 'overridden' | 'missing'>('');
  const [page, setPage] = useState(1);
  const query = useTexts({
    language,
    scope,
    page,
    per_page: PER_PAGE,
    ...(q.trim() && { q: q.trim() }),
    ...(only && { only }),
  });
  const { data: operator } = useSignedInOperator();
  const canEdit = operator ? roleAdmits(setText, operator.role) : false;
  const reset = useResetText();
  const [editing, setEditing] = useState<TextEntry | null>(null);
  const [resetting, setResetting] = useState<TextEntry | null>(null);
  const [status, setStatus] = useState('');
  const headingId = useId();
  const answer = query.data;
  const count = answer?.meta.counts.find((c) => c.language === language);
  const filtered = (change: () => void) => {
    change();
    setPage(1);
  };

  return (
    <div className="max-w-6xl space-y-6">
      <PageHeader
        title="Texts"
        description="What affiliates read in each language: override any text (the program’s name for a market, say) and see which texts a language lacks."
      />
      {status && (
        <Alert tone="success">
          <span className="[overflow-wrap:anywhere]">{status}</span>
        </Alert>
      )}
      <Card>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-4">
          <SelectField
            label="Language"
            options={languageOptions}
            value={language}
            onChange={(event) => filtered(() => setLanguage(event.target.value as Language))}
          />
          <SelectField
            label="Texts of"
            options={scopeOptions}
            value={scope}
            onChange={(event) => filtered(() => setScope(event.target.value as TextScope))}
          />
          <FormField
            label="Search"
            type="search"
            autoComplete="off"
            maxLength={200}
            value={q}
            onChange={(event) => filtered(() => setQ(event.target.value))}
          />
          <SelectField
            label="Show"
            options={onlyOptions}
            value={only}
            onChange={(event) => filtered(() => setOnly(event.target.value as typeof only))}
          />
        </div>
        {count && (
          <p className="mt-4 text-sm text-muted" aria-live="polite">
            {language}: {numbers.format(count.missing)} missing, {numbers.format(count.overridden)} overridden
            of {numbers.format(count.total)}
          </p>
        )}
      </Card>
      <Card>
        <h2 id={headingId} className="mb-3 text-lg font-semibold text-ink">
          {languageNames[language]} · {scope === 'portal' ? 'Portal' : 'Mails and files'}
        </h2>
        {query.isError ? (
          <LoadFailedAlert
            message="We could not load the texts."
            error={query.error}
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        ) : !answer ? (
          <table className="w-full" aria-busy="true" aria-label="Loading texts">
            <tbody>
              <SkeletonTableRows count={3} columns={3} />
            </tbody>
          </table>
        ) : answer.data.length === 0 ? (
          <p className="text-sm text-muted">No text matches.</p>
        ) : (
          <div aria-busy={query.isPlaceholderData}>
            <TextsTable
              labelledBy={headingId}
              entries={answer.data}
              showTranslation={language !== 'en'}
              {...(canEdit && { onEdit: setEditing, onReset: setResetting })}
            />
          </div>
        )}
        {answer && answer.meta.last_page > 1 && (
          <nav aria-label="Pages of texts" className="mt-4 flex flex-wrap items-center gap-3">
            <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Previous
            </Button>
            <span className="text-sm text-muted">
              Page {answer.meta.current_page} of {answer.meta.last_page}
            </span>
            <Button
              variant="secondary"
              size="sm"
              disabled={page >= answer.meta.last_page}
              onClick={() => setPage(page + 1)}
            >
              Next
            </Button>
          </nav>
        )}
      </Card>
      <EditTextDialog
        entry={editing}
        language={language}
        onClose={(saved) => {
          setEditing(null);
          if (saved) setStatus(`Saved the override of “${saved.english}” in ${languageNames[language]}.`);
        }}
      />
      <ConfirmDialog
        open={resetting !== null}
        title="Reset this text?"
        description={
          resetting && (
            <span className="[overflow-wrap:anywhere]">
              Affiliates reading {languageNames[language]} will see the catalog’s text again:{' '}
              {resetting.translation || resetting.english}
            </span>
          )
        }
        confirmLabel="Reset text"
        onConfirm={async () => {
          if (!resetting) return;
          const done = await reset.mutateAsync({ scope: resetting.scope, language, key: resetting.key });
          setResetting(null);
          setStatus(`Reset “${done.english}” in ${languageNames[language]}.`);
        }}
        onCancel={() => setResetting(null)}
      />
    </div>
  );
}
