// The info block: email, role (default 'Gebruiker'), account created and last login.
import { useId } from 'react';
import type { SessionInfo } from '../../../db/session';
import { formatDateTime } from '../../../domain/format';
import { account } from '../../texts/account';
import { FactList } from '../../components/FactList';

export type AccountInfoProps = { session: SessionInfo };

function dateText(iso: string | null): string {
  if (!iso) return account.none;
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? account.none : formatDateTime(at);
}

export function AccountInfo({ session }: AccountInfoProps) {
  const t = account;
  const headingId = useId();
  const rows: [string, string][] = [
    [t.email, session.email],
    [t.role, session.roleName?.trim() || t.defaultRole],
    [t.createdAt, dateText(session.createdAt)],
    [t.lastLogin, dateText(session.lastLoginAt)],
  ];
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.infoTitle}</h2>
      <FactList className="account__info" rows={rows} />
    </section>
  );
}
