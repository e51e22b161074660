import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';

/** Shown when the visitor returns from the verification e-mail (?verified=true). */
export function VerifiedCard({ onContinue }: { onContinue: () => void }) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="flex flex-col items-center gap-4 py-6 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-verdant-900/60 text-verdant-300 ring-1 ring-verdant-400/40">
        <CircleCheck className="size-8" aria-hidden />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold outline-none sm:text-3xl">
        {t('auth.verified.title')}
      </h2>
      <p className="max-w-md text-mist">{t('auth.verified.text')}</p>
      <Button size="lg" className="mt-2" onClick={onContinue}>
        {t('auth.verified.continue')}
      </Button>
    </div>
  );
}
