import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/ui/button-styles.ts';

function PageError() {
  const { t } = useTranslation();
  return (
    <section
      role="alert"
      className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-5 py-20 text-center"
    >
      <h1 className="font-display text-3xl font-semibold text-night-950 sm:text-4xl">
        {t('common.pageError.title')}
      </h1>
      <p className="mt-4 text-lg leading-relaxed text-night-800">{t('common.pageError.text')}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className={`${buttonClass('night', 'lg')} mt-8`}
      >
        {t('common.pageError.reload')}
      </button>
    </section>
  );
}

interface Props {
  /** The page's address: a new one renders the new page instead of the error. */
  resetKey: string;
  children: ReactNode;
}

/**
 * A page that fails to render (or whose chunk cannot be loaded, even after the one reload) shows a plain
 * error in place of the page; the header, footer and call bar stay, and so does every link out.
 */
export class PageErrorBoundary extends Component<Props, { failedAt: string | null }> {
  override state = { failedAt: null as string | null };

  static getDerivedStateFromError(): { failedAt: string | null } {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: Props, state: { failedAt: string | null }) {
    if (state.failedAt === '') return { failedAt: props.resetKey };
    if (state.failedAt !== null && state.failedAt !== props.resetKey) return { failedAt: null };
    return null;
  }

  override componentDidCatch(error: unknown): void {
    console.error('A page failed to render:', error);
  }

  override render() {
    return this.state.failedAt === null ? this.props.children : <PageError />;
  }
}
