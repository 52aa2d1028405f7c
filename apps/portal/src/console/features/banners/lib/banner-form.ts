import { z } from 'zod';
import {
  bannerLanguage,
  bannerType,
  CREATIVE_MAX_BYTES,
  TEXT_LINK_SIZE,
  type AddCatalogueBannerRequest,
  type BannerType,
} from '@affiliate/contract/endpoints/banners';
import { brandCodeText } from '@affiliate/contract/endpoints/referral-codes';
import { withFormFieldNames } from '@/lib/form-errors';

/**
 * The Add banner form: the CLI's `banners add` in the browser (apps/gateway/src/cli/operator/banner-upload.ts).
 * As there, the file's extension gives its content type and the gateway checks the bytes against it
 * and the pixel size the upload names against the size the file declares. Here the size is not asked
 * for: it is read from the chosen file as the gateway reads it (a PNG's or GIF's header, an SVG's width
 * and height in pixels), so the two cannot disagree. The browser also refuses what the gateway would
 * before anything is sent: a file of another type, over the limit, without a size, a size given twice.
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

/** A file the operator chose for a creative: read at once (base64, and its pixel size) unless refused on its type or size. */
export interface ChosenFile {
  name: string;
  bytes: number;
  contentType: ImageContentType | null;
  data: string | null;
  /** `300x250` as the file declares it; null when it declares none (or was not read). */
  pixelSize?: string | null;
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

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** An SVG root's width or height when given in pixels (`300` or `300px`), as the gateway reads it (svg-check.ts). */
function svgPixels(value: string | null): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/.exec(value ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * The pixel size a file declares, read as the gateway reads it (creative-check.ts): a PNG's IHDR, a
 * GIF's logical screen, an SVG root's width and height attributes in pixels. Null when it declares none.
 */
export function declaredPixelSize(contentType: ImageContentType, bytes: Uint8Array): string | null {
  let width: number | null = null;
  let height: number | null = null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (contentType === 'image/png') {
    const ihdr = String.fromCharCode(...bytes.subarray(12, 16));
    if (bytes.length >= 24 && PNG_SIGNATURE.every((b, i) => bytes[i] === b) && ihdr === 'IHDR') {
      width = view.getUint32(16);
      height = view.getUint32(20);
    }
  } else if (contentType === 'image/gif') {
    const signature = String.fromCharCode(...bytes.subarray(0, 6));
    if (bytes.length >= 10 && (signature === 'GIF87a' || signature === 'GIF89a')) {
      width = view.getUint16(6, true);
      height = view.getUint16(8, true);
    }
  } else {
    const root = new DOMParser().parseFromString(
      new TextDecoder().decode(bytes),
      'image/svg+xml',
    ).documentElement;
    if (root.localName === 'svg') {
      width = svgPixels(root.getAttribute('width'));
      height = svgPixels(root.getAttribute('height'));
    }
  }
  return width && height && Number.isInteger(width) && Number.isInteger(height) ? `${width}x${height}` : null;
}

function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Reads a chosen file as the upload carries it (base64) with its pixel size, unless it is refused before (then `data` is null). */
export async function readChosenFile(file: File): Promise<ChosenFile> {
  const chosen: ChosenFile = {
    name: file.name,
    bytes: file.size,
    contentType: contentTypeOf(file.name),
    data: null,
  };
  if (fileProblem(chosen) || !chosen.contentType) return chosen;
  const bytes = new Uint8Array(
    await new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error ?? new Error(`${file.name} could not be read.`));
      reader.readAsArrayBuffer(file);
    }),
  );
  return { ...chosen, data: base64Of(bytes), pixelSize: declaredPixelSize(chosen.contentType, bytes) };
}

/** The chosen file as an image source for its preview (a data: address: the console's CSP allows no blob:). */
export const previewSource = (file: ChosenFile): string | null =>
  file.data && file.contentType ? `data:${file.contentType};base64,${file.data}` : null;

function utf8Base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** A size of an image or animated banner, as the contract's `bannerSize` without the text link's. */
export const PIXEL_SIZE = /^[1-9]\d{1,3}x[1-9]\d{1,3}$/;

const creativeRow = z.object({
  file: z.custom<ChosenFile | null>(),
});

export const bannerFormSchema = z
  .object({
    name: z.string(),
    type: bannerType,
    language: z.string(),
    /** The brand's code; empty: the first brand. */
    brand: z.string(),
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
    const brand = values.brand.trim();
    if (brand !== '' && !brandCodeText.safeParse(brand).success)
      ctx.addIssue({
        code: 'custom',
        path: ['brand'],
        message: "Enter the brand's code (e.g. goldline-br), or leave it empty for the first brand.",
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
    // The size is the file's own: every problem with it is the file's.
    const seen = new Set<string>();
    values.creatives.forEach(({ file }, i) => {
      const size = file?.pixelSize ?? null;
      const problem = !file
        ? 'Choose the file for this size.'
        : (fileProblem(file) ??
          (file.data === null
            ? `${file.name} is still being read; try again in a moment.`
            : size === null
              ? `${file.name} does not say its size in pixels (an SVG needs width and height attributes in pixels).`
              : !PIXEL_SIZE.test(size)
                ? `${file.name} is ${size} pixels; a banner is 10 to 9999 pixels each way.`
                : seen.has(size)
                  ? `Another creative is ${size} already: one creative per size.`
                  : null));
      if (size) seen.add(size);
      if (problem) ctx.addIssue({ code: 'custom', path: ['creatives', i, 'file'], message: problem });
    });
  })
  .transform((values): AddCatalogueBannerRequest => ({
    name: values.name.trim(),
    type: values.type,
    language: values.language,
    ...(values.brand.trim() !== '' && { brand: values.brand.trim() }),
    creatives:
      values.type === 'text'
        ? [{ size: TEXT_LINK_SIZE, content_type: 'text/plain', data: utf8Base64(values.headline.trim()) }]
        : values.creatives.map(({ file }) => ({
            size: file!.pixelSize!,
            content_type: file!.contentType!,
            data: file!.data!,
          })),
  }));

export type BannerFormInput = z.input<typeof bannerFormSchema>;

export const emptyCreative = (): BannerFormInput['creatives'][number] => ({ file: null });
export const emptyBannerForm = (): BannerFormInput => ({
  name: '',
  type: 'image',
  language: 'en',
  brand: '',
  headline: '',
  creatives: [emptyCreative()],
});

/** The form's field of a gateway error key: a creative's bytes and content type are its file; a text link's creative is its headline. */
function formField(key: string, type: BannerType): string {
  if (type === 'text') return key === 'creatives' || key.startsWith('creatives.0.') ? 'headline' : key;
  return key.replace(/^creatives\.(\d+)\.(data|content_type|size)$/, 'creatives.$1.file');
}

/** A refusal of the gateway with its field errors under the form's field names (for `putServerErrors`). */
export function onFormFields(reason: unknown, type: BannerType): unknown {
  return withFormFieldNames(reason, (key) => formField(key, type));
}
