import { lazyPage, type FeatureRoutes } from '@web/app/route-types';

export const billingRoutes: FeatureRoutes = {
  protected: [
    { path: '/billing', lazy: lazyPage(() => import('./pages/billing-page'), 'BillingPage') },
    {
      path: '/billing/receivables',
      lazy: lazyPage(() => import('./pages/receivables-page'), 'ReceivablesPage'),
    },
  ],
  // A document mailed to a client, opened from its private link without an account.
  public: [{ path: '/d/:token', lazy: lazyPage(() => import('./pages/shared-document-page'), 'SharedDocumentPage') }],
};
