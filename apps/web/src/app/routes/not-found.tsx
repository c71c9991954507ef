import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { ArrowLeftIcon, HomeIcon } from '../../components/ui/icons.tsx';
import { PageMeta } from '../../components/ui/page-meta.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="on-dark relative isolate flex flex-1 overflow-hidden bg-night-sky text-white">
      <PageMeta title={t('site.notFound.title')} />
      <div aria-hidden="true" className="starfield absolute inset-0 -z-10 animate-twinkle" />
      <div
        aria-hidden="true"
        className="absolute top-1/2 left-1/2 -z-10 size-[28rem] -translate-x-1/2 -translate-y-1/2 rounded-full bg-night-500/25 blur-3xl"
      />
      <div className="mx-auto flex w-full max-w-2xl flex-col items-center justify-center px-5 py-20 text-center sm:py-28">
        <p
          aria-hidden="true"
          className="bg-gradient-to-b from-gold-200 to-gold-500 bg-clip-text font-display text-[7rem] leading-none font-semibold text-transparent sm:text-[9rem]"
        >
          404
        </p>
        <h1 className="mt-4 font-display text-3xl font-semibold sm:text-4xl">{t('site.notFound.title')}</h1>
        <p className="mt-4 max-w-md text-lg leading-relaxed text-white/75">{t('site.notFound.text')}</p>
        <div className="mt-10 flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:gap-4">
          <button type="button" onClick={() => navigate(-1)} className={buttonClass('outlineLight', 'lg')}>
            <ArrowLeftIcon className="size-5" />
            {t('site.notFound.goBack')}
          </button>
          <Link to="/" className={buttonClass('gold', 'lg')}>
            <HomeIcon className="size-5" />
            {t('site.notFound.returnHome')}
          </Link>
        </div>
      </div>
    </section>
  );
}
