import { elisionContext } from '@app/shared/rules/french-elision';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStockPhoto } from './use-stock-photo.ts';

const PHOTO_SIZE = 400;

interface AdvisorPhotoProps {
  agentId: number;
  name: string;
  photoUrl: string | undefined;
  /** The first screenful of cards loads eagerly; the rest wait until scrolled near. */
  eager?: boolean;
  className?: string;
}

/** The advisor's portrait; a remembered stock portrait when there is none or it fails to load. */
export function AdvisorPhoto({ agentId, name, photoUrl, eager = false, className = '' }: AdvisorPhotoProps) {
  const { t } = useTranslation();
  // Keyed by URL so that a new photoUrl gets a fresh chance after an earlier failure.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const useStock = !photoUrl || failedUrl === photoUrl;
  const stock = useStockPhoto(agentId, name, useStock);
  const src = useStock ? stock?.src : photoUrl;

  return (
    <img
      src={src}
      alt={t('advisors.photoAlt', { name, context: elisionContext(name) })}
      width={PHOTO_SIZE}
      height={PHOTO_SIZE}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => {
        if (!useStock && photoUrl) setFailedUrl(photoUrl);
      }}
      style={useStock && stock ? { objectPosition: stock.position } : undefined}
      className={`size-full bg-night-800 object-cover ${className}`}
    />
  );
}
