export const preferencesKeys = {
  all: ['preferences'] as const,
};
