import { useRef, useState } from 'react';
import { Download } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { downloadPng, downloadSvg } from '@/lib/qr-download';

/**
 * The QR code of a link (a tracking link, the invite link), for print and posters: shown as SVG,
 * downloaded as SVG (any size, for the printer) or as a PNG (for anything that takes only pictures).
 * Error correction M: survives a smudge or a small logo over it, and stays scannable for a long link.
 */
export function LinkQrCode({
  link,
  fileName,
  label,
}: {
  link: string;
  /** The downloaded files' name, without its extension: `tracking-link-SUMMER`. */
  fileName: string;
  /** The picture's accessible name; "QR code of your link" when not given. */
  label?: string;
}) {
  const { t } = useLingui();
  const svg = useRef<SVGSVGElement>(null);
  const [failure, setFailure] = useState('');

  const png = async () => {
    setFailure('');
    if (!svg.current) return;
    try {
      await downloadPng(svg.current, `${fileName}.png`);
    } catch {
      setFailure(t`The PNG could not be made in this browser. Download the SVG instead.`);
    }
  };

  return (
    <div className="flex flex-col items-start gap-3">
      <div className="rounded-lg border border-line bg-white p-2">
        <QRCodeSVG
          ref={svg}
          value={link}
          size={184}
          marginSize={2}
          level="M"
          role="img"
          aria-label={label ?? t`QR code of your link`}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => svg.current && downloadSvg(svg.current, `${fileName}.svg`)}
        >
          <Download aria-hidden="true" className="size-4" />
          <Trans>Download SVG</Trans>
        </Button>
        <Button variant="secondary" size="sm" onClick={() => void png()}>
          <Download aria-hidden="true" className="size-4" />
          <Trans>Download PNG</Trans>
        </Button>
      </div>
      <p aria-live="polite" className="text-sm text-error-ink">
        {failure}
      </p>
    </div>
  );
}
