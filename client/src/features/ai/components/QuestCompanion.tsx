import { Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OPEN_ASSISTANT_EVENT } from '@/lib/assistant.ts';
import { useCompanionChat } from '../chat/use-companion-chat.ts';
import { readOpenAssistantDetail } from '../utils/open-assistant-detail.ts';
import type { BreakdownTarget } from './BreakdownPanel.tsx';
import { CompanionDialog, type CompanionTab } from './CompanionDialog.tsx';

/**
 * The floating Quest Companion: a round button at the bottom right for players, and the dialog that
 * the `openAIAssistant` window event opens from anywhere (with a quest, on its Break down tab).
 * The conversation outlives the dialog; changing the interface language clears it and closes it.
 * `openedBy`: the event that arrived before the companion's code (visitors get it on demand; a
 * player may click before it has loaded), handled as if it had arrived after mounting.
 * `onListening`: told when the companion starts and stops hearing the event itself.
 */
export function QuestCompanion({
  signedIn,
  openedBy,
  onListening,
}: {
  signedIn: boolean;
  openedBy?: Event | undefined;
  onListening: (listening: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const chat = useCompanionChat();
  const { clear } = chat;
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<CompanionTab>('chat');
  const [breakdown, setBreakdown] = useState<{ target: BreakdownTarget; key: number } | null>(null);

  useEffect(() => {
    const onOpen = (event: Event) => {
      const detail = readOpenAssistantDetail(event);
      if (detail.breakdown) {
        setBreakdown({ target: detail.breakdown, key: Date.now() });
        setTab('breakdown');
      } else {
        setTab('chat');
      }
      setOpen(true);
    };
    window.addEventListener(OPEN_ASSISTANT_EVENT, onOpen);
    onListening(true);
    if (openedBy) onOpen(openedBy);
    return () => {
      window.removeEventListener(OPEN_ASSISTANT_EVENT, onOpen);
      onListening(false);
    };
  }, [openedBy, onListening]);

  useEffect(() => {
    const onLanguage = () => {
      clear();
      setBreakdown(null);
      setOpen(false);
    };
    i18n.on('languageChanged', onLanguage);
    return () => i18n.off('languageChanged', onLanguage);
  }, [i18n, clear]);

  return (
    <>
      {signedIn ? (
        <button
          type="button"
          aria-label={t('ai.open')}
          title={t('ai.title')}
          aria-haspopup="dialog"
          onClick={() => {
            setTab('chat');
            setOpen(true);
          }}
          className="pointer-events-auto flex size-14 cursor-pointer max-[641px]:size-11 items-center justify-center rounded-full bg-gold-400 text-gold-950 shadow-lg shadow-black/50 ring-4 ring-night-950/60 transition-colors hover:bg-gold-300 focus-visible:outline-2 focus-visible:outline-offset-2 active:bg-gold-500"
        >
          <Sparkles className="size-6" aria-hidden />
        </button>
      ) : null}
      <CompanionDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          // A handed-over quest is broken down once; the next opening starts with an empty form.
          if (!next) setBreakdown(null);
        }}
        signedIn={signedIn}
        chat={chat}
        tab={tab}
        onTabChange={setTab}
        breakdown={breakdown}
      />
    </>
  );
}
