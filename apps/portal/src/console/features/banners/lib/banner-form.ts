import { z } from 'zod';
import {
  bannerLanguage,
  bannerType,
  CREATIVE_MAX_BYTES,
  TEXT_LINK_SIZE,
  type AddCatalogueBannerRequest,
  type BannerType,
} from '@affiliate/contract/endpoints/banners';
import { withFormFieldNames } from '@/lib/form-errors';

/**
 * The Add banner form: the CLI's `banners add` in the browser (apps/gateway/src/cli/operator/banner-upload.ts).
 * As there, the file's extension gives its content type and the gateway checks the bytes against it
 * (and the pixel size against the size given); here the browser also refuses what the gateway would
 * before anything is sent: a file of another type, a file over the limit, a size given twice, no creative.
 */

type ImageContentType = Exclude<AddCatalogueBannerRequest['creatives'][number]['content_type'], 'text/plain'>;

const imageContentTypes: Record<string, ImageContentType> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.gif': 'image/gif',
};

/** What the file input offers to choose. */
export const ACCEPTED_FILES = Object.keys(imageContentTypes).join(',');

/** The gateway's limit of a text link's headline (one line). */
export const HEADLINE_MAX_LENGTH = 200;
export const NAME_MAX_LENGTH = 120;

/** A few common sizes (IAB) the size fields suggest; any WIDTHxHEIGHT is taken. */
export const COMMON_SIZES = [
  '300x250',
  '728x90',
  '160x600',
  '300x600',
  '320x50',
  '468x60',
  '970x250',
  '336x280',
];

/** Languages the form offers besides those the catalogue already holds (any ISO 639-1 code is taken). */
export const COMMON_LANGUAGES = [
  'en',
  'de',
  'es',
  'fr',
  'it',
  'pt',
  'nl',
  'sv',
  'fi',
  'no',
  'da',
  'pl',
  'tr',
  'ja',
];

/** A file the operator chose for a size: read at once (base64) unless it is refused on its type or size. */
export interface ChosenFile {
  name: string;
  bytes: number;
  contentType: ImageContentType | null;
  data: string | null;
}

export const contentTypeOf = (fileName: string): ImageContentType | null =>
  imageContentTypes[/\.[^.]*$/.exec(fileName.toLowerCase())?.[0] ?? ''] ?? null;

/** `2048` -> `2 kB`, `250_000` -> `244.1 kB` (1 kB = 1024 bytes, as the 200 kB limit). */
export function formatFileSize(bytes: number): string {
  return `${(bytes / 1024).toLocaleString('en', { maximumFractionDigits: 1 })} kB`;
}

/** The gateway's limit of one creative, as the form words it. */
export const CREATIVE_LIMIT_TEXT = formatFileSize(CREATIVE_MAX_BYTES);

/** Why a chosen file cannot be a creative (worded as the CLI's refusals), or null. */
export function fileProblem(file: Pick<ChosenFile, 'name' | 'bytes' | 'contentType'>): string | null {
  if (!file.contentType) return `${file.name}: choose an .svg, .png or .gif file.`;
  if (file.bytes > CREATIVE_MAX_BYTES) {
    return `${file.name} is ${file.bytes.toLocaleString('en')} bytes; a creative may be at most ${CREATIVE_LIMIT_TEXT} (${CREATIVE_MAX_BYTES.toLocaleString('en')} bytes).`;
  }
  if (file.bytes === 0) return `${file.name} is empty.`;
  return null;
}

/** Reads a chosen file as the upload carries it (base64), unless it is refused before (then `data` is null). */
export async function readChosenFile(file: File): Promise<ChosenFile> {
  const chosen: ChosenFile = {
    name: file.name,
    bytes: file.size,
    contentType: contentTypeOf(file.name),
    data: null,
  };
  if (fileProblem(chosen)) return chosen;
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(`${file.name} could not be read.`));
    reader.readAsDataURL(file);
  });
  return { ...chosen, data: dataUrl.slice(dataUrl.indexOf(',') + 1) };
}

/** The chosen file as an image source for its preview (a data: address: the console's CSP allows no blob:). */
export const previewSource = (file: ChosenFile): string | null =>
  file.data && file.contentType ? `data:${file.contentType};base64,${file.data}` : null;

/** The pixel size the browser reads from an image (`300x250`), to fill an empty size field; null when it reads none. */
export function pixelSizeOf(source: string): Promise<string | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () =>
      resolve(
        image.naturalWidth > 0 && image.naturalHeight > 0
          ? `${image.naturalWidth}x${image.naturalHeight}`
          : null,
      );
    image.onerror = () => resolve(null);
    image.src = source;
  });
}

function utf8Base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** A size of an image or animated banner, as the contract's `bannerSize` without the text link's. */
export const PIXEL_SIZE = /^[1-9]\d{1,3}x[1-9]\d{1,3}$/;

const creativeRow = z.object({
  size: z.string(),
  file: z.custom<ChosenFile | null>(),
});

export const bannerFormSchema = z
  .object({
    name: z.string(),
    type: bannerType,
    language: z.string(),
    headline: z.string(),
    creatives: z.array(creativeRow),
  })
  // One refinement for every rule, so the form shows every problem at once (zod skips refinements of an object whose fields failed).
  .superRefine((values, ctx) => {
    const name = values.name.trim();
    if (name === '') ctx.addIssue({ code: 'custom', path: ['name'], message: "Enter the banner's name." });
    if (name.length > NAME_MAX_LENGTH)
      ctx.addIssue({
        code: 'custom',
        path: ['name'],
        message: `Name must be at most ${NAME_MAX_LENGTH} characters.`,
      });
    const language = bannerLanguage.safeParse(values.language);
    if (!language.success)
      ctx.addIssue({ code: 'custom', path: ['language'], message: language.error.issues[0]!.message });
    if (values.type === 'text') {
      const headline = values.headline.trim();
      if (headline === '')
        ctx.addIssue({ code: 'custom', path: ['headline'], message: 'Enter the headline of the text link.' });
      else if (headline.length > HEADLINE_MAX_LENGTH || /\p{Cc}/u.test(headline)) {
        ctx.addIssue({
          code: 'custom',
          path: ['headline'],
          message: `A text link is one line of 1 to ${HEADLINE_MAX_LENGTH} characters.`,
        });
      }
      return;
    }
    if (values.creatives.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['creatives'],
        message: 'Give at least one creative: a size and its file.',
      });
    const seen = new Set<string>();
    values.creatives.forEach(({ size, file }, i) => {
      const trimmed = size.trim();
      const sizeProblem =
        trimmed === ''
          ? 'Enter the size, e.g. 300x250.'
          : !PIXEL_SIZE.test(trimmed)
            ? 'Size must be WIDTHxHEIGHT, e.g. 300x250.'
            : seen.has(trimmed)
              ? `The size ${trimmed} is given twice: one creative per size.`
              : null;
      seen.add(trimmed);
      if (sizeProblem) ctx.addIssue({ code: 'custom', path: ['creatives', i, 'size'], message: sizeProblem });
      const problem = !file
        ? 'Choose the file for this size.'
        : (fileProblem(file) ??
          (file.data === null ? `${file.name} is still being read; try again in a moment.` : null));
      if (problem) ctx.addIssue({ code: 'custom', path: ['creatives', i, 'file'], message: problem });
    });
  })
  .transform((values): AddCatalogueBannerRequest => ({
    name: values.name.trim(),
    type: values.type,
    language: values.language,
    creatives:
      values.type === 'text'
        ? [{ size: TEXT_LINK_SIZE, content_type: 'text/plain', data: utf8Base64(values.headline.trim()) }]
        : values.creatives.map(({ size, file }) => ({
            size: size.trim(),
            content_type: file!.contentType!,
            data: file!.data!,
          })),
  }));

export type BannerFormInput = z.input<typeof bannerFormSchema>;

export const emptyCreative = (): BannerFormInput['creatives'][number] => ({ size: '', file: null });
export const emptyBannerForm = (): BannerFormInput => ({
  name: '',
  type: 'image',
  language: 'en',
  headline: '',
  creatives: [emptyCreative()],
});

/** The form's field of a gateway error key: a creative's bytes and content type are its file; a text link's creative is its headline. */
function formField(key: string, type: BannerType): string {
  if (type === 'text') return key === 'creatives' || key.startsWith('creatives.0.') ? 'headline' : key;
  return key.replace(/^creatives\.(\d+)\.(data|content_type)$/, 'creatives.$1.file');
}

/** A refusal of the gateway with its field errors under the form's field names (for `putServerErrors`). */
export function onFormFields(reason: unknown, type: BannerType): unknown {
  return withFormFieldNames(reason, (key) => formField(key, type));
}
