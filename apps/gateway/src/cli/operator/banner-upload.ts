import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  addCatalogueBannerRequest,
  TEXT_LINK_SIZE,
  type AddCatalogueBannerRequest,
  type CatalogueBanner,
} from '@affiliate/contract';

/**
 * `banners add` of the operator CLI: `SIZE=FILE` arguments (and `--text` for a text link) become the
 * operator API's upload, its content type taken from the file's extension. The gateway then checks the
 * bytes against it, as it does for any upload.
 */

const contentTypes: Record<string, AddCatalogueBannerRequest['creatives'][number]['content_type']> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.txt': 'text/plain',
};

export class UploadError extends Error {}

export interface BannerAddOptions {
  name?: string;
  type?: string;
  language?: string;
  /** A text link's headline, instead of a `text=FILE` argument. */
  text?: string;
}

export function bannerUpload(
  options: BannerAddOptions,
  assignments: string[],
  readFile: (file: string) => Buffer = (file) => readFileSync(file),
): AddCatalogueBannerRequest {
  const creatives: Array<{ size: string; content_type: string; data: string }> = [];
  if (options.text !== undefined)
    creatives.push({
      size: TEXT_LINK_SIZE,
      content_type: 'text/plain',
      data: Buffer.from(options.text).toString('base64'),
    });
  for (const assignment of assignments) {
    const at = assignment.indexOf('=');
    if (at <= 0) throw new UploadError(`"${assignment}" is not SIZE=FILE (e.g. 300x250=spring.svg).`);
    const size = assignment.slice(0, at);
    const file = assignment.slice(at + 1);
    const contentType = contentTypes[path.extname(file).toLowerCase()];
    if (!contentType)
      throw new UploadError(`${file}: name an .svg, .png, .gif or (for a text link) .txt file.`);
    let bytes: Buffer;
    try {
      bytes = readFile(file);
    } catch (error) {
      throw new UploadError(
        `${file}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}`,
      );
    }
    creatives.push({ size, content_type: contentType, data: bytes.toString('base64') });
  }
  if (creatives.length === 0)
    throw new UploadError('Give at least one creative: SIZE=FILE (or --text "headline" for a text link).');
  const parsed = addCatalogueBannerRequest.safeParse({
    name: options.name,
    type: options.type,
    language: options.language,
    creatives,
  });
  if (!parsed.success) {
    throw new UploadError(
      [
        'The banner is not valid:',
        ...parsed.error.issues.map((issue) => `  ${issue.path.join('.') || 'banner'}: ${issue.message}`),
      ].join('\n'),
    );
  }
  return parsed.data;
}

/** One catalogue banner per line, as `banners list` prints them. */
export function catalogueLine(banner: CatalogueBanner): string {
  const state = banner.enabled ? 'offered' : 'retired';
  return `#${String(banner.id).padEnd(5)} ${banner.type.padEnd(8)} ${banner.language}  ${state}  ${banner.name}  [${banner.sizes}]  ${banner.brand}`;
}
