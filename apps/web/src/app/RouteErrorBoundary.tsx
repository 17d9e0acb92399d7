import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ScreenError } from './ScreenError.tsx';

/**
 * The router's last line of defence: an error outside any screen boundary replaces the whole
 * page with the error state (a reload, or a message for a chunk that did not load). Moving to
 * another address tries again, as a data router's `errorElement` would.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <ResettingBoundary resetKey={key}>{children}</ResettingBoundary>;
}

interface Props {
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  /** The address the error happened at; another one renders the children again. */
  failedAt: string | null;
}

class ResettingBoundary extends Component<Props, State> {
  override state: State = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error === null) return null;
    if (state.failedAt === null) return { failedAt: props.resetKey };
    return state.failedAt === props.resetKey ? null : { error: null, failedAt: null };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.error === null ? this.props.children : <ScreenError error={this.state.error} />;
  }
}
