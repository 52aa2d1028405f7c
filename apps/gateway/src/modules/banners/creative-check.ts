import {
  CREATIVE_MAX_BYTES,
  parseBannerSize,
  TEXT_LINK_SIZE,
  type AddCatalogueBannerRequest,
  type BannerType,
} from '@affiliate/contract';
import type { NewCreative } from './catalogue-repository.ts';
import { checkSvg, SvgRefused } from './svg-check.ts';

/**
 * The operator's uploads, checked against what they claim to be: the bytes must be the declared type
 * (SVG that parses as a harmless picture, PNG or GIF by their signatures, UTF-8 text for a text link),
 * of the declared pixel size, within CREATIVE_MAX_BYTES; one creative per size; pixel sizes for image
 * and animated banners, the one `text` size for a text link.
 */

export const TEXT_LINK_MAX_LENGTH = 200;

type Upload = AddCatalogueBannerRequest['creatives'][number];

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Standard base64 with its padding, exactly as it re-encodes: anything looser is a damaged file. */
function decodeBase64(data: string): Buffer | null {
  if (data.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(data)) return null;
  const bytes = Buffer.from(data, 'base64');
  return bytes.toString('base64') === data ? bytes : null;
}

/** Width and height a raster file declares, or null when its bytes are not that format. */
function rasterSize(contentType: string, bytes: Buffer): { width: number; height: number } | null {
  if (contentType === 'image/png') {
    if (
      bytes.length < 24 ||
      !bytes.subarray(0, 8).equals(PNG_SIGNATURE) ||
      bytes.toString('latin1', 12, 16) !== 'IHDR'
    )
      return null;
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes.length < 10 || !['GIF87a', 'GIF89a'].includes(bytes.toString('latin1', 0, 6))) return null;
  return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
}

/** What is wrong with one upload, as [field, message], or its bytes. */
function checkOne(
  type: BannerType,
  upload: Upload,
): { body: Buffer } | { field: 'size' | 'content_type' | 'data'; message: string } {
  const isText = type === 'text';
  if (isText && upload.size !== TEXT_LINK_SIZE)
    return { field: 'size', message: `A text link has one creative, of size "${TEXT_LINK_SIZE}".` };
  if (!isText && upload.size === TEXT_LINK_SIZE)
    return { field: 'size', message: 'Image and animated banners take pixel sizes, e.g. 300x250.' };
  if (isText !== (upload.content_type === 'text/plain')) {
    return {
      field: 'content_type',
      message: isText
        ? "A text link's creative is text/plain."
        : 'Image and animated creatives are SVG, PNG or GIF.',
    };
  }
  const body = decodeBase64(upload.data);
  if (!body || body.length === 0) return { field: 'data', message: 'The file is not valid base64.' };
  if (body.length > CREATIVE_MAX_BYTES)
    return {
      field: 'data',
      message: `The file is ${body.length} bytes; a creative may be at most ${CREATIVE_MAX_BYTES} bytes.`,
    };

  if (isText) {
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(body);
    } catch {
      return { field: 'data', message: 'The text is not UTF-8.' };
    }
    // Control characters (a NUL, a line break) have no place in one line of link text.
    if (
      text.trim() !== text ||
      text.length === 0 ||
      text.length > TEXT_LINK_MAX_LENGTH ||
      /\p{Cc}/u.test(text)
    ) {
      return {
        field: 'data',
        message: `A text link is one line of 1 to ${TEXT_LINK_MAX_LENGTH} characters, without surrounding spaces.`,
      };
    }
    return { body };
  }

  const expected = parseBannerSize(upload.size)!;
  let declared: { width: number | null; height: number | null };
  if (upload.content_type === 'image/svg+xml') {
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(body);
    } catch {
      return { field: 'data', message: 'The SVG is not UTF-8 text.' };
    }
    try {
      declared = checkSvg(text);
    } catch (error) {
      if (error instanceof SvgRefused) return { field: 'data', message: error.message };
      throw error;
    }
  } else {
    const size = rasterSize(upload.content_type, body);
    if (!size)
      return {
        field: 'data',
        message: `The file is not a ${upload.content_type === 'image/png' ? 'PNG' : 'GIF'} image.`,
      };
    declared = size;
  }
  if (declared.width !== expected.width || declared.height !== expected.height) {
    const shown =
      declared.width === null || declared.height === null
        ? 'no pixel width and height'
        : `${declared.width}x${declared.height}`;
    return {
      field: 'data',
      message: `The creative for ${upload.size} must be ${expected.width}x${expected.height} pixels; the file declares ${shown}.`,
    };
  }
  return { body };
}

/** The uploads as creatives to store, or the field errors (`creatives.2.data`) of every one refused. */
export function checkCreatives(
  type: BannerType,
  uploads: Upload[],
): { creatives: NewCreative[] } | { errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const creatives: NewCreative[] = [];
  const seen = new Set<string>();
  if (type === 'text' && uploads.length !== 1) errors.creatives = ['A text link has exactly one creative.'];
  for (const [i, upload] of uploads.entries()) {
    if (seen.has(upload.size)) {
      errors[`creatives.${i}.size`] = [`The size ${upload.size} is given twice: one creative per size.`];
      continue;
    }
    seen.add(upload.size);
    const result = checkOne(type, upload);
    if ('field' in result) errors[`creatives.${i}.${result.field}`] = [result.message];
    else creatives.push({ size: upload.size, contentType: upload.content_type, body: result.body });
  }
  return Object.keys(errors).length > 0 ? { errors } : { creatives };
}

/** Request body limit of an upload: the most creatives a banner takes, each at most CREATIVE_MAX_BYTES as base64, plus the JSON around them. */
export const CATALOGUE_UPLOAD_BODY_LIMIT = 30 * Math.ceil((CREATIVE_MAX_BYTES * 4) / 3) + 64 * 1024;
