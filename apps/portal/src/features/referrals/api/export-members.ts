import { isAxiosError, type AxiosResponse } from 'axios';
import { api } from '@affiliate/contract';
import { apiClient } from '@/lib/api-client';
import { toIsoDate } from '@/lib/dates';
import { saveFile } from '@/lib/save-file';
import { memberFilterQuery, type MemberFilters } from '../lib/member-filters';
import { memberPath } from './get-members';

export type MemberExportFormat = 'csv' | 'json';

/** `referrals-2026-11-22.csv` (the local date of the download). */
export function exportFileName(format: MemberExportFormat, today: Date = new Date()): string {
  return `referrals-${toIsoDate(today)}.${format}`;
}

function readBlobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** A failed blob request carries its JSON error body as a Blob: read it back so the message shows. */
async function withReadableBody(reason: unknown): Promise<unknown> {
  const response: AxiosResponse | undefined = isAxiosError(reason) ? reason.response : (reason as AxiosResponse | undefined);
  if (response && response.data instanceof Blob) {
    try {
      return { ...response, data: JSON.parse(await readBlobText(response.data)) as unknown };
    } catch {
      return { ...response, data: {} };
    }
  }
  return reason;
}

/**
 * GET /api/v1/affiliate/{id}/member/export: every row of the current filter (not just the page). The
 * call needs the bearer, so it goes through the API client as a Blob and is saved from an object URL.
 */
export async function exportMembers(memberId: number, filters: MemberFilters, format: MemberExportFormat): Promise<void> {
  let blob: Blob;
  try {
    const response = await apiClient.get<Blob>(memberPath(api.referrals.export.path, memberId), {
      params: { format, ...memberFilterQuery(filters) },
      responseType: 'blob',
      headers: { Accept: format === 'csv' ? 'text/csv' : 'application/json' },
    });
    blob = response.data instanceof Blob ? response.data : new Blob([String(response.data)]);
  } catch (reason) {
    throw await withReadableBody(reason);
  }
  saveFile(blob, exportFileName(format));
}
