import { AchievementSchema } from './Achievement.ts';
import { AchievementCounterSchema } from './AchievementCounter.ts';
import { ActivityEventSchema } from './ActivityEvent.ts';
import { AdminSessionSchema } from './AdminSession.ts';
import { AdminUserSchema } from './AdminUser.ts';
import { AuditLogSchema } from './AuditLog.ts';
import { BossSchema } from './Boss.ts';
import { BossHitSchema } from './BossHit.ts';
import { BossRewardSchema } from './BossReward.ts';
import { CalendarFeedSchema } from './CalendarFeed.ts';
import { ChatMessageSchema } from './ChatMessage.ts';
import { ClanSchema } from './Clan.ts';
import { ClanActivitySchema } from './ClanActivity.ts';
import { CompanionSchema } from './Companion.ts';
import { ContactMessageSchema } from './ContactMessage.ts';
import { EmailChangeSchema } from './EmailChange.ts';
import { FeatureFlagSchema } from './FeatureFlag.ts';
import { FocusSessionSchema } from './FocusSession.ts';
import { IdempotencyKeySchema } from './IdempotencyKey.ts';
import { ImpersonationSessionSchema } from './ImpersonationSession.ts';
import { InventoryEntrySchema } from './InventoryEntry.ts';
import { ItemSchema } from './Item.ts';
import { NotificationSchema } from './Notification.ts';
import { PartySchema } from './Party.ts';
import { PartyInviteSchema } from './PartyInvite.ts';
import { PushSubscriptionSchema } from './PushSubscription.ts';
import { QuestSchema } from './Quest.ts';
import { QuestCompletionSchema } from './QuestCompletion.ts';
import { ScheduledNotificationSchema } from './ScheduledNotification.ts';
import { SessionSchema } from './Session.ts';
import { StarterOfferSchema } from './StarterOffer.ts';
import { TaskSchema } from './Task.ts';
import { UserSchema } from './User.ts';
import { UserAchievementSchema } from './UserAchievement.ts';

/** Every entity the ORM discovers (explicit, so no folder scanning at start). */
export const entities = [
  UserSchema,
  SessionSchema,
  QuestSchema,
  TaskSchema,
  AchievementSchema,
  UserAchievementSchema,
  ItemSchema,
  InventoryEntrySchema,
  CompanionSchema,
  PartySchema,
  PartyInviteSchema,
  BossSchema,
  BossHitSchema,
  AchievementCounterSchema,
  BossRewardSchema,
  ClanSchema,
  AdminUserSchema,
  AdminSessionSchema,
  AuditLogSchema,
  FeatureFlagSchema,
  ImpersonationSessionSchema,
  ActivityEventSchema,
  FocusSessionSchema,
  ChatMessageSchema,
  ClanActivitySchema,
  NotificationSchema,
  EmailChangeSchema,
  ContactMessageSchema,
  PushSubscriptionSchema,
  IdempotencyKeySchema,
  CalendarFeedSchema,
  ScheduledNotificationSchema,
  StarterOfferSchema,
  QuestCompletionSchema,
];
