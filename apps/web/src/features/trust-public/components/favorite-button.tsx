import { useTranslation } from 'react-i18next';
import { HeartIcon } from '../../../components/ui/action-icons.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { loadMessages } from '../../../lib/messages/load.ts';
import { toast } from '../../../lib/toast.ts';
import { useFavorites, useToggleFavorite } from '../api/trust-public.ts';
import { useViewer } from '../hooks/use-customer.ts';
import { SignInLink, useSignInPrompt } from './sign-in-prompt.tsx';

const buttonClass =
  'inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-wait disabled:opacity-70';
const tones = {
  off: 'border-white/30 text-white hover:border-gold-300 hover:text-gold-200',
  on: 'border-gold-300 bg-gold-300/15 text-gold-100 hover:bg-gold-300/25',
};

function CustomerFavoriteButton({ agentId, customerId }: { agentId: number; customerId: string }) {
  const { t } = useTranslation();
  const favorites = useFavorites(customerId);
  const toggle = useToggleFavorite(customerId);
  const isFavorite = favorites.data?.includes(agentId) ?? false;

  const onClick = () => {
    const on = !isFavorite;
    // The toasts' words are in the account part of the catalogue: asked for now, ready by the answer.
    const words = loadMessages('account');
    toggle.mutate(
      { agentId, on },
      {
        onSuccess: () =>
          void words.then(() => toast.success(t(on ? 'trust.favorites.added' : 'trust.favorites.removed'))),
        onError: (error) =>
          void words.then(() => toast.error(messageOf(error, t('auth.signIn.errors.unexpected')))),
      },
    );
  };

  return (
    <button
      type="button"
      onClick={onClick}
      // Until the list is known the button cannot say which way it goes.
      disabled={favorites.data === undefined}
      data-favorite={isFavorite ? 'on' : 'off'}
      className={`${buttonClass} ${isFavorite ? tones.on : tones.off}`}
    >
      <HeartIcon className={`size-4 ${isFavorite ? 'fill-current' : ''}`} />
      {t(isFavorite ? 'reviews.removeFromFavorites' : 'reviews.addToFavorites')}
    </button>
  );
}

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
        <CustomerFavoriteButton agentId={agentId} customerId={viewer.customerId} />
      ) : viewer.kind === 'visitor' ? (
        <VisitorFavoriteButton />
      ) : (
        <PendingFavoriteButton />
      )}
    </div>
  );
}
