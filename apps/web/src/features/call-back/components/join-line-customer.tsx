import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../../lib/api-client.ts';
import { useJoinLine, useLeaveLine, useMyLine } from '../api/customer-line.ts';
import { CallBackIcon } from './line-icon.tsx';
import { lineButtonClass, lineTones } from './line-styles.ts';
import { placeText } from './place-words.ts';

export interface JoinLineCustomerProps {
  agentId: number;
  name: string;
  customerId: string;
  /** On a call now (the live status feed): only then may the customer join. */
  busy: boolean;
  /** The advisor's name on a card, so "Join the line" says whose. */
  describedBy?: string | undefined;
  className?: string | undefined;
}

/**
 * A signed-in customer's "Join the line — we'll call you" on a busy advisor's card or profile, or their
 * place in this advisor's line with "Leave the line". Its own module (with the call-back words), loaded
 * only for a customer: a visitor's first screen carries none of it. The place comes from the customer's
 * one place in any line, so a directory of busy advisors asks once, not once per card.
 */
export function JoinLineCustomer({
  agentId,
  name,
  customerId,
  busy,
  describedBy,
  className = '',
}: JoinLineCustomerProps) {
  const { t } = useTranslation();
  const line = useMyLine(customerId);
  const join = useJoinLine(customerId);
  const leave = useLeaveLine(customerId);
  const [announcement, setAnnouncement] = useState('');
  const placeRef = useRef<HTMLParagraphElement>(null);
  const joinRef = useRef<HTMLButtonElement>(null);
  // The control the customer used goes away with the answer: focus goes to what replaced it.
  const focusNext = useRef<'place' | 'join' | null>(null);
  const mine = line.data && line.data.agentId === agentId ? line.data : null;

  useEffect(() => {
    if (focusNext.current === 'place' && mine) placeRef.current?.focus();
    else if (focusNext.current === 'join' && !mine) joinRef.current?.focus();
    else return;
    focusNext.current = null;
  });

  if (!mine && !busy) return null;

  const onJoin = () => {
    leave.reset();
    setAnnouncement('');
    join.mutate(
      { agentId, name },
      {
        onSuccess: () => {
          focusNext.current = 'place';
        },
      },
    );
  };
  const onLeave = () => {
    join.reset();
    leave.mutate(agentId, {
      onSuccess: () => {
        focusNext.current = 'join';
        setAnnouncement(t('callBack.left'));
      },
    });
  };

  const failure = join.error
    ? messageOf(join.error, t('callBack.joinFailed'))
    : leave.error
      ? messageOf(leave.error, t('callBack.leaveFailed'))
      : null;

  return (
    <div className={`flex w-full flex-col gap-2 ${className}`} data-call-back={mine ? mine.status : 'none'}>
      {mine ? (
        <div className="relative z-10 flex flex-col gap-2 rounded-2xl bg-emerald-50 p-3 text-center ring-1 ring-emerald-700/20">
          <p
            ref={placeRef}
            tabIndex={-1}
            data-testid="call-back-place"
            className="text-sm leading-snug font-semibold text-emerald-900 focus:outline-none"
          >
            {placeText(t, mine)}
          </p>
          <button
            type="button"
            onClick={onLeave}
            disabled={leave.isPending}
            aria-describedby={describedBy}
            data-testid="call-back-leave"
            className={`${lineButtonClass} ${lineTones.leave}`}
          >
            {leave.isPending ? t('callBack.leaving') : t('callBack.leave')}
          </button>
        </div>
      ) : (
        <button
          ref={joinRef}
          type="button"
          onClick={onJoin}
          // Until the customer's place is known, a second place could be asked for by mistake.
          disabled={join.isPending || line.isPending}
          aria-describedby={describedBy}
          data-testid="call-back-join"
          className={`${lineButtonClass} ${lineTones.join}`}
        >
          <CallBackIcon className="size-4 shrink-0" />
          {join.isPending ? t('callBack.joining') : t('callBack.join')}
        </button>
      )}
      {failure ? (
        <p
          role="alert"
          data-testid="call-back-error"
          className="relative z-10 rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-left text-sm font-medium text-red-800"
        >
          {failure}
        </p>
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
