import type { ChatMessage } from '../api/chat.ts';
import type { AiChatAck, AiChatDelta, AiChatDone, AiChatError, AiChatPayload, AiChatStart } from './ai.ts';
import type { ChatMessagePayload, ChatRemovedPayload, ChatSendPayload } from './chat.ts';
import type { ClanActivityPayload, NotificationPayload } from './community.ts';
import type {
  BossDefeatedPayload,
  BossSpawnedPayload,
  BossUpdatePayload,
  FocusUpdatePayload,
  PartyUpdatePayload,
} from './party.ts';
import type { ServerResyncPayload } from './resync.ts';
import type { AccountEndedPayload, AchievementUnlockedPayload, UserUpdatePayload } from './user.ts';

/**
 * The typed event maps shared by the Socket.IO server and client (DESIGN section 5). Every payload
 * has a zod schema beside it; names are `domain:verb`.
 */
export interface ServerToClientEvents {
  'user:update': (payload: UserUpdatePayload) => void;
  'achievement:unlocked': (payload: AchievementUnlockedPayload) => void;
  'account:ended': (payload: AccountEndedPayload) => void;
  'party:update': (payload: PartyUpdatePayload) => void;
  'boss:update': (payload: BossUpdatePayload) => void;
  'boss:defeated': (payload: BossDefeatedPayload) => void;
  'boss:spawned': (payload: BossSpawnedPayload) => void;
  'focus:update': (payload: FocusUpdatePayload) => void;
  'chat:message': (payload: ChatMessagePayload) => void;
  'chat:removed': (payload: ChatRemovedPayload) => void;
  'clan:activity': (payload: ClanActivityPayload) => void;
  notification: (payload: NotificationPayload) => void;
  'ai:chat:start': (payload: AiChatStart) => void;
  'ai:chat:delta': (payload: AiChatDelta) => void;
  'ai:chat:done': (payload: AiChatDone) => void;
  'ai:chat:error': (payload: AiChatError) => void;
  /** Sent before an instance shuts down, so clients reconnect (to another instance) at once. */
  'server:shutdown': (payload: { reconnect: true }) => void;
  /** Pushes may have been lost (a Redis outage, an instance that died): read what is shown again. */
  'server:resync': (payload: ServerResyncPayload) => void;
}

/** The acknowledgement every client event receives. */
export type Ack<T> = { ok: true; data: T } | { ok: false; error: { code: string; message: string } };

export interface ClientToServerEvents {
  'chat:send': (payload: ChatSendPayload, ack: (result: Ack<ChatMessage>) => void) => void;
  'ai:chat': (payload: AiChatPayload, ack: (result: AiChatAck) => void) => void;
}

/** What the server keeps on each socket after the handshake. */
export interface SocketData {
  userId: string;
  username: string;
  /** When the socket's session ends unless a request renews it (epoch ms); checked on every event. */
  sessionEndsAt: number;
}

/** Rooms: every socket of a player, of a party, of a clan. */
export const rooms = {
  user: (id: string) => `user:${id}`,
  party: (id: string) => `party:${id}`,
  clan: (id: string) => `clan:${id}`,
  /** Every socket opened with one session (its public id), so ending a session closes them. */
  session: (publicId: string) => `session:${publicId}`,
} as const;
