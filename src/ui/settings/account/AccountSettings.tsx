// The account screen (spec sections 2, 5 and 8): who is signed in, change email and password (both
// need the network), and log out.
import { useSession } from '../../../db/session';
import { BackLink } from '../../components/BackLink';
import { SectionBoundary } from '../../components/SectionBoundary';
import { texts } from '../../texts';
import { account } from '../../texts/account';
import { AccountInfo } from './AccountInfo';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { LogoutCard } from './LogoutCard';
import './account.css';

export function AccountSettings() {
  const session = useSession();
  return (
    <section className="screen account">
      <BackLink to="/app/settings" />
      <h1>{account.title}</h1>
      {!session ? (
        <p role="status">{texts.common.loading}</p>
      ) : (
        <div className="account__cards">
          <SectionBoundary name="account-info">
            <AccountInfo session={session} />
          </SectionBoundary>
          <SectionBoundary name="change-email">
            <ChangeEmailForm currentEmail={session.email} />
          </SectionBoundary>
          <SectionBoundary name="change-password">
            <ChangePasswordForm />
          </SectionBoundary>
          <SectionBoundary name="logout">
            <LogoutCard />
          </SectionBoundary>
        </div>
      )}
    </section>
  );
}
