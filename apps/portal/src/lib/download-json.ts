import { saveFile } from './save-file';

/** Downloads data as a pretty-printed .json file through a Blob (no server round trip). */
export function downloadJson(data: unknown, fileName: string): void {
  const name = fileName.endsWith('.json') ? fileName : `${fileName}.json`;
  saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), name);
}
