import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { HeartIcon } from '../../../components/ui/action-icons.tsx';
import { useViewer } from '../hooks/use-customer.ts';
import { favoriteButtonClass as buttonClass, favoriteTones as tones } from './favorite-styles.ts';
import { SignInLink, useSignInPrompt } from './sign-in-prompt.tsx';

/** A customer's toggle and its queries load only for a signed-in customer. */
const CustomerFavoriteButton = /* @__PURE__ */ lazy(async () => ({
  default: (await import('./favorite-customer.tsx')).CustomerFavoriteButton,
}));

function VisitorFavoriteButton() {
  const { t } = useTranslation();
  const { prompt, asked } = useSignInPrompt(t('reviews.signInForFavorites'));
  return (
    <>
      <button type="button" onClick={prompt} className={`${buttonClass} ${tones.off}`}>
        <HeartIcon className="size-4" />
        {t('reviews.addToFavorites')}
      </button>
      <SignInLink shown={asked} label={t('reviews.signInForFavorites')} tone="dark" />
    </>
  );
}

/** Holds the button's place, inert, until the session is known. */
function PendingFavoriteButton() {
  const { t } = useTranslation();
  return (
    <button type="button" disabled className={`${buttonClass} ${tones.off}`}>
      <HeartIcon className="size-4" />
      {t('reviews.addToFavorites')}
    </button>
  );
}

/** The profile's favourites button (on the night band): a toggle for a customer, a sign-in prompt for a visitor. */
export function FavoriteButton({ agentId }: { agentId: number }) {
  const viewer = useViewer();
  if (viewer.kind === 'other') return null;
  return (
    <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2">
      {viewer.kind === 'customer' ? (
        <Suspense fallback={<PendingFavoriteButton />}>
          <CustomerFavoriteButton agentId={agentId} customerId={viewer.customerId} />
        </Suspense>
      ) : viewer.kind === 'visitor' ? (
        <VisitorFavoriteButton />
      ) : (
        <PendingFavoriteButton />
      )}
    </div>
  );
}
