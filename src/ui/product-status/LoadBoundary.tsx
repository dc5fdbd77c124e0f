// An error boundary for a screen's data section that says, in the spec's words, what could not be
// loaded (e.g. 'Kon producten niet laden.'), with a retry; live queries rethrow their errors on render.
import { Component, type ReactNode } from 'react';
import { texts } from '../texts';

export type LoadBoundaryProps = { children: ReactNode; message: string; name: string };

export class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(`${this.props.name} could not be loaded`, error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="card card--error" role="alert">
        <p>{this.props.message}</p>
        <button type="button" className="button" onClick={() => this.setState({ failed: false })}>
          {texts.common.sectionRetry}
        </button>
      </div>
    );
  }
}
