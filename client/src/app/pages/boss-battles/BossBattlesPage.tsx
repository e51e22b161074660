import type { User } from '@protocol/api/user.ts';
import { RefreshCw } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useCurrentBoss } from '@/features/boss/api/current-boss.ts';
import { PowerCard } from '@/features/boss/components/PowerCard.tsx';
import { useBossEvents } from '@/features/boss/realtime/useBossEvents.ts';
import { useMyParty } from '@/features/party/api/my-party.ts';
import { CreatePartyDialog } from '@/features/party/components/CreatePartyDialog.tsx';
import { JoinPartyTab } from '@/features/party/components/JoinPartyTab.tsx';
import { NoPartyCard } from '@/features/party/components/NoPartyCard.tsx';
import { usePartyEvents } from '@/features/party/realtime/usePartyEvents.ts';
import { BossTextContext, createBossText, useBossLanguage } from '@/i18n/boss-screen/boss-text.ts';
import { BossLanguagePicker } from './BossLanguagePicker.tsx';
import { PartyBattle } from './PartyBattle.tsx';

type Tab = 'mine' | 'join';

/**
 * Boss Battles (/boss-fight, spec 001 section 2): the player's power, their party and its boss, and
 * the parties they could join. The screen has its own nine-language picker; every text on it follows.
 */
export function BossBattlesPage({ user }: { user: User }) {
  const { t: appT } = useTranslation();
  const [language, setLanguage] = useBossLanguage();
  const text = useMemo(() => createBossText(language), [language]);
  const { t } = text;
  const [tab, setTab] = useState<Tab>('mine');
  const [creating, setCreating] = useState(false);
  // The boss's listeners first: on a defeat or a spawn the boss changes before the party, as one handler did.
  useBossEvents();
  usePartyEvents();
  const myParty = useMyParty();
  const party = myParty.data ?? null;
  const boss = useCurrentBoss(party?.id ?? null);

  let mine: ReactNode;
  if (myParty.data === undefined && myParty.isError) {
    mine = (
      <Notice tone="error" title={t('loadFailed')}>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void myParty.refetch()}>
          <RefreshCw className="size-4" aria-hidden />
          {t('retry')}
        </Button>
      </Notice>
    );
  } else if (myParty.data === undefined) {
    mine = (
      <div className="flex justify-center py-12" role="status">
        <Spinner className="size-8 text-gold-300" label={t('loading')} />
      </div>
    );
  } else if (party) {
    mine = <PartyBattle party={party} boss={boss} user={user} />;
  } else {
    mine = <NoPartyCard onCreate={() => setCreating(true)} onBrowse={() => setTab('join')} />;
  }

  return (
    <BossTextContext value={text}>
      <div
        lang={language}
        // auto-phrase: Japanese wraps between phrases, so a word such as ダメージ is never cut in two.
        className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 [word-break:auto-phrase] sm:px-6 sm:py-10"
      >
        <title>{`${t('pageTitle')} · ${appT('app.name')}`}</title>
        <div className="flex flex-col gap-5 md:flex-row md:items-end md:justify-between">
          <div className="min-w-0">
            <h1 className="text-3xl font-semibold text-ink sm:text-4xl">{t('pageTitle')}</h1>
            <p className="mt-2 max-w-2xl text-mist">{t('pageSubtitle')}</p>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            {/* With a party, a phone shows the fight first: the power then sits under the quests. */}
            <PowerCard power={user.power} className={party ? 'max-md:hidden' : undefined} />
            <BossLanguagePicker value={language} onChange={setLanguage} />
          </div>
        </div>
        <Tabs value={tab} onValueChange={(value) => setTab(value === 'join' ? 'join' : 'mine')}>
          <TabsList aria-label={t('tabsLabel')} className="sm:max-w-md">
            <TabsTrigger value="mine">{t('tabMyParty')}</TabsTrigger>
            <TabsTrigger value="join">{t('tabJoinParty')}</TabsTrigger>
          </TabsList>
          <TabsContent value="mine">{mine}</TabsContent>
          <TabsContent value="join">
            <JoinPartyTab
              myPartyId={party?.id ?? null}
              onJoined={() => setTab('mine')}
              onCreate={() => setCreating(true)}
            />
          </TabsContent>
        </Tabs>
        <CreatePartyDialog open={creating} onOpenChange={setCreating} onCreated={() => setTab('mine')} />
      </div>
    </BossTextContext>
  );
}
