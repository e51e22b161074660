import { defineEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey } from './base.ts';
import { Party } from './Party.ts';
import { User } from './User.ts';

/**
 * A way into a party other than its public list: a link (only the SHA-256 of its random token is
 * kept, so a leaked table opens no party) or an invite to one named player. Exactly one of
 * `tokenHash` and `invitee` is set; both go with the party.
 */
const PartyInviteSchema = defineEntity({
  name: 'PartyInvite',
  tableName: 'party_invites',
  properties: {
    id: uuidPrimaryKey(),
    party: () => p.manyToOne(Party).deleteRule('cascade'),
    inviter: () => p.manyToOne(User).nullable().deleteRule('set null'),
    invitee: () => p.manyToOne(User).nullable().deleteRule('cascade'),
    tokenHash: p.string().length(64).nullable().unique('party_invites_token_hash_unique'),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
  },
  uniques: [{ name: 'party_invites_party_invitee_unique', properties: ['party', 'invitee'] }],
  indexes: [{ name: 'party_invites_invitee_idx', properties: ['invitee'] }],
  checks: [
    {
      name: 'party_invites_link_or_player',
      expression: '(token_hash is null) <> (invitee_id is null)',
    },
  ],
});

export class PartyInvite extends PartyInviteSchema.class {}
PartyInviteSchema.setClass(PartyInvite);

export { PartyInviteSchema };
