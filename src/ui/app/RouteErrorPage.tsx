// The error page of spec section 2 ('Unexpected Application Error!' with the error's message), the
// page react-router's data routers show by default; in declarative mode the app supplies it. It
// clears when the path changes, so the bottom navigation leads out of a broken screen.
import { Component, type ReactNode } from 'react';
import { texts } from '../texts';

export type RouteErrorPageProps = { children: ReactNode; pathname: string };

export class RouteErrorPage extends Component<RouteErrorPageProps, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidUpdate(previous: RouteErrorPageProps) {
    if (previous.pathname !== this.props.pathname && this.state.error) this.setState({ error: null });
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <main className="screen">
        <h2>{texts.common.unexpectedError}</h2>
        <h3 className="route-error__message">{this.state.error.message}</h3>
      </main>
    );
  }
}
