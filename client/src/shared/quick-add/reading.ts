import { type QuickAddParse, type QuickAddSpan, quickAddParseSchema } from '@protocol/api/quickAdd.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { apiRequest } from '@/lib/api.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';

/** A part of the line the player said is not what it was read as, with the words it covered. */
interface Ignored {
  start: number;
  end: number;
  text: string;
}

const READ_DELAY_MS = 180;
/** On Enter, how long the line may take to be read before it is added as typed. */
const READ_ON_ENTER_MS = 1500;

const readingKey = (text: string, ignore: readonly Ignored[]) =>
  ['/api/quick-add/parse', text, ignore.map((i) => [i.start, i.end])] as const;

async function readLine(text: string, ignore: readonly Ignored[]): Promise<QuickAddParse> {
  const body = {
    text,
    ...(ignore.length ? { ignore: ignore.map(({ start, end }) => ({ start, end })) } : {}),
  };
  return quickAddParseSchema.parse(await apiRequest('POST', '/api/quick-add/parse', body));
}

/** Ignored parts still standing on the same words after an edit (typing on after them keeps them). */
function stillIgnored(ignore: readonly Ignored[], text: string): Ignored[] {
  return ignore.filter((i) => text.slice(i.start, i.end) === i.text);
}

export interface QuickAddLine {
  text: string;
  setText: (text: string) => void;
  /** What the server understood of exactly this text (null while it reads, or when reading is off). */
  reading: QuickAddParse | null;
  /** 'Not a date': the part stays words in the title and the line is read again without it. */
  undo: (span: QuickAddSpan) => void;
  /**
   * Takes the line for adding on Enter: the field is emptied at once (the next thought may be typed
   * while this one is read and sent), and the line's reading comes back: the one shown, or the line
   * read now (briefly waited for). Null when reading is off or the server could not be asked: the
   * line is then added as typed, so a thought is never lost to a failed read.
   */
  takeForAdd: () => { text: string; reading: Promise<QuickAddParse | null> };
  clear: () => void;
  /** Puts a line that could not be added back, unless a new one was typed meanwhile. */
  restore: (text: string) => void;
}

/**
 * The one-line quick add's text and what the server understood of it (DESIGN section 13), read as
 * the player types: a pause of 180 ms, one request, the answer only shown for the text it is for.
 */
export function useQuickAddLine(enabled: boolean): QuickAddLine {
  const queryClient = useQueryClient();
  const [text, setTextState] = useState('');
  const [ignore, setIgnore] = useState<Ignored[]>([]);
  const settled = useDebouncedValue(
    useMemo(() => ({ text, ignore }), [text, ignore]),
    READ_DELAY_MS,
  );
  const active = enabled && settled.text.trim().length > 0;
  const query = useQuery({
    queryKey: readingKey(settled.text, settled.ignore),
    queryFn: () => readLine(settled.text, settled.ignore),
    enabled: active,
    staleTime: 60_000,
    gcTime: 60_000,
    retry: false,
  });
  const current = settled.text === text && settled.ignore === ignore;
  const reading = enabled && current && query.data ? query.data : null;

  const setText = useCallback((next: string) => {
    setTextState(next);
    setIgnore((known) => {
      const kept = stillIgnored(known, next);
      return kept.length === known.length ? known : kept;
    });
  }, []);

  const undo = useCallback(
    (span: QuickAddSpan) => {
      setIgnore((known) => [
        ...known,
        { start: span.start, end: span.end, text: text.slice(span.start, span.end) },
      ]);
    },
    [text],
  );

  const takeForAdd = useCallback(() => {
    const taken = { text, ignore };
    setTextState('');
    setIgnore([]);
    const read = async (): Promise<QuickAddParse | null> => {
      if (!enabled || !taken.text.trim()) return null;
      if (reading) return reading;
      try {
        return await Promise.race([
          queryClient.fetchQuery({
            queryKey: readingKey(taken.text, taken.ignore),
            queryFn: () => readLine(taken.text, taken.ignore),
            staleTime: 60_000,
          }),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), READ_ON_ENTER_MS)),
        ]);
      } catch {
        return null;
      }
    };
    return { text: taken.text, reading: read() };
  }, [enabled, text, ignore, reading, queryClient]);

  const clear = useCallback(() => {
    setTextState('');
    setIgnore([]);
  }, []);

  const restore = useCallback((lost: string) => {
    setTextState((current) => (current === '' ? lost : current));
  }, []);

  return { text, setText, reading, undo, takeForAdd, clear, restore };
}
