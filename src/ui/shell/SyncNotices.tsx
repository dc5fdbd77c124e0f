// Changes the server refused or that another device beat us to: each stays listed, with the spec's
// Dutch message (chosen here from what the entry records), until staff acknowledge it. Also the "sign
// in again" form when the session ended.
import { useRejectedEntries } from '../../db/pending';
import { dismissRejected } from '../../db/outbox';
import { appDb } from '../../db/database';
import { useSyncStatus } from '../../sync';
import { Reauth } from './Reauth';
import { texts } from '../texts';
import { rejectionText } from '../texts/rejections';

export function SyncNotices() {
  const rejected = useRejectedEntries();
  const status = useSyncStatus();
  return (
    <>
      {status?.state === 'needs-auth' && <Reauth />}
      {rejected && rejected.length > 0 && (
        <ul className="notices" aria-label="Meldingen van de server">
          {rejected.map((entry) => (
            <li key={entry.seq} className="notice" role="alert">
              <span>{rejectionText(entry)}</span>
              <button type="button" className="button button--small" onClick={() => void dismissRejected(appDb(), entry.seq)}>
                {texts.shell.sync.dismiss}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
