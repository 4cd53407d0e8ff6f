import { Component, type ReactNode } from 'react';
import { useLocation } from '@/lib/router';
import { RouteErrorPage } from './route-error-page';

interface BoundaryProps {
  /** The current location's key: a new one clears the error. */
  locationKey: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  hasError: boolean;
  locationKey: string;
}

/** Catches what a screen throws while rendering (or a screen's code that fails to load) and shows RouteErrorPage. */
class ErrorBoundaryAtLocation extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, hasError: false, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, hasError: true };
  }

  // Any navigation (a link, back) leaves the broken screen behind, as the data router's errorElement did.
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (props.locationKey === state.locationKey) return null;
    return { error: null, hasError: false, locationKey: props.locationKey };
  }

  override render() {
    return this.state.hasError ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}

/**
 * The routed screens' error boundary (what `errorElement` was with the data router): inside the app's
 * frame, so the header and footer stay and the visitor can go elsewhere.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <ErrorBoundaryAtLocation locationKey={key}>{children}</ErrorBoundaryAtLocation>;
}
