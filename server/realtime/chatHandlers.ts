import { chatSendPayloadSchema } from '../../protocol/socket/chat.ts';
import { sendChat } from '../commands/chat.ts';
import type { AppDeps } from '../deps.ts';
import { onEvent, type PlayerSocket } from './handler.ts';

export function registerChatHandlers(deps: AppDeps, socket: PlayerSocket): void {
  onEvent(deps, socket, 'chat:send', chatSendPayloadSchema, ({ em, user }, payload) =>
    sendChat(deps, em, user.id, payload.text, deps.clock.now()),
  );
}
