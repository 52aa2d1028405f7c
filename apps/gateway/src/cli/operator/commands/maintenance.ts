import {
  api,
  MAINTENANCE_SETTING_CODE,
  maintenanceSetting,
  withAffiliateMaintenance,
} from '@affiliate/contract';
import { defineCommand, UsageError } from '../command.ts';

export const maintenance = defineCommand({
  name: 'maintenance',
  usage: `  maintenance on|off                 show or hide the portal's maintenance screen`,
  parse({ positionals: [state] }) {
    if (state !== 'on' && state !== 'off')
      throw new UsageError('Usage: npm run operator -- maintenance on|off');
    return { on: state === 'on' };
  },
  async run(session, { on }) {
    const gateway = await session.gateway();
    // The setting holds other apps' switches too: only the affiliate portal's is changed.
    const current = await gateway.call(api.settings.settingAll, {
      query: { filterByCode: MAINTENANCE_SETTING_CODE },
    });
    const setting = maintenanceSetting.safeParse(current[MAINTENANCE_SETTING_CODE]);
    const app = withAffiliateMaintenance(setting.success ? setting.data.app : [], on);
    return gateway.call(api.operator.putSetting, {
      params: { code: MAINTENANCE_SETTING_CODE },
      body: { app },
    });
  },
  print: (_, { on }) =>
    on
      ? 'Maintenance is ON: the portal shows its maintenance screen.'
      : 'Maintenance is OFF: the portal is open.',
});
