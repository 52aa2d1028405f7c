/**
 * Addresses and codes without schemas: a module that imports only these does not bring zod into its bundle (the
 * portal reads its configuration before the first screen renders).
 */
export const PORTAL_CONFIG_PATH = '/config.json';

/** The setting the portal reads at start to know whether it is under maintenance. */
export const MAINTENANCE_SETTING_CODE = 'system.maintenance';

/** The public settings by code (GET; `filterByCode` narrows the answer to one code). */
export const SETTING_ALL_PATH = '/api/v1/bo/setting/all';
