import { lazy, Suspense, useState } from 'react';
import { loadScreenTexts } from '@/i18n/i18n.ts';
import { useAccountEnded } from '@/lib/account-ended.ts';

// Its own chunk, and its words are the screens' (admin.ended).
const loadDialog = () =>
  Promise.all([import('./AccountEndedDialog.tsx'), loadScreenTexts()]).then(([dialog]) => dialog);
const AccountEndedDialog = lazy(() => loadDialog().then((m) => ({ default: m.AccountEndedDialog })));

/** The signed-in shell fetches the dialog ahead: the push that ends an account may come any time. */
export function preloadAccountEndedDialog(): void {
  void loadDialog();
}

/**
 * Mounts the account-ended dialog (its own chunk) once there is something to say, and keeps it
 * mounted after, so its closing animation plays out.
 */
export function AccountEndedSlot() {
  const ended = useAccountEnded();
  const [needed, setNeeded] = useState(false);
  if (ended !== null && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <AccountEndedDialog />
    </Suspense>
  ) : null;
}
