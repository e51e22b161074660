import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { EXPORT_URL } from '@/features/profile/api/account.ts';

/** Download my data: the server answers one JSON file as an attachment. */
export function ExportCard() {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="security-export-title">
      <CardHeader>
        <CardTitle id="security-export-title" className="text-lg sm:text-xl">
          {t('security.export.title')}
        </CardTitle>
        <CardDescription>{t('security.export.text')}</CardDescription>
      </CardHeader>
      <CardContent>
        <a
          href={EXPORT_URL}
          download
          className={buttonClasses('secondary', 'md', 'inline-flex items-center')}
        >
          <Download className="size-4" aria-hidden />
          {t('security.export.download')}
        </a>
      </CardContent>
    </Card>
  );
}
