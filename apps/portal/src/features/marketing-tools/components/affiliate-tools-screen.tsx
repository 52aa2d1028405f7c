import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { Tabs } from 'radix-ui';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SavedBanner } from '@affiliate/contract/endpoints/banners';
import { Card } from '@/components/ui/card';
import { cx } from '@/components/ui/cx';
import { PageHeader } from '@/components/ui/page-header';
import { routes } from '@/config/routes';
import { useAffiliateToolsForm, type BannerTab } from '@/lib/affiliate-tools-form-store';
import { useSessionMemberId } from '@/lib/auth-store';
import { formatCount } from '@/lib/money';
import { wholeCatalogueQueryOptions } from '../api/get-banner-catalogue';
import { savedBannersQueryOptions } from '../api/get-saved-banners';
import { BannerArchive } from './banner-archive';
import { BannerPreviewDialog } from './banner-preview-dialog';
import { GenerateBannerForm } from './generate-banner-form';
import { ReferralCodesSection } from './referral-codes-section';

const tabClass = cx(
  'inline-flex h-11 items-center gap-2 border-b-2 border-transparent px-4 text-sm font-semibold text-muted -mb-px',
  'hover:text-ink data-[state=active]:border-ink data-[state=active]:text-ink',
  'focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-info-ink',
);

/**
 * Affiliate Tools: the banner generator's two tabs (generateTab, archiveTab),
 * the preview modal, and the affiliate's referral codes below them.
 */
export function AffiliateToolsScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const enabled = useSessionMemberId() !== undefined;
  const activeTab = useAffiliateToolsForm((state) => state.activeTab);
  const setActiveTab = useAffiliateToolsForm((state) => state.setActiveTab);
  // Loaded with the screen, whichever tab shows: the archive tab's count, and a reload right after a save.
  const archive = useQuery({ ...savedBannersQueryOptions(), enabled });
  const catalogue = useQuery({ ...wholeCatalogueQueryOptions(), enabled });
  const [previewed, setPreviewed] = useState<SavedBanner | null>(null);
  const archiveHeading = useRef<HTMLHeadingElement>(null);
  const savedCount = archive.data ? formatCount(archive.data.length) : '';

  // After a save: the archive tab, at its first page where the new banner is,
  // with the preview open; the form is already cleared and the archive reloading.
  const showSaved = (saved: SavedBanner) => {
    setActiveTab('archiveTab');
    if (location.search)
      void navigate(routes.affiliateTools.path, { replace: true, preventScrollReset: true });
    setPreviewed(saved);
  };

  return (
    <>
      <PageHeader
        title={t`Affiliate Tools`}
        description={t`Generate tracked banners for your websites and campaigns, and manage your referral codes.`}
      />
      <Tabs.Root value={activeTab} onValueChange={(tab) => setActiveTab(tab as BannerTab)}>
        <Tabs.List aria-label={t`Banner generator`} className="mb-5 flex border-b border-line">
          <Tabs.Trigger value="generateTab" className={tabClass}>
            <Trans>Generate</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="archiveTab" className={tabClass}>
            <Trans>Archive</Trans>
            {archive.data && (
              <span className="rounded-full bg-canvas px-2 py-0.5 text-xs font-semibold tabular-nums text-ink">
                <Trans>
                  {savedCount}
                  <span className="sr-only"> saved</span>
                </Trans>
              </span>
            )}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="generateTab" className="focus-visible:outline-3 focus-visible:outline-offset-4">
          <Card>
            <GenerateBannerForm onSaved={showSaved} />
          </Card>
        </Tabs.Content>
        <Tabs.Content value="archiveTab" className="focus-visible:outline-3 focus-visible:outline-offset-4">
          <BannerArchive
            archive={archive}
            catalogue={catalogue.data}
            headingRef={archiveHeading}
            onPreview={setPreviewed}
            onGenerate={() => setActiveTab('generateTab')}
          />
        </Tabs.Content>
      </Tabs.Root>

      <ReferralCodesSection />

      <BannerPreviewDialog
        entry={previewed}
        catalogue={catalogue.data}
        onClose={() => setPreviewed(null)}
        finalFocus={() => archiveHeading.current}
      />
    </>
  );
}
