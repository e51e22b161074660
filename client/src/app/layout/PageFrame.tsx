import { type ReactNode, Suspense, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { PageLoading } from '@/components/page-loading.tsx';
import { cn } from '@/lib/cn.ts';
import { AccountEndedSlot } from './AccountEndedSlot.tsx';
import { AssistantSlot } from './AssistantSlot.tsx';
import { Footer } from './Footer.tsx';
import { OfflineBanner } from './OfflineBanner.tsx';

interface PageFrameProps {
  header: ReactNode;
  signedIn: boolean;
  /** The phone's bottom tab bar (signed-in players only). */
  tabBar?: ReactNode;
  /** Room left below the footer for the fixed pieces (the phone's tab bar; page-room.ts). */
  bottomSpace?: string | undefined;
  /** Room the page and footer keep on the right for the companion's button (page-room.ts). */
  sideSpace?: string | undefined;
  /** Overlays only players get (the level-up dialog). */
  children?: ReactNode;
}

/**
 * What frames every page, for visitors and players alike: the skip link, the header, the page
 * itself, the footer and the overlays. The signed-in pieces are passed in by SignedInShell, which is
 * its own chunk: a visitor's first page never downloads them.
 */
export function PageFrame({ header, signedIn, tabBar, bottomSpace, sideSpace, children }: PageFrameProps) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:rounded-lg focus:bg-gold-400 focus:px-4 focus:py-2 focus:font-semibold focus:text-gold-950"
      >
        {t('app.skipToContent')}
      </a>
      {header}
      <main id="main" tabIndex={-1} className={cn('flex flex-1 flex-col outline-none', sideSpace)}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer bottomSpace={bottomSpace} sideSpace={sideSpace} />
      {tabBar}
      <OfflineBanner aboveTabBar={Boolean(tabBar)} />
      <AssistantSlot signedIn={signedIn} />
      <AccountEndedSlot />
      {children}
      <KeepFirstScroll />
      <ScrollRestoration />
    </div>
  );
}

/** Whether a frame has been shown in this document yet (the first one keeps the page's scroll). */
let framed = false;

/**
 * The first frame of the document keeps the page where it is: ScrollRestoration's first run sends
 * the page to the top, but a page painted before React (the server's dashboard, the landing page)
 * may have been scrolled by then, and a reload has been put back where it was by the browser.
 * Rendered just before ScrollRestoration, so its layout effect runs first and sees the position;
 * the position is put back once the commit is over (after ScrollRestoration's own effect).
 */
function KeepFirstScroll() {
  useLayoutEffect(() => {
    if (framed) return;
    framed = true;
    const y = window.scrollY;
    if (y > 0) queueMicrotask(() => window.scrollTo(0, y));
  }, []);
  return null;
}
