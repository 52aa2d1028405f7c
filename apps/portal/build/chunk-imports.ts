import type { OutputBundle, OutputChunk } from 'rolldown';

/** The bundle's JavaScript chunks. */
export function chunksOf(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
}

/**
 * The files of the given chunks and of every chunk they import statically, transitively, that the page
 * does not already load (`html` names it): what a preload must fetch for those chunks to run.
 */
export function filesToPreload(
  chunks: readonly OutputChunk[],
  roots: readonly OutputChunk[],
  html: string,
): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const collect = (chunk: OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) collect(next);
    }
  };
  roots.forEach(collect);
  return [...files].filter((file) => !html.includes(`/${file}"`));
}
