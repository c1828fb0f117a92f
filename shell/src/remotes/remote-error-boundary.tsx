import { Component, type ReactNode } from 'react';

interface Props {
  /** Rendered instead of the children once they threw; `retry` re-mounts them. */
  fallback: (retry: () => void) => ReactNode;
  /** Called before re-mounting, so the caller can drop caches. */
  onRetry?: () => void;
  /** Told what the children threw (to report it). */
  onError?: (error: unknown) => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Keeps a broken remote inside its own box: the header and other routes keep working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.warn('[quadra] remote section failed', error);
    this.props.onError?.(error);
  }

  private retry = () => {
    this.props.onRetry?.();
    this.setState({ failed: false });
  };

  render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
