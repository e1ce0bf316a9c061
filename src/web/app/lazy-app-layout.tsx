import { lazy, Suspense, type ComponentProps } from 'react';
import { PageLoader } from '@web/ui/page-loader';

/**
 * The signed-in app shell's code, loaded apart from the entry so the landing and sign-in pages do
 * not download it. The router starts loading it with the signed-in screen's own file.
 */
export const loadAppLayout = () => import('./shell/app-layout');

const LazyAppLayout = lazy(() => loadAppLayout().then((module) => ({ default: module.AppLayout })));

/** The app shell, with a loader while its file loads. */
export function AppLayout(props: ComponentProps<typeof LazyAppLayout>) {
  return (
    <Suspense fallback={<PageLoader />}>
      <LazyAppLayout {...props} />
    </Suspense>
  );
}
