// The back button of the settings sub-screens.
import { Link } from 'react-router-dom';
import { texts } from '../texts';

export type BackLinkProps = { to: string };

export function BackLink({ to }: BackLinkProps) {
  return (
    <Link to={to} className="back-link">
      <span aria-hidden="true">←</span> {texts.common.back}
    </Link>
  );
}
