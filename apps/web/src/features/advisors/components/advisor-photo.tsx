import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const PHOTO_SIZE = 480;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/** The advisor's portrait, or their initials on the brand's night sky when there is none or it fails. */
export function AdvisorPhoto({ name, photoUrl }: { name: string; photoUrl: string | undefined }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);

  if (!photoUrl || failed) {
    return (
      <div
        aria-hidden="true"
        className="grid size-full place-items-center bg-night-sky font-display text-5xl font-semibold text-gold-200"
      >
        {initials(name)}
      </div>
    );
  }
  return (
    <img
      src={photoUrl}
      alt={t('advisors.photoAlt', { name })}
      width={PHOTO_SIZE}
      height={PHOTO_SIZE}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="size-full object-cover transition-transform duration-500 motion-safe:group-hover:scale-[1.04]"
    />
  );
}
