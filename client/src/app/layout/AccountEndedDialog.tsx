import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button.tsx';
import { dismissAccountEnded, useAccountEnded } from '@/lib/account-ended.ts';
import { formatDateTime } from '@/lib/dates.ts';

/**
 * Shown over the login page when an admin banned or deactivated the account while it was open:
 * the player learns why, in plain words, without having to reload or guess.
 */
export function AccountEndedDialog() {
  const { t, i18n } = useTranslation();
  const ended = useAccountEnded();
  const banned = ended?.reason === 'banned';
  return (
    <AlertDialog.Root open={ended !== null} onOpenChange={(open) => (open ? null : dismissAccountEnded())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-night-950/75 backdrop-blur-sm animate-fade-in" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-night-600 bg-night-850 p-5 text-ink shadow-2xl shadow-black/60 animate-dialog-in sm:p-6">
          <AlertDialog.Title className="font-display text-xl font-semibold">
            {banned ? t('admin.ended.bannedTitle') : t('admin.ended.deactivatedTitle')}
          </AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-3 flex flex-col gap-2 text-sm text-mist">
              {banned ? (
                <>
                  {ended?.banReason ? (
                    <p className="break-words text-ink">
                      {t('admin.ended.reason', { reason: ended.banReason })}
                    </p>
                  ) : null}
                  <p>
                    {ended?.banExpiresAt
                      ? t('admin.ended.bannedUntil', {
                          date: formatDateTime(ended.banExpiresAt, i18n.resolvedLanguage ?? 'en'),
                        })
                      : t('admin.ended.bannedPermanent')}
                  </p>
                </>
              ) : (
                <p>{t('admin.ended.deactivatedText')}</p>
              )}
              <p>{t('admin.ended.signedOut')}</p>
            </div>
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap items-center justify-end gap-3">
            {/* The contact form reaches the team's Messages list; the topic is the suspension. */}
            <Link
              to="/contact?topic=account"
              onClick={() => dismissAccountEnded()}
              className={buttonClasses('ghost', 'md')}
            >
              {t('firstDays.contact.link')}
            </Link>
            <AlertDialog.Action className={buttonClasses('primary', 'md')}>
              {t('admin.ended.ok')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
