// Each screen section has its own error boundary (DESIGN section 6): one broken card never blanks the
// whole screen on a busy evening. A data section says in the spec's words what could not be loaded
// (e.g. 'Kon producten niet laden.'); live queries rethrow their errors on render. Both offer a retry.
import { Component, type ReactNode } from 'react';
import { texts } from '../texts';

export type SectionBoundaryProps = { children: ReactNode; name: string; message?: string };

export class SectionBoundary extends Component<SectionBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(`section ${this.props.name} failed`, error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="card card--error" role="alert">
        <p>{this.props.message ?? texts.common.sectionFailed}</p>
        <button type="button" className="button" onClick={() => this.setState({ failed: false })}>
          {texts.common.sectionRetry}
        </button>
      </div>
    );
  }
}
