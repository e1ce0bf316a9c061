export const subscriptionKeys = {
  all: ['subscription'] as const,
};
