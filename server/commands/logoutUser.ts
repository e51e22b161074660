import type { Em } from '../../db/orm.ts';
import { publicSessionId } from '../auth/sessionStore.ts';
import { deleteSession } from '../data/sessions.ts';
import { publishSessionsEnded } from '../realtime/publish/account.ts';

/**
 * Signs a browser out: its session row ends now (not only its cookie), and the sockets opened with
 * it close on every instance once that is committed. `sid` is the session's key, when it has one.
 */
export async function logoutSession(em: Em, sid: string | undefined): Promise<void> {
  if (!sid) return;
  await deleteSession(em, sid);
  publishSessionsEnded([publicSessionId(sid)]);
}
