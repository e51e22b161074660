import { LogIn } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import type { useCompanionChat } from '../chat/use-companion-chat.ts';
import { BreakdownPanel, type BreakdownTarget } from './BreakdownPanel.tsx';
import { ChatComposer } from './ChatComposer.tsx';
import { ChatMessages } from './ChatMessages.tsx';
import { OfflineBadge } from './OfflineBadge.tsx';

export type CompanionTab = 'chat' | 'breakdown';

interface CompanionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  signedIn: boolean;
  chat: ReturnType<typeof useCompanionChat>;
  tab: CompanionTab;
  onTabChange: (tab: CompanionTab) => void;
  /** The quest handed over to break down, with a key that changes for each hand-over. */
  breakdown: { target: BreakdownTarget; key: number } | null;
}

const isTab = (value: string): value is CompanionTab => value === 'chat' || value === 'breakdown';

/** The Quest Companion dialog: the streamed chat and, for players, the Break down tool. */
export function CompanionDialog({
  open,
  onOpenChange,
  signedIn,
  chat,
  tab,
  onTabChange,
  breakdown,
}: CompanionDialogProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLTextAreaElement>(null);

  const chatView = (
    <div className="flex flex-col gap-3">
      <ChatMessages messages={chat.messages} />
      {signedIn ? null : (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-xl border border-gold-400/40 bg-gold-400/10 p-3 text-sm text-gold-200 sm:flex-row sm:items-center sm:justify-between"
        >
          <p>{t('ai.signedOut')}</p>
          <Button asChild size="sm" variant="outline" className="shrink-0">
            <Link to="/auth" onClick={() => onOpenChange(false)}>
              <LogIn className="size-4" aria-hidden />
              {t('ai.signIn')}
            </Link>
          </Button>
        </div>
      )}
      <ChatComposer onSend={chat.send} pending={chat.pending} disabled={!signedIn} inputRef={input} />
      {/* The finished reply, announced once (the growing text itself is not a live region). */}
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {chat.announcement}
      </p>
    </div>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('ai.title')}
        description={chat.source === 'offline' ? <OfflineBadge /> : undefined}
        className="sm:max-w-xl"
        onOpenAutoFocus={(event) => {
          // Straight into the message field when the chat is what opened.
          if (tab !== 'chat' || !signedIn) return;
          event.preventDefault();
          input.current?.focus();
        }}
      >
        {signedIn ? (
          <Tabs value={tab} onValueChange={(value) => isTab(value) && onTabChange(value)}>
            <TabsList aria-label={t('ai.tabsLabel')}>
              <TabsTrigger value="chat">{t('ai.tabChat')}</TabsTrigger>
              <TabsTrigger value="breakdown">{t('ai.tabBreakdown')}</TabsTrigger>
            </TabsList>
            {/* Both stay mounted, so a draft or a breakdown survives switching tabs. */}
            <TabsContent value="chat" forceMount className="mt-4 data-[state=inactive]:hidden">
              {chatView}
            </TabsContent>
            <TabsContent value="breakdown" forceMount className="mt-4 data-[state=inactive]:hidden">
              <BreakdownPanel
                key={breakdown?.key ?? 0}
                initial={breakdown?.target ?? null}
                handOver={breakdown?.key ?? null}
              />
            </TabsContent>
          </Tabs>
        ) : (
          chatView
        )}
      </DialogContent>
    </Dialog>
  );
}
