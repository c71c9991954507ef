import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { toast } from '../../../lib/toast.ts';

/**
 * A visitor's try at a customer's action (favourites, "Notify me"): like the tarot game, a toast saying
 * to sign in, and here also a link to the sign-in page that brings them back to this page afterwards.
 * `prompt` is what the button calls; SignInLink shows the link once it was called, in a live region.
 */
export function useSignInPrompt(message: string) {
  const [asked, setAsked] = useState(false);
  const prompt = () => {
    toast.info(message);
    setAsked(true);
  };
  return { prompt, asked };
}

/** The link reads the toast's words ('Sign in to add favorites'), so it makes sense on its own. */
export function SignInLink({
  shown,
  label,
  tone = 'light',
}: {
  shown: boolean;
  label: string;
  tone?: 'light' | 'dark';
}) {
  const location = useLocation();
  return (
    <span aria-live="polite">
      {shown ? (
        <Link
          to="/login"
          state={{ from: location }}
          className={`relative z-10 text-sm font-semibold underline underline-offset-2 ${
            tone === 'dark' ? 'text-gold-200 hover:text-gold-100' : 'text-night-700 hover:text-night-600'
          }`}
        >
          {label}
        </Link>
      ) : null}
    </span>
  );
}
