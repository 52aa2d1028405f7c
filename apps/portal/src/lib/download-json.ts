/** Downloads data as a pretty-printed .json file through a Blob (no server round trip). */
export function downloadJson(data: unknown, fileName: string): void {
  const name = fileName.endsWith('.json') ? fileName : `${fileName}.json`;
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
