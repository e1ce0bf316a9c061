export const accountKeys = {
  all: ['account'] as const,
  me: () => [...accountKeys.all, 'me'] as const,
  resetTokenStatus: (token: string) => [...accountKeys.all, 'reset-token-status', token] as const,
};
