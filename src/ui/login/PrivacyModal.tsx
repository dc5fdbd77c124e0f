// The privacy policy in a modal over the login screen (spec section 2), the page itself embedded
// from /privacy.html so the same text also opens on its own. Escape, the close button or a click
// beside it closes it, and focus goes back to the link that opened it (components/Modal).
import { useId, useLayoutEffect, useRef, type SyntheticEvent } from 'react';
import { texts } from '../texts';
import { Modal } from '../components/Modal';

export const PRIVACY_URL = '/privacy.html';

export type PrivacyModalProps = { onClose(): void };

export function PrivacyModal({ onClose }: PrivacyModalProps) {
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const latestOnClose = useRef(onClose);
  useLayoutEffect(() => {
    latestOnClose.current = onClose;
  });

  // Escape pressed while the embedded page has the focus reaches that page's document, not the dialog
  // (the browser's close request stays in the frame): pass it on. Same origin, so the document is ours.
  const listenInFrame = (event: SyntheticEvent<HTMLIFrameElement>) => {
    event.currentTarget.contentDocument?.addEventListener('keydown', (key) => {
      if (key.key === 'Escape') latestOnClose.current();
    });
  };

  return (
    <Modal className="modal privacy-modal" labelledBy={titleId} initialFocus={closeButton} onCancel={onClose} cancelOnBackdrop>
      <div className="privacy-modal__head">
        <h2 id={titleId}>{texts.login.privacyTitle}</h2>
        <button ref={closeButton} type="button" className="button" onClick={onClose}>
          {texts.login.privacyClose}
        </button>
      </div>
      <iframe className="privacy-modal__frame" src={PRIVACY_URL} title={texts.login.privacyTitle} onLoad={listenInFrame} />
      <a className="privacy-modal__external" href={PRIVACY_URL} target="_blank" rel="noopener">
        {texts.login.privacyOpenNewTab}
      </a>
    </Modal>
  );
}
