import { t } from '@lingui/core/macro';

/** "Member ID 100234": a player as the specification names one. */
export const memberIdTitle = (playerId: number): string => t`Member ID ${playerId}`;
