// The product's photo: take one with the camera or choose a file. Checked (an image, at most 10 MB),
// scaled on the device (scale-photo.ts, fetched when the editor opens) and shown at once; saved with the product.
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { photoProblem } from '../../../domain/menu';
import type { MenuProduct } from '../../../db/menu-reads';
import { menu } from '../../texts/menu';
import { options } from '../../texts/options';
import { ProductPhoto, useBlobUrl } from '../ProductPhoto';

export type PhotoFieldProps = { product: MenuProduct | null; photo: Blob | null; onPhoto(photo: Blob | null): void };

export function PhotoField({ product, photo, onPhoto }: PhotoFieldProps) {
  const t = menu.editor;
  const id = useId();
  const preview = useBlobUrl(photo);
  const [state, setState] = useState<'idle' | 'scaling'>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  // Fetched with the editor, so a photo taken after the connection dropped is still scaled.
  useEffect(() => { void import('./scale-photo'); }, []);

  const chosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = photoProblem(file);
    if (refused) return setProblem(options.problems[refused]);
    setProblem(null);
    setState('scaling');
    try {
      const { scalePhoto } = await import('./scale-photo');
      onPhoto(await scalePhoto(file));
    } catch (error) {
      console.error('photo scaling failed', error);
      setProblem(t.photoFailed);
    } finally {
      setState('idle');
    }
  };

  const name = product?.name ?? t.photo;
  return (
    <fieldset className="product-form__photo" aria-describedby={problem ? `${id}-problem` : undefined}>
      <legend>{t.photo}</legend>
      {preview ? (
        <div className="menu-photo menu-photo--large"><img src={preview} alt={name} data-photo="chosen" /></div>
      ) : <ProductPhoto productId={product?.id ?? null} url={product?.image_url ?? null} name={name} large />}
      <div className="product-form__photo-buttons">
        <label className="button">
          {t.takePhoto}
          <input className="visually-hidden" type="file" accept="image/*" capture="environment" onChange={(event) => void chosen(event)} />
        </label>
        <label className="button">
          {t.choosePhoto}
          <input className="visually-hidden" type="file" accept="image/*" onChange={(event) => void chosen(event)} />
        </label>
      </div>
      {state === 'scaling' && <p role="status">{t.photoScaling}</p>}
      {problem && <p id={`${id}-problem`} className="field-error" role="alert">{problem}</p>}
    </fieldset>
  );
}
