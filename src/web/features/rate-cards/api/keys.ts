export const rateCardKeys = {
  all: ['rate-cards'] as const,
  list: () => [...rateCardKeys.all, 'list'] as const,
  /** The Quick Billing Panel's price list: it follows the default card. */
  priceList: () => [...rateCardKeys.all, 'price-list'] as const,
};
