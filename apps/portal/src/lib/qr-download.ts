import { saveFile } from '@/lib/save-file';

/** The side of the downloaded PNG: sharp in print and on a poster, small as a file. */
export const QR_PNG_SIZE = 1024;

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** The SVG of a QR code as a standalone file (its namespace declared, as an image viewer wants it). */
export function svgText(svg: SVGSVGElement): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.removeAttribute('role');
  copy.removeAttribute('aria-label');
  return `${XML_DECLARATION}\n${new XMLSerializer().serializeToString(copy)}`;
}

export function downloadSvg(svg: SVGSVGElement, fileName: string): void {
  saveFile(new Blob([svgText(svg)], { type: 'image/svg+xml' }), fileName);
}

/**
 * The same QR code as a PNG: the SVG drawn on a canvas `QR_PNG_SIZE` pixels wide, without smoothing so
 * the modules stay crisp. Loaded as a data: address (the CSP allows data: images, not blob:).
 */
export async function downloadPng(svg: SVGSVGElement, fileName: string): Promise<void> {
  const image = new Image(QR_PNG_SIZE, QR_PNG_SIZE);
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgText(svg))}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = QR_PNG_SIZE;
  canvas.height = QR_PNG_SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the PNG.');
  context.imageSmoothingEnabled = false;
  context.drawImage(image, 0, 0, QR_PNG_SIZE, QR_PNG_SIZE);
  const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!png) throw new Error('This browser cannot draw the PNG.');
  saveFile(png, fileName);
}
