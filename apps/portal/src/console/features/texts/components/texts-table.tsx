import { Button } from '@/components/ui/button';
import type { TextEntry } from '../api/texts';
import { actionsColumn, columnAt, TableHead, type TableColumn } from '../../../components/table-head';

/**
 * The texts of a language: English, the catalog's translation and the override. From 768 px a table;
 * below, each text stands as a card (English, then the translation and override under it), so nothing
 * scrolls sideways at 360 px. Edit and Reset for those who may change texts.
 */
export function TextsTable({
  labelledBy,
  entries,
  showTranslation,
  onEdit,
  onReset,
}: {
  labelledBy: string;
  entries: TextEntry[];
  /** false for English, whose translation is English itself. */
  showTranslation: boolean;
  /** Absent for a role that only reads. */
  onEdit?: (entry: TextEntry) => void;
  onReset?: (entry: TextEntry) => void;
}) {
  const columns: TableColumn[] = [
    { label: 'English', className: columnAt.first },
    ...(showTranslation ? [{ label: 'Translation', className: columnAt.fromMd }] : []),
    { label: 'Override', className: columnAt.fromMd },
    ...(onEdit ? [actionsColumn] : []),
  ];
  const missing = <span className="text-error-ink">Missing</span>;
  return (
    <table aria-labelledby={labelledBy} className="w-full text-left text-sm">
      <TableHead columns={columns} />
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.key} className="border-b border-line align-top last:border-0">
            <td className="py-3 pr-3">
              <span className="block [overflow-wrap:anywhere] text-ink">{entry.english}</span>
              {entry.key !== entry.english && (
                <span className="block font-mono text-xs [overflow-wrap:anywhere] text-muted">
                  {entry.key}
                </span>
              )}
              <span className="mt-1 block space-y-1 text-xs md:hidden">
                {showTranslation && (
                  <span className="block [overflow-wrap:anywhere]">
                    <span className="text-muted">Translation: </span>
                    {entry.translation || missing}
                  </span>
                )}
                {entry.override !== null && (
                  <span className="block [overflow-wrap:anywhere]">
                    <span className="text-muted">Override: </span>
                    {entry.override}
                  </span>
                )}
              </span>
            </td>
            {showTranslation && (
              <td className="hidden px-3 py-3 [overflow-wrap:anywhere] md:table-cell">
                {entry.translation || missing}
              </td>
            )}
            <td className="hidden px-3 py-3 [overflow-wrap:anywhere] md:table-cell">
              {entry.override ?? <span className="text-muted">None</span>}
            </td>
            {onEdit && (
              <td className="py-2 pl-3 text-right">
                <span className="flex flex-col items-end gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Override “${entry.english}”`}
                    onClick={() => onEdit(entry)}
                  >
                    Edit
                  </Button>
                  {entry.override !== null && onReset && (
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`Reset “${entry.english}”`}
                      onClick={() => onReset(entry)}
                    >
                      Reset
                    </Button>
                  )}
                </span>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
