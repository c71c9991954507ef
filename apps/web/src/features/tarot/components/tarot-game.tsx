import { FRENCH_TAROT_CARD_NAMES } from '@app/shared/content/tarot-cards-fr';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { pageLanguage } from '../../../lib/language.ts';
import { toast } from '../../../lib/toast.ts';
import { useAuth } from '../../../lib/use-auth.tsx';
import { getTarotGame, playTarot, type TarotGameState, type TarotResult } from '../api/tarot.ts';
import { canReveal, togglePick } from './tarot-picks.ts';

type View =
  | { kind: 'closed' }
  | { kind: 'loading' }
  | { kind: 'played'; won: boolean; couponCode: string | null }
  | { kind: 'selecting'; tiles: number }
  | { kind: 'result'; result: TarotResult };

/**
 * The weekly tarot game (SPEC 4): opened by 'Win Credits' from anywhere (tarot-launcher.tsx loads this
 * module on the first request); the server deals and decides. Each new `openRequest` opens it.
 */
/** A card's name in the page's language (the game's cards are stored with their English names). */
function cardName(name: string): string {
  return pageLanguage() === 'fr' ? (FRENCH_TAROT_CARD_NAMES[name] ?? name) : name;
}

export function TarotGame({ openRequest }: { openRequest: number }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [view, setView] = useState<View>({ kind: 'closed' });
  const [picks, setPicks] = useState<number[]>([]);
  const [revealing, setRevealing] = useState(false);
  // Read when a request comes, so that signing in or out never opens the game by itself.
  const latest = useRef({ user, t });
  latest.current = { user, t };

  useEffect(() => {
    if (openRequest === 0) return;
    const { user: signedIn, t: translate } = latest.current;
    if (!signedIn) {
      toast.info(translate('tarot.signInRequired'));
      return;
    }
    setPicks([]);
    setView({ kind: 'loading' });
    getTarotGame()
      .then((state: TarotGameState) => {
        if (state.state === 'no-game') {
          toast.info(translate('tarot.noActiveGame'));
          setView({ kind: 'closed' });
        } else if (state.state === 'played') {
          setView({ kind: 'played', won: state.won, couponCode: state.couponCode });
        } else {
          setView({ kind: 'selecting', tiles: state.tiles });
        }
      })
      .catch(() => {
        toast.error(translate('tarot.checkFailed'));
        setView({ kind: 'closed' });
      });
  }, [openRequest]);

  const reveal = async () => {
    if (!canReveal(picks, revealing)) return;
    setRevealing(true);
    try {
      setView({ kind: 'result', result: await playTarot(picks) });
    } catch {
      toast.error(t('tarot.processFailed'));
    } finally {
      setRevealing(false);
    }
  };

  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      toast.success(t('tarot.copied'));
    } catch {
      toast.error(t('tarot.copyFailed'));
    }
  };

  const close = () => setView({ kind: 'closed' });
  const couponBox = (code: string, percent: number | null) => (
    <div className="mt-4 space-y-3 text-center">
      {percent !== null ? <p className="text-night-700">{t('tarot.wonText', { percent })}</p> : null}
      <p className="text-xs font-bold uppercase tracking-widest text-night-600">{t('tarot.couponCode')}</p>
      <p
        className="rounded-xl border-2 border-dashed border-gold-400 bg-gold-100 px-4 py-3 font-mono text-2xl font-bold tracking-widest text-gold-700"
        data-testid="tarot-coupon"
      >
        {code}
      </p>
      <p className="text-xs text-night-600">{t('tarot.validity')}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
        <button type="button" onClick={() => void copy(code)} className={buttonClass('outlineDark', 'md')}>
          {t('tarot.copy')}
        </button>
        <Link to={`/purchase?coupon=${code}`} onClick={close} className={buttonClass('gold', 'md')}>
          {t('tarot.useNow')}
        </Link>
      </div>
    </div>
  );

  return (
    <Dialog open={view.kind !== 'closed'} onClose={close} title={t('tarot.title')}>
      <p className="-mt-3 mb-4 text-sm font-semibold uppercase tracking-wider text-gold-700">
        {t('tarot.subtitle')}
      </p>
      {view.kind === 'loading' ? <Spinner label={t('common.loading')} /> : null}
      {view.kind === 'played' ? (
        <div>
          <p className="text-night-700">{t('tarot.alreadyPlayed')}</p>
          {view.won && view.couponCode ? couponBox(view.couponCode, null) : null}
        </div>
      ) : null}
      {view.kind === 'selecting' ? (
        <div>
          <p className="text-sm text-night-700">{t('tarot.instructions')}</p>
          <p className="mt-2 text-sm font-semibold text-night-900" aria-live="polite">
            {t('tarot.picked', { count: picks.length })}
          </p>
          <div className="mx-auto mt-4 grid max-w-[18rem] grid-cols-3 gap-3">
            {Array.from({ length: view.tiles }, (_, position) => {
              const chosen = picks.includes(position);
              return (
                <button
                  // biome-ignore lint/suspicious/noArrayIndexKey: a tile is its position; positions never move
                  key={position}
                  type="button"
                  aria-pressed={chosen}
                  aria-label={t('tarot.cardLabel', { position: position + 1 })}
                  onClick={() => setPicks((current) => togglePick(current, position))}
                  className={`aspect-[2/3] rounded-xl bg-gradient-to-br from-night-700 to-night-900 shadow-card ring-2 transition-transform ${
                    chosen ? '-translate-y-1 ring-gold-300' : 'ring-transparent hover:ring-gold-300/50'
                  }`}
                >
                  <span aria-hidden="true" className="text-2xl text-gold-300">
                    ✦
                  </span>
                </button>
              );
            })}
          </div>
          <button
            type="button"
            onClick={() => void reveal()}
            disabled={!canReveal(picks, revealing)}
            className={`${buttonClass('gold', 'lg')} mt-5 w-full`}
          >
            {revealing ? t('tarot.revealing') : t('tarot.reveal')}
          </button>
        </div>
      ) : null}
      {view.kind === 'result' ? (
        <div>
          <div className="mx-auto grid max-w-[16rem] grid-cols-3 gap-2">
            {view.result.tiles.map((card, position) => (
              <figure
                // biome-ignore lint/suspicious/noArrayIndexKey: a tile is its position
                key={position}
                className={`overflow-hidden rounded-lg ring-2 ${view.result.picked.includes(position) ? 'ring-gold-400' : 'opacity-50 ring-transparent'}`}
              >
                <img
                  src={card.image}
                  alt={cardName(card.name)}
                  className="aspect-[2/3] w-full object-cover"
                />
              </figure>
            ))}
          </div>
          <h3 className="mt-5 text-center font-display text-2xl font-semibold text-night-900">
            {view.result.won ? t('tarot.wonTitle') : t('tarot.lostTitle')}
          </h3>
          {view.result.won && view.result.couponCode ? (
            couponBox(view.result.couponCode, view.result.discountPercent)
          ) : (
            <p className="mt-2 text-center text-night-700">{t('tarot.lostText')}</p>
          )}
        </div>
      ) : null}
    </Dialog>
  );
}
