import type { ClanActivityItem, ClanDetail, Clan as ClanDto } from '../../protocol/api/clans.ts';
import type { Notification as NotificationDto } from '../../protocol/api/notifications.ts';
import type { ClanEntry, ClanRecord, ClanView } from '../data/clans.ts';
import type { NotificationRecord } from '../data/notifications.ts';

export const presentClan = (clan: ClanRecord): ClanDto => ({
  id: clan.id,
  name: clan.name,
  description: clan.description ?? null,
  tag: clan.tag,
  leaderId: clan.leaderId,
  memberCount: clan.memberCount,
  maxMembers: clan.maxMembers,
  clanLevel: clan.clanLevel,
  level: clan.clanLevel,
  totalXP: clan.totalXp,
  totalExperience: clan.totalXp,
  isPublic: clan.isPublic,
  createdAt: clan.createdAt.toISOString(),
  updatedAt: clan.updatedAt.toISOString(),
});

/** A clan's page: the clan and its members, longest-standing first. */
export const presentClanWithMembers = ({ clan, members }: ClanView): ClanDetail => ({
  ...presentClan(clan),
  members: members.map((m) => ({
    id: m.id,
    username: m.username,
    level: m.level,
    avatarColor: m.avatarColor,
    isLeader: clan.leaderId === m.id,
    joinedAt: m.clanJoinedAt ? m.clanJoinedAt.toISOString() : null,
  })),
});

/** What a clan feed line shows: a line as read or as written (`ClanEntry`). */
export type ClanActivityShown = Pick<
  ClanEntry,
  'id' | 'type' | 'username' | 'subject' | 'data' | 'createdAt'
> & {
  user?: { id: string } | null;
};

export const presentClanActivity = (a: ClanActivityShown): ClanActivityItem => ({
  id: a.id,
  type: a.type,
  userId: a.user?.id ?? null,
  username: a.username,
  subject: a.subject,
  data: a.data,
  createdAt: a.createdAt.toISOString(),
});

/** What a notification's answer shows: one as read, or one as written (`NotificationRow`). */
export type NotificationShown = Pick<
  NotificationRecord,
  'id' | 'type' | 'priority' | 'title' | 'body' | 'data' | 'readAt' | 'createdAt'
>;

export const presentNotification = (n: NotificationShown): NotificationDto => ({
  id: n.id,
  type: n.type,
  priority: n.priority,
  title: n.title,
  body: n.body,
  data: n.data,
  read: Boolean(n.readAt),
  readAt: n.readAt ? n.readAt.toISOString() : null,
  createdAt: n.createdAt.toISOString(),
});
