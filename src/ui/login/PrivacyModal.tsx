// The privacy policy in a modal over the login screen (spec section 2), the page itself embedded
// from /privacy.html so the same text also opens on its own.
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { texts } from '../texts';

export const PRIVACY_URL = '/privacy.html';

export type PrivacyModalProps = { onClose(): void };

export function PrivacyModal({ onClose }: PrivacyModalProps) {
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => closeButton.current?.focus(), []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };

  return (
    <div className="overlay" onKeyDown={onKeyDown} onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div className="modal privacy-modal" role="dialog" aria-modal="true" aria-labelledby="privacy-title">
        <div className="privacy-modal__head">
          <h2 id="privacy-title">{texts.login.privacyTitle}</h2>
          <button ref={closeButton} type="button" className="button" onClick={onClose}>
            {texts.login.privacyClose}
          </button>
        </div>
        <iframe className="privacy-modal__frame" src={PRIVACY_URL} title={texts.login.privacyTitle} />
        <a className="privacy-modal__external" href={PRIVACY_URL} target="_blank" rel="noopener">
          {texts.login.privacyOpenNewTab}
        </a>
      </div>
    </div>
  );
}
