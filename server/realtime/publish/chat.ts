import type { ChatMessage } from '../../../protocol/api/chat.ts';
import { rooms } from '../../../protocol/socket/events.ts';
import { queueEmit } from '../outbox.ts';

/** A party chat message, for every member's tabs on every instance. */
export function publishChatMessage(message: ChatMessage): void {
  queueEmit(rooms.party(message.partyId), 'chat:message', { message });
}

/** A moderator removed a message: every member's history drops it. */
export function publishChatRemoved(partyId: string, messageId: string): void {
  queueEmit(rooms.party(partyId), 'chat:removed', { partyId, messageId });
}
