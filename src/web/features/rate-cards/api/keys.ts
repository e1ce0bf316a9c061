export const rateCardKeys = {
  all: ['rate-cards'] as const,
  list: () => [...rateCardKeys.all, 'list'] as const,
  /** The Quick Billing Panel's price list: it follows the default card. */
  priceList: () => [...rateCardKeys.all, 'price-list'] as const,
  /** The card a client is priced from (their own, else the default): it follows every card. */
  ofClient: (clientId: string) => [...rateCardKeys.all, 'client', clientId] as const,
};
