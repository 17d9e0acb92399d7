import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ScreenError } from './ScreenError.tsx';

interface State {
  error: unknown;
}

/** Catches a screen's failure (a lazy part that did not load, or a render error) and offers a way out. */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return <ScreenError error={this.state.error} onRetry={() => this.setState({ error: null })} />;
  }
}
