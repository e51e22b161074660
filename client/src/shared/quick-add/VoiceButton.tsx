import { Mic, MicOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';

/** The parts of the Web Speech API the quick add uses (not in TypeScript's DOM library). */
interface Recognition {
  lang: string;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

const LOCALES: Record<string, string> = { en: 'en-US', es: 'es-ES', fr: 'fr-FR', de: 'de-DE' };

/**
 * A microphone beside the quick add where the browser can recognise speech (DESIGN section 13):
 * what the player says is added to the line, in their language. Not shown where the browser
 * cannot: no button that does nothing.
 */
export function VoiceButton({
  onHeard,
  onProblem,
}: {
  onHeard: (text: string) => void;
  /** What went wrong, in the player's language (null once it works again). */
  onProblem: (problem: string | null) => void;
}) {
  const { t, i18n } = useTranslation();
  // Known after the first render: the server-painted page has no browser to ask.
  const [supported, setSupported] = useState(false);
  const [listening, setListening] = useState(false);
  const current = useRef<Recognition | null>(null);

  useEffect(() => {
    setSupported(recognitionConstructor() !== null);
    return () => current.current?.stop();
  }, []);

  if (!supported) return null;

  function toggle() {
    if (listening) {
      current.current?.stop();
      return;
    }
    const Constructor = recognitionConstructor();
    if (!Constructor) return;
    const recognition = new Constructor();
    recognition.lang = LOCALES[i18n.language.slice(0, 2)] ?? 'en-US';
    recognition.interimResults = false;
    recognition.maxAlternatives = 1;
    recognition.onresult = (event) => {
      const heard = Array.from(event.results, (result) => result[0]?.transcript ?? '')
        .join(' ')
        .trim();
      if (heard) onHeard(heard);
    };
    recognition.onerror = (event) => {
      onProblem(
        event.error === 'not-allowed' || event.error === 'service-not-allowed'
          ? t('quickAdd.voice.denied')
          : event.error === 'no-speech'
            ? t('quickAdd.voice.noSpeech')
            : t('quickAdd.voice.failed'),
      );
    };
    recognition.onend = () => {
      setListening(false);
      current.current = null;
    };
    current.current = recognition;
    onProblem(null);
    setListening(true);
    try {
      recognition.start();
    } catch {
      setListening(false);
      onProblem(t('quickAdd.voice.failed'));
    }
  }

  return (
    <Button
      type="button"
      variant={listening ? 'primary' : 'outline'}
      className="shrink-0 px-3"
      aria-pressed={listening}
      aria-label={listening ? t('quickAdd.voice.stop') : t('quickAdd.voice.start')}
      onClick={toggle}
    >
      {listening ? <MicOff className="size-4" aria-hidden /> : <Mic className="size-4" aria-hidden />}
    </Button>
  );
}
