import { create } from 'zustand';

/**
 * The affiliate tools (banner generator) form state. It lives here, not in the marketing-tools feature,
 * because logout must reset it and lib may not reach into a feature.
 */
export type BannerTab = 'generateTab' | 'archiveTab';

export interface BannerFormValues {
  campaign_name: string;
  website: string;
  referral_code: string;
  type: string;
  language: string;
  banner: string;
  size: string;
}

export const emptyBannerForm: BannerFormValues = {
  campaign_name: '',
  website: '',
  referral_code: '',
  type: '',
  language: '',
  banner: '',
  size: '',
};

interface AffiliateToolsFormState {
  activeTab: BannerTab;
  form: BannerFormValues;
  setActiveTab: (tab: BannerTab) => void;
  setForm: (form: Partial<BannerFormValues>) => void;
  clearForm: () => void;
  reset: () => void;
}

export const useAffiliateToolsForm = create<AffiliateToolsFormState>()((set) => ({
  activeTab: 'generateTab',
  form: emptyBannerForm,
  setActiveTab: (activeTab) => set({ activeTab }),
  setForm: (form) => set((state) => ({ form: { ...state.form, ...form } })),
  clearForm: () => set({ form: emptyBannerForm }),
  reset: () => set({ activeTab: 'generateTab', form: emptyBannerForm }),
}));
