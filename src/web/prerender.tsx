import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppRoot } from './app/app-root';
import { buildRoutes } from './app/routes';
import { createQueryClient } from './lib/query-client';

/**
 * The markup of a public page as a signed-out visitor first sees it, rendered at build time (see
 * scripts/prerender-pages.ts). The server sends it inside index.html, so the page paints before
 * its code has loaded; main.tsx then hydrates it with the same tree.
 */
export async function renderPage(pathname: string): Promise<string> {
  const handler = createStaticHandler(buildRoutes());
  const context = await handler.query(new Request(new URL(pathname, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${pathname} answers ${context.status} instead of a page`);
  if (context.errors) throw new Error(`${pathname} fails to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <AppRoot queryClient={createQueryClient()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppRoot>,
  );
}
