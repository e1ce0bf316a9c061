import { lazyPage, type FeatureRoutes } from '@web/app/route-types';

export const teamRoutes: FeatureRoutes = {
  protected: [{ path: '/settings/team', lazy: lazyPage(() => import('./pages/team-members-page'), 'TeamMembersPage') }],
  // An invitation link works signed out too: it asks the visitor to sign in first.
  public: [
    {
      path: '/invitations/:invitationId',
      lazy: lazyPage(() => import('./pages/invitation-page'), 'InvitationPage'),
    },
  ],
};
