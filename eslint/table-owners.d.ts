/** Which server feature owns each team-owned table (see table-owners.js). */
export declare const tableOwners: Record<string, readonly string[]>;
