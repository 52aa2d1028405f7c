import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Card } from './ui/card';
import { PageHeader } from './ui/page-header';

/** A screen that a later delivery fills in: its title and a short line inside the signed-in layout. */
export function ScreenPlaceholder({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} description={description} />
      {children ?? (
        <Card>
          <p className="text-sm text-muted">
            <Trans>This section is being prepared and will be available soon.</Trans>
          </p>
        </Card>
      )}
    </>
  );
}
