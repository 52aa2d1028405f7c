import { Download } from 'lucide-react';
import { downloadJson } from '@/lib/download-json';
import { Button, type ButtonProps } from './button';

export interface JsonExportButtonProps extends Omit<ButtonProps, 'onClick'> {
  data: unknown;
  fileName: string;
  label?: string;
}

/** Downloads the given data as a .json file. */
export function JsonExportButton({ data, fileName, label = 'Export JSON', variant = 'secondary', ...rest }: JsonExportButtonProps) {
  return (
    <Button variant={variant} onClick={() => downloadJson(data, fileName)} {...rest}>
      <Download aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
}
