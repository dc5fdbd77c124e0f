// A product's photo: the one waiting on this device for upload (shown at once, offline too), else the
// stored one; a neutral block without either. A fixed box, so rows do not jump while images load.
import { useEffect, useState } from 'react';
import { usePendingPhoto } from '../../db/product-photos';
import { menu } from '../texts/menu';

export type ProductPhotoProps = { productId: string | null; url: string | null; name: string; waiting?: boolean; large?: boolean };

/** An object URL for a blob while it is shown, revoked afterwards. */
export function useBlobUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return setUrl(null);
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
}

export function ProductPhoto({ productId, url, name, waiting = true, large = false }: ProductPhotoProps) {
  // Only a product with a photo waiting reads the device's photo store (a live query per row is costly).
  return waiting && productId
    ? <WaitingPhoto productId={productId} url={url} name={name} large={large} />
    : <Photo local={null} url={url} name={name} large={large} />;
}

type WaitingPhotoProps = { productId: string; url: string | null; name: string; large: boolean };

function WaitingPhoto({ productId, url, name, large }: WaitingPhotoProps) {
  const local = useBlobUrl(usePendingPhoto(productId));
  return <Photo local={local} url={url} name={name} large={large} />;
}

type PhotoProps = { local: string | null; url: string | null; name: string; large: boolean };

function Photo({ local, url, name, large }: PhotoProps) {
  const [broken, setBroken] = useState<string | null>(null);
  const src = local ?? (url && broken !== url ? url : null);
  return (
    <div className={`menu-photo${large ? ' menu-photo--large' : ''}`}>
      {src ? <img src={src} alt={name} loading="lazy" decoding="async" onError={() => setBroken(src)} />
        : <div className="menu-photo__none" aria-hidden="true" />}
      {local && <span className="menu-photo__waiting">{menu.photoWaiting}</span>}
    </div>
  );
}
