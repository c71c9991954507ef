import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { ApplyForm } from './apply-form.tsx';

/** What an applicant sees once the application is in: where we wrote, and how to withdraw it. */
function Received({ email }: { email: string }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: its confirmation takes the focus (and the screen), so it is read at once.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section
      aria-labelledby="application-received"
      className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-night-100 sm:p-9"
      data-testid="application-received"
    >
      <h2
        ref={heading}
        id="application-received"
        tabIndex={-1}
        className="font-display text-3xl font-semibold text-night-900 focus:outline-none"
      >
        {t('apply.done.title')}
      </h2>
      <p className="mt-3 text-night-700 [overflow-wrap:anywhere]">{t('apply.done.text', { email })}</p>
      <p className="mt-3 text-night-700">{t('apply.done.withdraw')}</p>
      <Link to="/" className={`${buttonClass('night', 'md', 'wrap')} mt-7`}>
        {t('apply.done.home')}
      </Link>
    </section>
  );
}

/**
 * /apply (/fr/postuler): the application to give readings with us, open to anyone (no sign-in). Never
 * pre-rendered: before the app starts, a form would submit natively, the answers in the address.
 */
export function ApplyPage() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <>
      <PageMeta page="apply" />
      <PageHero title={t('site.pages.apply')} subtitle={t('apply.subtitle')} />
      <div className="px-4 py-10 sm:px-6 sm:py-14">
        <div className="mx-auto max-w-3xl">
          {sentTo === null ? <ApplyForm onSent={setSentTo} /> : <Received email={sentTo} />}
        </div>
      </div>
    </>
  );
}
