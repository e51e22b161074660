import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card.tsx';

export type LegalPageId = 'impressum' | 'privacy' | 'terms' | 'disclaimer';

interface LegalSection {
  title: string;
  body: string;
}

/**
 * The section that points to the contact form: the Impressum's second, 'Contact', in every
 * language. Its details stay 'to follow' (spec section 1); the form reaches the team meanwhile.
 */
const CONTACT_SECTION: Partial<Record<LegalPageId, number>> = { impressum: 1 };

/** The static legal pages: title, date line, intro and sections, all from the translations. */
export function LegalPage({ page }: { page: LegalPageId }) {
  const { t } = useTranslation();
  const sections: LegalSection[] = t(`legal.${page}.sections`, { returnObjects: true });
  const title = t(`legal.${page}.title`);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <title>{`${title} · ${t('app.name')}`}</title>
      <Card className="p-6 sm:p-10">
        <h1 className="text-3xl font-semibold text-ink sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-haze">{t(`legal.${page}.updated`)}</p>
        <p className="mt-6 text-lg text-mist">{t(`legal.${page}.intro`)}</p>
        <div className="mt-8 flex flex-col gap-8">
          {sections.map((section, index) => (
            <section key={section.title}>
              <h2 className="text-xl font-semibold text-gold-200">{section.title}</h2>
              {section.body.split('\n\n').map((paragraph) => (
                <p key={paragraph} className="mt-3 leading-relaxed text-mist">
                  {paragraph}
                </p>
              ))}
              {CONTACT_SECTION[page] === index ? (
                <p className="mt-3 leading-relaxed text-mist">
                  {t('firstDays.contact.legalNote')}{' '}
                  <Link to="/contact" className="font-semibold text-gold-300 underline underline-offset-4">
                    {t('firstDays.contact.legalLink')}
                  </Link>
                </p>
              ) : null}
            </section>
          ))}
        </div>
      </Card>
    </div>
  );
}
