// Banners on every screen: offline at the top (spec section 2); a new version waiting and the install
// offer float at the bottom, so their arrival never pushes the screen down (layout shift).
import { OfflineBanner } from './OfflineBanner';
import { applyUpdate, useUpdateWaiting } from './service-worker';
import { useInstallPrompt } from './install-prompt';
import { texts } from '../texts';
import './pwa.css';

export function Banners() {
  const updateWaiting = useUpdateWaiting();
  const { offer, install, dismiss } = useInstallPrompt();
  return (
    <>
      <OfflineBanner />
      <div className="banners">
        {updateWaiting && (
          <div className="banner banner--update" role="status">
            <span>{texts.pwa.update.text}</span>
            <button type="button" className="button button--small button--primary" onClick={() => void applyUpdate()}>
              {texts.pwa.update.reload}
            </button>
          </div>
        )}
        {offer && (
          <div className="banner banner--install" role="region" aria-label={texts.pwa.install.install}>
            <img src="/icons/icon-192.png" alt="" width={36} height={36} />
            <span>{texts.pwa.install.text}</span>
            <button type="button" className="button button--small button--primary" onClick={() => void install()}>
              {texts.pwa.install.install}
            </button>
            <button type="button" className="icon-button" aria-label={texts.pwa.install.close} onClick={dismiss}>×</button>
          </div>
        )}
      </div>
    </>
  );
}
