import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LoadingBlock } from '@/components/load-state.tsx';
import { useCurrentUser } from '@/lib/current-user.ts';
import { offerQuickAdd, sharedLine } from '@/shared/quick-add/offer.ts';

/**
 * `/share`, the installed app's share target (DESIGN section 13): what another app shared opens the
 * dashboard's quick add filled in, with the cursor in it, ready for one Enter (or an edit first).
 * A visitor signs in first; the line waits on the device and opens with their dashboard.
 */
export function SharePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { data: user, isPending } = useCurrentUser();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current || isPending) return;
    handled.current = true;
    const line = sharedLine(params);
    offerQuickAdd(line || null, { untilSignedIn: !user });
    navigate(user ? '/' : '/login', { replace: true });
  }, [isPending, user, params, navigate]);

  return <LoadingBlock />;
}
