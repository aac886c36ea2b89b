import { Component, type ErrorInfo, type ReactNode } from 'react';

/** `onError`: where a render failure is reported (main's log file, issue 43). */
type Props = { children: ReactNode; onError?: (message: string) => void };
type State = { error: Error | null };

/** A render error shows a readable message and a way back, never a blank window. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Screen failed to render', error, info.componentStack);
    this.props.onError?.(`Screen failed to render: ${error.stack ?? error.message}${info.componentStack ?? ''}`);
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="panel error-panel">
        <h2>This screen hit a problem</h2>
        <p>{this.state.error.message}</p>
        <p>Your campaign data is safe: it is saved in main, not in this window.</p>
        <p className="muted">It is in the log; Help ▸ Report a problem prepares a report to send.</p>
        <button type="button" onClick={() => this.setState({ error: null })}>
          Try again
        </button>
      </div>
    );
  }
}
