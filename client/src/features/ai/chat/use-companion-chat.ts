import type { AI_SOURCES } from '@protocol/api/ai.ts';
import {
  aiChatAckSchema,
  aiChatDeltaSchema,
  aiChatDoneSchema,
  aiChatErrorSchema,
  aiChatStartSchema,
} from '@protocol/socket/ai.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/i18n/i18n.ts';
import { usePlayerSocket, useSocketEvent } from '@/lib/socket.ts';
import { questsQueryOptions } from '@/shared/queries/quests.ts';
import { postChat } from '../api/chat.ts';
import {
  type AiFailure,
  classifyError,
  classifyFailure,
  failureText,
  goToSignIn,
} from '../utils/ai-errors.ts';
import { chatContextTasks } from '../utils/quest-context.ts';

export type AiSource = (typeof AI_SOURCES)[number];

export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  text: string;
  /** An assistant reply: waiting for its first words, streaming them, finished, or failed. */
  status: 'waiting' | 'streaming' | 'done' | 'error';
}

/** The acknowledgement normally comes at once; past this the connection is taken as lost. */
const ACK_TIMEOUT_MS = 20_000;
/**
 * Longer than the server's own limits (15 s to the first word, retried twice; 10 s between words),
 * so a reply whose events were lost (an instance that went away) cannot leave the chat locked.
 */
const SILENCE_TIMEOUT_MS = 60_000;

/** Works in insecure contexts too (crypto.randomUUID needs https or localhost). */
function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The Quest Companion's conversation. A message goes out as `ai:chat` over the player's socket and
 * the reply grows with each `ai:chat:delta`; without a live connection it goes through
 * POST /api/ai/chat and arrives whole. One reply at a time. Events of requests this tab did not send
 * (the player's other tabs) are ignored.
 */
export function useCompanionChat() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const live = usePlayerSocket();
  const socket = live?.socket ?? null;
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [source, setSource] = useState<AiSource | null>(null);
  /** The finished reply for screen readers: announced once, never word by word. */
  const [announcement, setAnnouncement] = useState('');
  const pending = useRef<{ id: string; viaSocket: boolean } | null>(null);
  const silenceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const update = useCallback((id: string, change: (message: ChatMessage) => ChatMessage) => {
    setMessages((list) => list.map((message) => (message.id === id ? change(message) : message)));
  }, []);

  const settle = useCallback(() => {
    clearTimeout(silenceTimer.current);
    pending.current = null;
    setPendingId(null);
  }, []);

  const fail = useCallback(
    (id: string, failure: AiFailure) => {
      if (pending.current?.id !== id) return;
      settle();
      if (failure === 'signedOut') {
        goToSignIn();
        return;
      }
      const text = failureText(t, failure, t('ai.processingError'));
      update(id, (message) => ({ ...message, text, status: 'error' }));
      setAnnouncement(text);
    },
    [settle, t, update],
  );

  const finish = useCallback(
    (id: string, text: string, from: AiSource | null) => {
      if (pending.current?.id !== id) return;
      settle();
      if (from) setSource(from);
      const reply = text.trim() || t('ai.processingError');
      update(id, (message) => ({ ...message, text: reply, status: 'done' }));
      setAnnouncement(reply);
    },
    [settle, t, update],
  );

  /** Restarted by every event of the reply. */
  const watch = useCallback(
    (id: string) => {
      clearTimeout(silenceTimer.current);
      silenceTimer.current = setTimeout(() => fail(id, 'other'), SILENCE_TIMEOUT_MS);
    },
    [fail],
  );

  const isMine = (requestId: string) => pending.current?.id === requestId;

  useSocketEvent('ai:chat:start', aiChatStartSchema, ({ requestId, source: from }) => {
    if (!isMine(requestId)) return;
    watch(requestId);
    setSource(from);
    update(requestId, (message) => ({ ...message, status: 'streaming' }));
  });
  useSocketEvent('ai:chat:delta', aiChatDeltaSchema, ({ requestId, delta }) => {
    if (!isMine(requestId)) return;
    watch(requestId);
    update(requestId, (message) => ({ ...message, text: message.text + delta, status: 'streaming' }));
  });
  useSocketEvent('ai:chat:done', aiChatDoneSchema, ({ requestId, message }) =>
    finish(requestId, message, null),
  );
  useSocketEvent('ai:chat:error', aiChatErrorSchema, ({ requestId, code, message }) =>
    fail(requestId, classifyFailure(code, message, null)),
  );

  // A dropped connection ends the server's stream too (it aborts the request): say so at once.
  useEffect(() => {
    if (!socket) return;
    const onDisconnect = () => {
      const current = pending.current;
      if (current?.viaSocket) fail(current.id, 'other');
    };
    socket.on('disconnect', onDisconnect);
    return () => {
      socket.off('disconnect', onDisconnect);
    };
  }, [socket, fail]);

  useEffect(() => () => clearTimeout(silenceTimer.current), []);

  /** Sends `text`; false when it was ignored (blank, or a reply is still coming). */
  const send = useCallback(
    (text: string): boolean => {
      const message = text.trim();
      if (!message || pending.current) return false;
      const id = newRequestId();
      const viaSocket = Boolean(socket?.connected);
      pending.current = { id, viaSocket };
      setPendingId(id);
      setAnnouncement('');
      setMessages((list) => [
        ...list,
        { id: `${id}-question`, role: 'user', text: message, status: 'done' },
        { id, role: 'assistant', text: '', status: 'waiting' },
      ]);
      watch(id);
      const language = currentLanguage(i18n.resolvedLanguage);

      void (async () => {
        // The open quests make the answers concrete; without them the companion still answers.
        const quests = await queryClient.ensureQueryData(questsQueryOptions).catch(() => []);
        const body = { message, language, context: { tasks: chatContextTasks(quests) } };
        if (viaSocket && socket) {
          socket.timeout(ACK_TIMEOUT_MS).emit('ai:chat', { ...body, requestId: id }, (err, answer) => {
            if (err) return fail(id, 'other');
            const ack = aiChatAckSchema.safeParse(answer);
            if (!ack.success) return fail(id, 'other');
            if (!ack.data.ok) fail(id, classifyFailure(ack.data.error.code, ack.data.error.message, null));
          });
          return;
        }
        try {
          const reply = await postChat(body);
          finish(id, reply.message, reply.source);
        } catch (error) {
          fail(id, classifyError(error));
        }
      })();
      return true;
    },
    [socket, i18n.resolvedLanguage, queryClient, watch, fail, finish],
  );

  /** Forgets the conversation; a reply still on its way is ignored when it arrives. */
  const clear = useCallback(() => {
    settle();
    setMessages([]);
    setAnnouncement('');
  }, [settle]);

  return { messages, pending: pendingId !== null, source, announcement, send, clear };
}
