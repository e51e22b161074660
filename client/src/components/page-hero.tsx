import type { LucideIcon } from 'lucide-react';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from './ui/button.tsx';
import { Card } from './ui/card.tsx';

/**
 * The head of a list screen (Quest Board, Tasks): eyebrow, title and text, a 'new' button and a
 * link to the sibling screen, then the screen's summary tiles (`children`).
 */
export function PageHero({
  titleId,
  eyebrow,
  title,
  text,
  newLabel,
  onNew,
  link,
  children,
}: {
  titleId: string;
  eyebrow: string;
  title: string;
  text: string;
  newLabel: string;
  onNew: () => void;
  link: { to: string; icon: LucideIcon; label: string };
  children: ReactNode;
}) {
  const LinkIcon = link.icon;
  return (
    <Card aria-labelledby={titleId} className="overflow-hidden">
      <div className="bg-gradient-to-r from-arcane-500/15 via-transparent to-gold-400/10 p-5 sm:p-8">
        <div className="flex flex-col gap-5 md:flex-row md:items-end md:justify-between">
          <div className="min-w-0">
            <p className="text-sm font-semibold tracking-widest text-gold-300/90 uppercase">{eyebrow}</p>
            <h1 id={titleId} className="mt-1 text-3xl font-semibold text-ink sm:text-4xl">
              {title}
            </h1>
            <p className="mt-1 text-mist">{text}</p>
          </div>
          <div className="flex flex-wrap gap-2 sm:gap-3">
            <Button className="flex-auto whitespace-nowrap sm:flex-none" onClick={onNew}>
              <Plus className="size-4" aria-hidden />
              {newLabel}
            </Button>
            <Button asChild variant="outline" className="flex-auto whitespace-nowrap sm:flex-none">
              <Link to={link.to}>
                <LinkIcon className="size-4" aria-hidden />
                {link.label}
              </Link>
            </Button>
          </div>
        </div>
        {children}
      </div>
    </Card>
  );
}
