/** How long an invite link works. */
export const HOUSEHOLD_INVITE_DAYS = 7;
export const HOUSEHOLD_NAME_MAX = 80;
/** A household is the people who shop and cook together, not a community. */
export const HOUSEHOLD_MEMBERS_MAX = 12;
export const HOUSEHOLD_ROLES = ['owner', 'member'] as const;
export type HouseholdRole = (typeof HOUSEHOLD_ROLES)[number];
