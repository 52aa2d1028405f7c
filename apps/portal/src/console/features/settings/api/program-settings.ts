import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MAINTENANCE_SETTING_CODE } from '@affiliate/contract/common/paths';
import { withAffiliateMaintenance } from '@affiliate/contract/common/maintenance-switch';
import {
  broadcast,
  operatorSettings,
  putSetting,
  type WithdrawalIdentityRequirement,
} from '@affiliate/contract/endpoints/operator';
import type { SettingEntry } from '@affiliate/contract/endpoints/settings';
import type { EndpointInput } from '@/lib/endpoint-request';
import { callConsole, consoleQueryKey, consoleQueryOptions } from '../../../lib/console-api';

/** The setting code of the identity rule for withdrawals (the gateway's `kyc.withdrawals`). */
export const IDENTITY_RULE_SETTING_CODE = 'kyc.withdrawals';

/** The program settings as stored now; `enabled` is false for a role that may not read them (marketing broadcasts only). */
export function useProgramSettings(enabled: boolean) {
  return useQuery({ ...consoleQueryOptions(operatorSettings), select: (output) => output.data, enabled });
}

function useSetSetting<I>(body: (input: I) => Record<string, unknown>, code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: I) =>
      (await callConsole(putSetting, { params: { code }, body: body(input) })).data,
    // Read again whatever the answer: another admin may have changed it meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleQueryKey(operatorSettings) }),
  });
}

/** Switches the affiliate portal's maintenance screen, keeping the other apps' switches of the setting as they were read. */
export function useSetMaintenance() {
  return useSetSetting(
    ({ app, on }: { app: SettingEntry[]; on: boolean }) => ({ app: withAffiliateMaintenance(app, on) }),
    MAINTENANCE_SETTING_CODE,
  );
}

export function useSetIdentityRule() {
  return useSetSetting((rule: WithdrawalIdentityRequirement) => rule, IDENTITY_RULE_SETTING_CODE);
}

/** Sends a notification; resolves with how many affiliates got it. */
export function useBroadcast() {
  return useMutation({
    mutationFn: async (body: EndpointInput<typeof broadcast>['body']) =>
      (await callConsole(broadcast, { body })).data.delivered,
  });
}
