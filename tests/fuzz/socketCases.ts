import fc from 'fast-check';
import type { z } from 'zod';
import { aiChatPayloadSchema } from '../../protocol/socket/ai.ts';
import { chatSendPayloadSchema } from '../../protocol/socket/chat.ts';
import type { ClientToServerEvents } from '../../protocol/socket/events.ts';
import { hostileString, hostileValue, mutateBody } from './hostile.ts';
import { derive, objectKeys } from './zodArbitrary.ts';

/** Every client -> server event with its payload schema; `satisfies` fails the build when one is missing. */
export const SOCKET_EVENTS = {
  'chat:send': chatSendPayloadSchema,
  'ai:chat': aiChatPayloadSchema,
} satisfies Record<keyof ClientToServerEvents, z.ZodType>;

export type KnownEvent = keyof typeof SOCKET_EVENTS;
export const KNOWN_EVENTS = Object.keys(SOCKET_EVENTS) as KnownEvent[];

/** What Socket.IO's client refuses to emit itself (it throws): not sendable, so not fuzzed. */
const CLIENT_RESERVED = new Set([
  'connect',
  'connect_error',
  'disconnect',
  'disconnecting',
  'newListener',
  'removeListener',
]);

const unknownEvent = fc
  .oneof(
    fc.constantFrom(
      'chat:sned',
      'chat:send ',
      'CHAT:SEND',
      'chat',
      'ai',
      'ai:chat:start',
      'ai:chat:done',
      'user:update',
      'boss:update',
      'party:update',
      'notification',
      'account:ended',
      'server:shutdown',
      'stats:update',
      'admin:grant',
      '__proto__',
      'constructor',
      'toString',
      'hasOwnProperty',
      'error',
      'message',
      'ping',
      '',
      ' ',
      'a'.repeat(300),
    ),
    hostileString.filter((s) => s.length < 500),
  )
  .filter((name) => !CLIENT_RESERVED.has(name) && !(name in SOCKET_EVENTS));

export interface SocketCase {
  event: string;
  known: boolean;
  ack: boolean;
  /** one: (payload[, ack]); none: ([ack]); extra: (payload, junk[, ack]); binary: (Buffer[, ack]). */
  shape: 'one' | 'none' | 'extra' | 'binary';
  payload: unknown;
  extra: unknown;
}

function payloadArbitrary(schema: z.ZodType): fc.Arbitrary<unknown> {
  return mutateBody(derive(schema), objectKeys(schema)).map((spec) => {
    if (spec.kind === 'json') return spec.value;
    if (spec.kind === 'raw') return spec.text;
    if (spec.kind === 'bytes') return Buffer.from(spec.bytes);
    return undefined;
  });
}

export function socketCaseArbitrary(): fc.Arbitrary<SocketCase> {
  const known = fc.constantFrom(...KNOWN_EVENTS).chain((event) =>
    fc.record({
      event: fc.constant<string>(event),
      known: fc.constant(true),
      payload: payloadArbitrary(SOCKET_EVENTS[event]),
    }),
  );
  const unknown = fc.record({ event: unknownEvent, known: fc.constant(false), payload: hostileValue });
  return fc
    .record({
      target: fc.oneof({ weight: 8, arbitrary: known }, { weight: 2, arbitrary: unknown }),
      ack: fc.boolean(),
      shape: fc.oneof(
        { weight: 12, arbitrary: fc.constant<SocketCase['shape']>('one') },
        { weight: 1, arbitrary: fc.constantFrom<SocketCase['shape']>('none', 'extra', 'binary') },
      ),
      extra: hostileValue,
    })
    .map(({ target, ack, shape, extra }) => ({ ...target, ack, shape, extra }));
}

/** The arguments of the emit, without the acknowledgement callback. */
export function argsOf(c: SocketCase): unknown[] {
  switch (c.shape) {
    case 'none':
      return [];
    case 'extra':
      return [c.payload, c.extra];
    case 'binary':
      return [Buffer.from(JSON.stringify(c.payload ?? null) ?? 'null')];
    default:
      return [c.payload];
  }
}
