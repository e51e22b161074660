import { Sparkles } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissLevelUp, useLevelUpMoment } from '../lib/level-up.ts';
import { Button } from './ui/button.tsx';
import { Dialog, DialogContent } from './ui/dialog.tsx';

/**
 * A level reached, in its own quiet moment: a dialog that stays until the player closes it (a toast
 * would be replaced by the next one). Its entrance is the dialogs' short fade, and the badge's slow
 * glow runs only without prefers-reduced-motion. Mounted once by the signed-in shell.
 */
export function LevelUpDialog() {
  const { t } = useTranslation();
  const moment = useLevelUpMoment();
  const returnTo = useRef<HTMLElement | null>(null);
  return (
    <Dialog
      open={moment !== null}
      onOpenChange={(open) => {
        if (!open) returnTo.current = dismissLevelUp();
      }}
    >
      {moment ? (
        <DialogContent
          title={t('hall.levelUp.title')}
          description={t('hall.levelUp.text', { level: moment.level })}
          onCloseAutoFocus={(event) => {
            // The control that had focus may be gone (a completed quest leaves its list): the
            // screen named the next sensible one (lib/level-up.ts focusAfterMoment).
            const target = returnTo.current;
            returnTo.current = null;
            if (target) {
              event.preventDefault();
              target.focus();
            } else if (
              !(document.activeElement instanceof HTMLElement) ||
              document.activeElement === document.body
            ) {
              const main = document.getElementById('main');
              if (main) {
                event.preventDefault();
                main.focus();
              }
            }
          }}
        >
          <div className="flex flex-col items-center gap-4 text-center">
            <span
              aria-hidden
              className="flex size-24 items-center justify-center rounded-full bg-gold-400/15 ring-2 ring-gold-400/50 motion-safe:animate-level-glow"
            >
              <Sparkles className="size-10 text-gold-300" />
            </span>
            <p className="font-display text-3xl font-semibold text-gold-200">
              {t('dashboard.levelBadge', { level: moment.level })}
            </p>
            <p className="text-mist">{t('hall.levelUp.rest')}</p>
            <p className="text-sm text-haze tabular-nums">
              {t('dashboard.xpToNext', {
                remaining: Math.max(0, moment.experienceToNext - moment.experience),
                next: moment.level + 1,
              })}
            </p>
          </div>
          <div className="mt-6 flex justify-center">
            <Button
              onClick={() => {
                returnTo.current = dismissLevelUp();
              }}
              className="min-w-40"
            >
              {t('hall.levelUp.continue')}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
