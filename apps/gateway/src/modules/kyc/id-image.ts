/** Largest ID picture the sandbox page takes (a phone photo of an ID fits well below it). */
export const ID_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The image format the bytes start with (PNG, JPEG, GIF, WebP), or null: the browser's file name and
 * declared type prove nothing, the signature does.
 */
export function idImageFormat(bytes: Uint8Array): 'png' | 'jpeg' | 'gif' | 'webp' | null {
  const starts = (signature: number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61)
    return 'gif';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}
