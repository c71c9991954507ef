import type { site } from '@app/shared/messages/site';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { PageMeta } from '../../components/ui/page-meta.tsx';

export type PageKey = keyof typeof site.pages;

/** A route whose screen is not built yet: its real title and nothing invented. */
export function PendingPage({ page }: { page: PageKey }) {
  const { t } = useTranslation();
  const title = t(`site.pages.${page}`);
  return (
    <>
      <PageMeta title={title} />
      {/* Fills the page so the empty route reads as a title screen, not as a broken layout. */}
      <PageHero title={title} className="flex flex-1 items-center" />
    </>
  );
}
