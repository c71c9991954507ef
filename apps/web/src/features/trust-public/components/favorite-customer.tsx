import { useTranslation } from 'react-i18next';
import { HeartIcon } from '../../../components/ui/action-icons.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { loadMessages } from '../../../lib/messages/load.ts';
import { toast } from '../../../lib/toast.ts';
import { useFavorites, useToggleFavorite } from '../api/trust-public.ts';
import { favoriteButtonClass, favoriteTones } from './favorite-styles.ts';

/** A customer's favourites toggle: its own module, loaded only for a signed-in customer. */
export function CustomerFavoriteButton({ agentId, customerId }: { agentId: number; customerId: string }) {
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
      className={`${favoriteButtonClass} ${isFavorite ? favoriteTones.on : favoriteTones.off}`}
    >
      <HeartIcon className={`size-4 ${isFavorite ? 'fill-current' : ''}`} />
      {t(isFavorite ? 'reviews.removeFromFavorites' : 'reviews.addToFavorites')}
    </button>
  );
}
