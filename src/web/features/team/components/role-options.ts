import { roleLabels, teamRoles } from '@shared/auth/permissions.rules';

/** The roles as Select options, in the order of the role table. */
export const roleOptions = teamRoles.map((value) => ({ value, label: roleLabels[value] }));
