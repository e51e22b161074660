import { House } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button-classes.ts';
import {
  isChunkLoadError,
  isNetworkError,
  isReachable,
  markUnreachable,
  onReconnect,
} from '@/lib/connectivity.ts';

/** A chunk that is missing for good (not a lost connection) must not reload the page in a loop. */
const RELOAD_KEY = 'qp-offline-reload-at';
const RELOAD_GAP_MS = 15_000;

function mayReloadNow(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? '0');
    if (Date.now() - last < RELOAD_GAP_MS) return false;
    sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  } catch {
    // Without storage: reload anyway (the probe only fires when the server answers).
  }
  return true;
}

/**
 * Last resort when a screen throws while rendering: log it, keep the player oriented. When the cause
 * was a lost connection (a screen's code could not be loaded offline), the page loads again by itself
 * as soon as the server answers: a full load, because a failed import is not tried twice.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const offlineCause = isChunkLoadError(error) || isNetworkError(error);
  const [recovering, setRecovering] = useState(false);
  useEffect(() => console.error(error), [error]);

  useEffect(() => {
    if (!offlineCause) return;
    const recover = () => {
      if (!mayReloadNow()) return;
      setRecovering(true);
      window.location.reload();
    };
    const stop = onReconnect(recover);
    // The failure may be the first sign of it: start probing (or recover now if it was a blip).
    if (isReachable()) markUnreachable();
    return stop;
  }, [offlineCause]);

  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center" role="alert">
      <h1 className="text-3xl font-semibold">
        {offlineCause ? t('firstDays.offline.banner') : t('errorPage.title')}
      </h1>
      <p className="max-w-md text-mist">
        {offlineCause ? t('firstDays.offline.bannerText') : t('errorPage.text')}
      </p>
      {recovering ? (
        <p role="status" className="text-sm text-verdant-300">
          {t('firstDays.offline.recovering')}
        </p>
      ) : null}
      {/* A full load, so the app starts clean. */}
      <a href="/" className={buttonClasses('primary', 'lg')}>
        <House className="size-5" aria-hidden />
        {t('notFound.backHome')}
      </a>
    </div>
  );
}
