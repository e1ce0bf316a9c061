import { lazyPage, type FeatureRoutes } from '@web/app/route-types';

export const accountRoutes: FeatureRoutes = {
  public: [
    { path: '/login', lazy: lazyPage(() => import('./pages/login-page'), 'LoginPage') },
    { path: '/register', lazy: lazyPage(() => import('./pages/register-page'), 'RegisterPage') },
    { path: '/forgot-password', lazy: lazyPage(() => import('./pages/forgot-password-page'), 'ForgotPasswordPage') },
    { path: '/reset-password', lazy: lazyPage(() => import('./pages/reset-password-page'), 'ResetPasswordPage') },
  ],
};
